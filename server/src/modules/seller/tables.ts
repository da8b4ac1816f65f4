/**
 * The seller's identity and GST settings: one row (id 1), first filled from the environment or the
 * demo seed, then edited in the back office (docs/decisions/0030-gst-invoices.md).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** `registered`: tax invoices with GST; `unregistered`: bills of supply (Notification 3/2018-IT). */
export const gstMode = pgEnum('gst_mode', ['registered', 'unregistered']);

export const sellerSettings = pgTable(
  'seller_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** GST state code of the seller's principal place of business ("04"). */
    stateCode: text('state_code').notNull(),
    pinCode: text('pin_code').notNull(),
    pan: text('pan').notNull(),
    /** '' in unregistered mode. */
    gstin: text('gstin').notNull().default(''),
    gstMode: gstMode('gst_mode').notNull().default('unregistered'),
    careEmail: text('care_email').notNull(),
    carePhone: text('care_phone').notNull(),
    grievanceName: text('grievance_name').notNull(),
    grievanceDesignation: text('grievance_designation').notNull(),
    grievanceEmail: text('grievance_email').notNull(),
    grievancePhone: text('grievance_phone').notNull(),
    /** Days after delivery a shopper may claim a damaged, wrong or not-as-described piece (ADR 0057). */
    claimWindowDays: integer('claim_window_days').notNull().default(7),
    /** Aggregate turnover (paise, financial year) above which registration is compulsory: s.22 CGST Act (ADR 0058). */
    registrationThresholdPaise: integer('registration_threshold_paise').notNull().default(200_000_000),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seller_settings_single_row', sql`${t.id} = 1`),
    check('seller_settings_claim_window', sql`${t.claimWindowDays} BETWEEN 1 AND 90`),
    check('seller_settings_threshold', sql`${t.registrationThresholdPaise} > 0`),
  ],
);
