/**
 * Made-to-order requests ("Ask for one like this", ADR 0040): a shopper or guest asks the shop to
 * make a piece like one that is sold or reserved (or anything, product_id null); the back office
 * quotes a price and making time; the requester accepts the quote as a cash-on-delivery order.
 * Money in paise.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/auth/tables.ts';
import { products } from '#server/modules/catalog/tables.ts';
import { orders } from '#server/modules/orders/tables.ts';

export const pieceRequestStatus = pgEnum('piece_request_status', ['new', 'quoted', 'accepted', 'declined']);

export const pieceRequests = pgTable(
  'piece_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The piece it should be like; null for a free made-to-order request. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The signed-in requester; null for a guest (then only the e-mail's account may accept). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    /** The shopper's budget in paise; null when not given. */
    budgetPaise: integer('budget_paise'),
    status: pieceRequestStatus('status').notNull().default('new'),
    /** The quoted price in paise (null until quoted). */
    quotePaise: integer('quote_paise'),
    quoteMessage: text('quote_message').notNull().default(''),
    /** Making time in days. */
    quoteDays: integer('quote_days'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    /** The admin who sent the quote. */
    quotedBy: uuid('quoted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The shop's note when it declined (mailed). */
    declineNote: text('decline_note').notNull().default(''),
    /** The order the accepted quote became. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('piece_requests_budget_positive', sql`${t.budgetPaise} IS NULL OR ${t.budgetPaise} > 0`),
    check('piece_requests_quote_positive', sql`${t.quotePaise} IS NULL OR ${t.quotePaise} > 0`),
    index('piece_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    index('piece_requests_created_idx').on(t.createdAt.desc()),
    index('piece_requests_email_idx').on(sql`lower(${t.email})`),
    index('piece_requests_user_idx').on(t.userId),
  ],
);
