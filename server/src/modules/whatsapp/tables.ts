/** The WhatsApp channel's table (ADR 0067). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/auth/tables.ts';
import { orders } from '#server/modules/orders/tables.ts';

/**
 * Order updates sent on WhatsApp through the Cloud API (ADR 0067): one row per template message,
 * queued in the order's transaction, sent by the job queue with retries, its status kept from the
 * provider's status webhook. Only for a shopper who opted in.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 10 digits, no +91. */
    phone: text('phone').notNull(),
    /** What it says: order_placed, cod_confirm, shipped, delivered. */
    kind: text('kind').notNull(),
    /** The approved template's name and language code (e.g. `order_placed`, `hi`). */
    template: text('template').notNull(),
    language: text('language').notNull(),
    /** The template's body parameters, in order. */
    parameters: text('parameters').array().notNull(),
    /** queued → sent → delivered → read; failed after the last retry or on the provider's word. */
    status: text('status', { enum: ['queued', 'sent', 'delivered', 'read', 'failed'] })
      .notNull()
      .default('queued'),
    /** The Cloud API's message id (`wamid.…`), once accepted. */
    providerMessageId: text('provider_message_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    statusAt: timestamp('status_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('whatsapp_messages_order_idx').on(table.orderId, table.createdAt),
    index('whatsapp_messages_queued_idx').on(table.createdAt).where(sql`status = 'queued'`),
  ],
);
