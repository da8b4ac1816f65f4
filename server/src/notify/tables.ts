/**
 * The SMS/WhatsApp stub outbox (ADR 0036): each message the shop would text, recorded and never sent
 * to a provider. Rows hold the phone and the short text; status is always `stub-not-sent` today.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `sms` or `whatsapp`. */
    channel: text('channel').notNull(),
    /** The SMS_PROVIDER that took it: `outbox`. */
    provider: text('provider').notNull(),
    /** What the message is about: order-cod-awaiting, order-cod-confirmed, order-cod-lapsed. */
    kind: text('kind').notNull(),
    /** The Indian mobile number it is meant for, as the order holds it. */
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('stub-not-sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notification_outbox_created_idx').on(table.createdAt)],
);
