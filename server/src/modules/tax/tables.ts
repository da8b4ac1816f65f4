/**
 * Tax documents (CGST Rules 46, 49 and 53): invoices, bills of supply and credit notes, each with a
 * number from its own gap-free series per financial year (docs/decisions/0030-gst-invoices.md).
 */
import { sql } from 'drizzle-orm';
import {
  customType,
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
import { orders } from '#server/modules/orders/tables.ts';

export const taxDocumentKind = pgEnum('tax_document_kind', ['invoice', 'bill_of_supply', 'credit_note']);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

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
