/**
 * A shopper's interests, notification preferences and checkout visits (ADRs 0041, 0042): prices in
 * rupees at the edge, paise in the tables. Errors: 404 for another shopper's or an unknown interest
 * or category, 409 at the cap, 400 for the digest switched on without an interest.
 */
import { paiseToRupees, rupeesToPaise } from '@shahi/contract';
import {
  type CheckoutVisitRequest,
  type Interest,
  type InterestInput,
  MAX_INTERESTS_PER_SHOPPER,
  type NotificationPreferences,
  notifyMessages,
} from '@shahi/contract/schemas';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { type Transaction, withTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { checkoutVisits, interestMatches, interests, notificationPreferences } from './tables.ts';

type InterestRow = typeof interests.$inferSelect;

/** Most checkout visits a shopper keeps waiting for a reminder; the oldest beyond are dropped. */
export const MAX_OPEN_VISITS = 20;

function toInterest(row: InterestRow): Interest {
  return {
    id: row.id,
    categoryId: row.categoryId,
    minPrice: row.minPaise === null ? null : paiseToRupees(row.minPaise),
    maxPrice: row.maxPaise === null ? null : paiseToRupees(row.maxPaise),
    words: row.words,
    consentedAt: row.consentedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The shopper's interests, oldest first. */
export async function listInterests(db: Database, userId: string): Promise<Interest[]> {
  const rows = await db
    .select()
    .from(interests)
    .where(eq(interests.userId, userId))
    .orderBy(asc(interests.createdAt));
  return rows.map(toInterest);
}

/** Takes the shopper's preferences row FOR UPDATE (creating it), serialising their interest writes. */
async function lockPreferences(tx: Transaction, userId: string): Promise<void> {
  await tx.db.insert(notificationPreferences).values({ userId }).onConflictDoNothing();
  await tx.db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .for('update');
}

/**
 * Stores an interest with its consent time (now); 409 when the shopper already keeps
 * MAX_INTERESTS_PER_SHOPPER, 404 when the category does not exist. Resolves with the interest.
 */
export async function addInterest(pool: pg.Pool, userId: string, input: InterestInput): Promise<Interest> {
  return withTransaction(pool, async (tx) => {
    await lockPreferences(tx, userId);
    const [held] = await tx.db.select({ n: count() }).from(interests).where(eq(interests.userId, userId));
    if ((held?.n ?? 0) >= MAX_INTERESTS_PER_SHOPPER) throw conflict(notifyMessages.tooManyInterests);
    try {
      const [row] = await tx.db
        .insert(interests)
        .values({
          userId,
          categoryId: input.categoryId ?? null,
          minPaise: input.minPrice === undefined ? null : rupeesToPaise(input.minPrice),
          maxPaise: input.maxPrice === undefined ? null : rupeesToPaise(input.maxPrice),
          words: input.words,
          consentedAt: sql`now()`,
        })
        .returning();
      if (!row) throw new Error('interests insert returned no row');
      return toInterest(row);
    } catch (error) {
      // The category's foreign key: an id that names no category.
      if ((error as { cause?: { code?: string }; code?: string }).cause?.code === '23503') {
        throw notFound(notifyMessages.categoryNotFound);
      }
      if ((error as { code?: string }).code === '23503') throw notFound(notifyMessages.categoryNotFound);
      throw error;
    }
  });
}

/** Deletes the shopper's pending matches; the next scan records again what remaining interests match. */
async function forgetPendingMatches(db: Database, userId: string): Promise<void> {
  await db
    .delete(interestMatches)
    .where(and(eq(interestMatches.userId, userId), isNull(interestMatches.digestedAt)));
}

/** Removes one of the shopper's interests; 404 when it is not theirs or does not exist. */
export async function removeInterest(pool: pg.Pool, userId: string, id: string): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const removed = await tx.db
      .delete(interests)
      .where(and(eq(interests.id, id), eq(interests.userId, userId)))
      .returning({ id: interests.id });
    if (removed.length === 0) throw notFound(notifyMessages.interestNotFound);
    await forgetPendingMatches(tx.db, userId);
  });
}

/** Withdraws the digest's consent: every interest of the shopper and their pending matches go. */
export async function stopDigest(db: Database, userId: string): Promise<void> {
  await db.delete(interests).where(eq(interests.userId, userId));
  await forgetPendingMatches(db, userId);
}

/**
 * Deletes the shopper's checkout visits not yet reminded about: kept only for the reminder, they go
 * when its consent does (DPDP Act 2023 s.6(6)). Reminded visits stay, at most 7 days, for the quiet
 * period that stops a second reminder about the same piece.
 */
