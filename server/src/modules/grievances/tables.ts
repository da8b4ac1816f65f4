/**
 * Grievances (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)): acknowledged within 48 hours,
 * resolved within one month of receipt.
 */
import { index, pgEnum, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/auth/tables.ts';
import { orders } from '#server/modules/orders/tables.ts';

export const grievanceStatus = pgEnum('grievance_status', ['open', 'acknowledged', 'resolved']);

/** Ticket numbers; a rolled-back grievance may leave a gap, which tickets (unlike invoices) may have. */
export const grievanceTicketSeq = pgSequence('grievance_ticket_seq', { startWith: 1001 });

export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "GRV-" and a number from `grievance_ticket_seq`; shown to the shopper at once. */
    ticketNumber: text('ticket_number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: grievanceStatus('status').notNull().default('open'),
    /** The shop's reply when it resolves the grievance. */
    resolution: text('resolution').notNull().default(''),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grievances_created_idx').on(t.createdAt.desc())],
);
