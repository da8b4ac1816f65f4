/**
 * Tax documents (CGST Rules 46, 49 and 53): invoices, bills of supply and credit notes, each with a
 * number from its own gap-free series per financial year (docs/decisions/0030-gst-invoices.md).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from '#server/db/columns.ts';
import { orders } from '#server/modules/orders/tables.ts';

export const taxDocumentKind = pgEnum('tax_document_kind', ['invoice', 'bill_of_supply', 'credit_note']);

/** Last number issued per series; a series is a kind and a financial year ("invoice:2026-27"). */
export const taxDocumentCounters = pgTable('tax_document_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: taxDocumentKind('kind').notNull(),
    /** At most 16 characters, unique for ever (Rule 46(b)). */
    number: text('number').notNull().unique(),
    /** "2026-27": April to March, India time. */
    financialYear: text('financial_year').notNull(),
    /** Position in its series, from 1. */
    sequence: integer('sequence').notNull(),
    /** The invoice or bill of supply a credit note corrects. */
    correctsDocumentId: uuid('corrects_document_id'),
    /** Every printed field as issued; never updated. */
    snapshot: jsonb('snapshot').notNull(),
    /** Total in paise, tax included. */
    totalPaise: integer('total_paise').notNull(),
    /** The rendered PDF, kept once made so the same bytes are served and mailed. */
    pdf: bytea('pdf'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_issued_idx').on(t.issuedAt),
    // One invoice (or bill of supply) per order, and one credit note per order.
    uniqueIndex('tax_documents_order_kind_idx').on(t.orderId, sql`(${t.kind} = 'credit_note')`),
  ],
);

/**
 * GST rates as dated data (ADR 0055): a rule gives the rate of goods whose HSN code starts with
 * `hsnPrefix` from `effectiveFrom` (India date) until a later rule of the same prefix and
 * `handmadeOnly` takes over. With a threshold, `rateBp` applies up to a sale value (GST excluded) of
 * `thresholdPaise` per piece or pair and `rateAboveBp` above it. Rows are added, never edited once
 * in force, so a document's rate can always be traced to the rule of its date.
 */
export const gstRateRules = pgTable(
  'gst_rate_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 2 to 8 digits: "57" (the chapter), "6214", "580810". */
    hsnPrefix: text('hsn_prefix').notNull(),
    /** Applies only to pieces declared handmade or hand-embroidered (handicraft entries of 13/2025-CT(Rate)). */
    handmadeOnly: boolean('handmade_only').notNull().default(false),
    /** Basis points (500 = 5 %). */
    rateBp: integer('rate_bp').notNull(),
    /** Sale value per piece in paise, GST excluded (₹2,500 = 250000); null = one rate at any value. */
    thresholdPaise: integer('threshold_paise'),
    /** Basis points above the threshold; set exactly when `thresholdPaise` is. */
    rateAboveBp: integer('rate_above_bp'),
    /** First day (India time) the rule applies, "2025-09-22". */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The notification and entry, e.g. "Notification 13/2025-CT(Rate), handicraft table". */
    source: text('source').notNull(),
    /** The goods in plain words, e.g. "Handmade or hand-embroidered shawls". */
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gst_rate_rules_key_idx').on(t.hsnPrefix, t.handmadeOnly, t.effectiveFrom),
    check('gst_rate_rules_prefix', sql`${t.hsnPrefix} ~ '^[0-9]{2,8}$'`),
    check('gst_rate_rules_rate', sql`${t.rateBp} BETWEEN 0 AND 4000`),
    check(
      'gst_rate_rules_threshold',
      sql`(${t.thresholdPaise} IS NULL) = (${t.rateAboveBp} IS NULL) AND (${t.thresholdPaise} IS NULL OR ${t.thresholdPaise} > 0) AND (${t.rateAboveBp} IS NULL OR ${t.rateAboveBp} BETWEEN 0 AND 4000)`,
    ),
  ],
);