async function forgetOpenVisits(db: Database, userId: string): Promise<void> {
  await db
    .delete(checkoutVisits)
    .where(and(eq(checkoutVisits.userId, userId), isNull(checkoutVisits.remindedAt)));
}

/** Withdraws the checkout reminders' consent; the open checkout visits go with it. */
export async function stopReminders(db: Database, userId: string): Promise<void> {
  await db
    .update(notificationPreferences)
    .set({ checkoutRemindersAt: null, updatedAt: sql`now()` })
    .where(eq(notificationPreferences.userId, userId));
  await forgetOpenVisits(db, userId);
}

/** The shopper's two consents: reminders on while consented, the digest on while an interest is kept. */
export async function readPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      remindersAt: notificationPreferences.checkoutRemindersAt,
      interests: sql<number>`(SELECT count(*)::int FROM ${interests} WHERE ${interests.userId} = ${userId})`,
    })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, userId));
  return { checkoutReminders: Boolean(row?.remindersAt), newPiecesDigest: (row?.interests ?? 0) > 0 };
}

/**
 * Saves the consents: reminders on keeps the first consent time, off clears it and deletes the open
 * checkout visits; the digest off removes every interest; the digest on without an interest is a 400 (an interest is its consent).
 */
export async function savePreferences(
  { db, pool }: { db: Database; pool: pg.Pool },
  userId: string,
  wanted: { checkoutReminders: boolean; newPiecesDigest?: boolean | undefined },
): Promise<NotificationPreferences> {
  await withTransaction(pool, async (tx) => {
    await lockPreferences(tx, userId);
    await tx.db
      .update(notificationPreferences)
      .set({
        checkoutRemindersAt: wanted.checkoutReminders
          ? sql`coalesce(${notificationPreferences.checkoutRemindersAt}, now())`
          : null,
        updatedAt: sql`now()`,
      })
      .where(eq(notificationPreferences.userId, userId));
    if (!wanted.checkoutReminders) await forgetOpenVisits(tx.db, userId);
    if (wanted.newPiecesDigest === false) await stopDigest(tx.db, userId);
    if (wanted.newPiecesDigest === true) {
      const [held] = await tx.db.select({ n: count() }).from(interests).where(eq(interests.userId, userId));
      if ((held?.n ?? 0) === 0) throw badRequest(notifyMessages.digestNeedsInterest);
    }
  });
  return readPreferences(db, userId);
}

/**
 * Records that the shopper opened checkout with `products` (ADR 0042), only while they consent to
 * checkout reminders (`checkout_reminders_at` set): a visit is kept for the reminder alone, so
 * without that consent nothing is stored (DPDP Act 2023 s.4, s.6: purpose limitation; ADR 0060).
 * The open visit of the same piece set gets the new time, else a new visit is stored (keeping the
 * newest MAX_OPEN_VISITS). Nothing is sent from here; the caller answers the same either way.
 */
export async function recordCheckoutVisit(
  db: Database,
  userId: string,
  { products }: CheckoutVisitRequest,
): Promise<void> {
  const [consent] = await db
    .select({ at: notificationPreferences.checkoutRemindersAt })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!consent?.at) return;
  const productIds = [...new Set(products.map((id) => id.toLowerCase()))].sort();
  const pieceKey = productIds.join(',');
  const touched = await db
    .update(checkoutVisits)
    .set({ visitedAt: sql`now()` })
    .where(
      and(
        eq(checkoutVisits.userId, userId),
        eq(checkoutVisits.pieceKey, pieceKey),
        isNull(checkoutVisits.remindedAt),
      ),
    )
    .returning({ id: checkoutVisits.id });
  if (touched.length > 0) return;
  await db.insert(checkoutVisits).values({ userId, pieceKey, productIds });
  // A shopper keeps at most MAX_OPEN_VISITS open visits: the oldest give way (no row flood).
  await db.execute(sql`DELETE FROM ${checkoutVisits} WHERE ${checkoutVisits.userId} = ${userId}
    AND ${checkoutVisits.remindedAt} IS NULL AND ${checkoutVisits.id} NOT IN (
      SELECT ${checkoutVisits.id} FROM ${checkoutVisits}
      WHERE ${checkoutVisits.userId} = ${userId} AND ${checkoutVisits.remindedAt} IS NULL
      ORDER BY ${checkoutVisits.visitedAt} DESC LIMIT ${MAX_OPEN_VISITS})`);
}
