/**
 * Claims after delivery (ADR 0057): a shopper reports a delivered piece damaged, not as described,
 * wrong or not delivered, with photos and a message, within the seller's claim window; the owner
 * refunds in full or part (credit note in the same transaction) or declines. Money in paise.
 */
import { sql } from 'drizzle-orm';
import {
  check,
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
import { users } from '#server/modules/auth/tables.ts';
import { orders } from '#server/modules/orders/tables.ts';

export const claimKind = pgEnum('claim_kind', [
  'damaged',
  'not_as_described',
  'wrong_piece',
  'not_delivered',
]);
/** `open` until the owner decides; `refunded` (in full or part) or `declined` after. */
export const claimStatus = pgEnum('claim_status', ['open', 'refunded', 'declined']);
/** How the money went back: Razorpay's refund API for an online payment, else UPI or bank transfer by the owner. */
export const claimRefundMethod = pgEnum('claim_refund_method', ['gateway', 'upi', 'bank']);
/** What became of the piece: back on sale, kept off sale as damaged, or left with the shopper / sold. */
export const claimPieceOutcome = pgEnum('claim_piece_outcome', ['back_on_sale', 'damaged', 'kept']);

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One claim per order. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: claimKind('kind').notNull(),
    message: text('message').notNull(),
    /**
     * Where a cash-on-delivery refund is paid: `{ method: 'upi', upiId }` or
     * `{ method: 'bank', accountName, accountNumber, ifsc }`; null for an online payment.
     */
    payoutTo: jsonb('payout_to'),
    status: claimStatus('status').notNull().default('open'),
    /** Paise refunded (tax included), at most the order's amount; null until refunded. */
    refundPaise: integer('refund_paise'),
    refundMethod: claimRefundMethod('refund_method'),
    /** Razorpay's `rfnd_…`, or the UPI / bank reference the owner entered. */
    refundReference: text('refund_reference'),
    /** The credit note issued with the refund (tax_documents.id). */
    creditNoteId: uuid('credit_note_id'),
    pieceOutcome: claimPieceOutcome('piece_outcome'),
    /** The owner's words to the shopper with the decision. */
    decisionNote: text('decision_note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claims_order_idx').on(t.orderId),
    index('claims_user_idx').on(t.userId, t.createdAt),
    index('claims_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    check('claims_refund_positive', sql`${t.refundPaise} IS NULL OR ${t.refundPaise} > 0`),
  ],
);

/** A claim's photos: re-encoded by the upload pipeline and kept private (served to the claimant and the owner only). */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('claim_photos_claim_position_idx').on(t.claimId, t.position)],
);
