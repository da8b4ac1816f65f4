/** The mail outbox (ADR 0006); bodies are cleared once delivered, so no code outlives its delivery. */
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailStatus = pgEnum('mail_status', ['queued', 'sent', 'failed']);

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is for: otp, password-reset, welcome, order-confirmation, … */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** A tax document (invoice, bill of supply or credit note) attached as PDF when sent. */
    attachmentDocumentId: uuid('attachment_document_id'),
    /** One-click unsubscribe URL (RFC 8058): sent as List-Unsubscribe with List-Unsubscribe-Post. */
    listUnsubscribeUrl: text('list_unsubscribe_url'),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // The unsent messages only: what every metrics scrape counts (ADR 0044), while sent ones pile up.
  (table) => [
    index('mail_messages_unsent_status_idx').on(table.status).where(sql`${table.status} <> 'sent'`),
  ],
);
