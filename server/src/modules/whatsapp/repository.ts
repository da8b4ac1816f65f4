/** SQL on `whatsapp_messages` (ADR 0067). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { whatsappMessages } from './tables.ts';
import type { DeliveryStatus } from './webhook.ts';

export type WhatsappMessageRow = typeof whatsappMessages.$inferSelect;
export type NewWhatsappMessage = Pick<
  typeof whatsappMessages.$inferInsert,
  'orderId' | 'userId' | 'phone' | 'kind' | 'template' | 'language' | 'parameters'
>;

/** Stores a queued message; resolves with its id. */
export async function insertWhatsappMessage(db: Database, message: NewWhatsappMessage): Promise<string> {
  const [row] = await db.insert(whatsappMessages).values(message).returning({ id: whatsappMessages.id });
  if (!row) throw new Error('whatsapp_messages insert returned no row');
  return row.id;
}

export async function findWhatsappMessage(db: Database, id: string): Promise<WhatsappMessageRow | undefined> {
  const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id));
  return row;
}

/** The provider took the queued message: `sent` with its wamid (a status webhook may have come first). */
export async function markWhatsappSent(db: Database, id: string, providerMessageId: string): Promise<void> {
  await db
    .update(whatsappMessages)
    .set({
      status: 'sent',
      providerMessageId,
      attempts: sql`${whatsappMessages.attempts} + 1`,
      lastError: null,
      statusAt: sql`now()`,
    })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'queued')));
}

/** A failed attempt: counted, its reason kept, and `failed` when it was the last. */
export async function recordWhatsappFailure(
  db: Database,
  id: string,
  reason: string,
  final: boolean,
): Promise<void> {
  await db
    .update(whatsappMessages)
    .set({
      attempts: sql`${whatsappMessages.attempts} + 1`,
      lastError: reason,
      ...(final ? { status: 'failed' as const, statusAt: sql`now()` } : {}),
    })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'queued')));
}

/** Each status's place: a report never moves a message back (read stays read). */
const STATUS_RANK = sql`CASE ${whatsappMessages.status} WHEN 'queued' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE 4 END`;
const rankOf: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * Applies the provider's report `status` for message `providerMessageId`, only forward
 * (queued → sent → delivered → read; failed from any but read); resolves with whether a row changed.
 * `failed` keeps `error` as the last error.
 */
export async function applyWhatsappStatus(
  db: Database,
  providerMessageId: string,
  status: DeliveryStatus,
  at: Date,
  error?: string,
): Promise<boolean> {
  const rank = rankOf[status];
  const forward =
    status === 'failed'
      ? sql`${whatsappMessages.status} NOT IN ('read', 'failed')`
      : sql`${STATUS_RANK} < ${rank} AND ${whatsappMessages.status} <> 'failed'`;
  const changed = await db
    .update(whatsappMessages)
    .set({ status, statusAt: at, ...(status === 'failed' && error ? { lastError: error } : {}) })
    .where(and(eq(whatsappMessages.providerMessageId, providerMessageId), forward))
    .returning({ id: whatsappMessages.id });
  return changed.length > 0;
}

/** The accounts that were sent WhatsApp messages at `phone` (10 digits): a STOP from it is theirs. */
export async function accountsMessagedAt(db: Database, phones: readonly string[]): Promise<string[]> {
  if (phones.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: whatsappMessages.userId })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.phone, [...phones]));
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

/**
 * Gives up the still-queued messages to `phones` (10 digits): their shopper sent STOP. Resolves
 * with how many; a job that finds its row no longer queued sends nothing.
 */
export async function dropQueuedTo(db: Database, phones: readonly string[]): Promise<number> {
  if (phones.length === 0) return 0;
  const dropped = await db
    .update(whatsappMessages)
    .set({ status: 'failed', lastError: 'Not sent: the shopper replied STOP', statusAt: sql`now()` })
    .where(and(inArray(whatsappMessages.phone, [...phones]), eq(whatsappMessages.status, 'queued')))
    .returning({ id: whatsappMessages.id });
  return dropped.length;
}

/** An order's messages for the back office, oldest first. */
export async function selectWhatsappMessagesOfOrder(db: Database, orderId: string) {
  return db
    .select({
      id: whatsappMessages.id,
      kind: whatsappMessages.kind,
      template: whatsappMessages.template,
      language: whatsappMessages.language,
      phone: whatsappMessages.phone,
      status: whatsappMessages.status,
      attempts: whatsappMessages.attempts,
      lastError: whatsappMessages.lastError,
      statusAt: whatsappMessages.statusAt,
      createdAt: whatsappMessages.createdAt,
    })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.orderId, orderId))
    .orderBy(asc(whatsappMessages.createdAt), asc(whatsappMessages.id));
}
