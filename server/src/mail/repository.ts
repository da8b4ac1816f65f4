/** SQL on `mail_messages`, the mail queue's own table. */
import { and, eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Database } from '#server/db/client.ts';
import type { MailKind } from './content.ts';
import { mailMessages } from './tables.ts';

export type MailRow = typeof mailMessages.$inferSelect;

export interface NewMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The tax document whose PDF goes with the mail (the shipped mail's invoice); null = none. */
  attachmentDocumentId?: string | null;
  /** The one-click unsubscribe URL of a mail the shopper may stop (RFC 8058 headers); null = none. */
  listUnsubscribeUrl?: string | null;
}

/** Inserts a queued message; resolves with its id (uuid). Use the caller's transaction `db`. */
export async function insertMail(db: Database, mail: NewMail): Promise<string> {
  const [row] = await db
    .insert(mailMessages)
    .values({
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachmentDocumentId: mail.attachmentDocumentId ?? null,
      listUnsubscribeUrl: mail.listUnsubscribeUrl ?? null,
    })
    .returning({ id: mailMessages.id });
  if (!row) throw new Error('mail_messages insert returned no row');
  return row.id;
}

/** The message with `id`, or undefined. */
export async function findMail(db: Database, id: string): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}

/** Marks a queued message sent, counting the attempt, and clears its bodies (no code outlives it). */
export async function markMailSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailMessages)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      attempts: sql`${mailMessages.attempts} + 1`,
      textBody: null,
      htmlBody: null,
      lastError: null,
    })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')));
}

/** Counts a failed attempt with its reason; on the `final` one the message fails and its bodies go. */
export async function recordMailFailure(db: Database, id: string, reason: string, final: boolean) {
  await db
    .update(mailMessages)
    .set({
      attempts: sql`${mailMessages.attempts} + 1`,
      lastError: reason,
      ...(final ? { status: 'failed' as const, textBody: null, htmlBody: null } : {}),
    })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')));
}

/**
 * Messages not yet sent, by status (`queued`: waiting or between retries; `failed`: given up), for
 * the metrics scrape (ADR 0044). Sent ones are not counted: that would read the whole table.
 */
export async function countUnsentMail(
  pool: Pick<Pool, 'query'>,
): Promise<{ status: string; count: number }[]> {
  const { rows } = await pool.query<{ status: string; count: number }>(
    "SELECT status::text AS status, count(*)::int AS count FROM mail_messages WHERE status <> 'sent' GROUP BY status",
  );
  return rows;
}
