/**
 * SQL of sign-in by mobile number (docs/decisions/0066-sign-in-by-mobile.md): the SMS codes of
 * `mobile_codes` (keyed hashes only, OWASP ASVS 5 V6.4) and the accounts by their verified number.
 * Numbers are the 10 national digits, no +91.
 */

import type { MobileCodePurpose } from '@shahi/contract';
import type { Locale } from '@shahi/contract/i18n';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mobileCodes, users } from './tables.ts';

export type MobileCodeRow = typeof mobileCodes.$inferSelect;
type UserRow = typeof users.$inferSelect;

/**
 * Serialises the code work on `mobileNumber` until the transaction ends (a transaction-scoped advisory
 * lock), so two sends cannot both pass the spacing and two entries are counted one by one.
 */
export async function lockNumber(db: Database, mobileNumber: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mobile-code:${mobileNumber}`}, 0))`);
}

/** The newest code of `mobileNumber` not yet used, or undefined. */
export async function latestOpenCode(db: Database, mobileNumber: string): Promise<MobileCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(mobileCodes)
    .where(and(eq(mobileCodes.mobileNumber, mobileNumber), isNull(mobileCodes.consumedAt)))
    .orderBy(desc(mobileCodes.createdAt))
    .limit(1);
  return row;
}

/** When the newest code of `mobileNumber` was made (used or not), and how many were made since `since`. */
export async function codesSent(
  db: Database,
  mobileNumber: string,
  since: Date,
): Promise<{ latestAt: Date | null; count: number }> {
  const [row] = await db
    .select({ latestAt: sql<Date | null>`max(${mobileCodes.createdAt})`, count: count() })
    .from(mobileCodes)
    .where(and(eq(mobileCodes.mobileNumber, mobileNumber), gt(mobileCodes.createdAt, since)));
  return { latestAt: row?.latestAt ? new Date(row.latestAt) : null, count: row?.count ?? 0 };
}

/** Stores a new code of `mobileNumber` (its HMAC) valid until `expiresAt`; resolves with its id. */
export async function insertCode(
  db: Database,
  code: {
    mobileNumber: string;
    purpose: MobileCodePurpose;
    userId: string | null;
    codeHash: string;
    expiresAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(mobileCodes).values(code).returning({ id: mobileCodes.id });
  if (!row) throw new Error('a mobile code was not stored');
  return row.id;
}

/** Deletes the code `id` (its SMS could not be sent, so it neither counts nor works). */
export async function deleteCode(db: Database, id: string): Promise<void> {
  await db.delete(mobileCodes).where(eq(mobileCodes.id, id));
}

/** Marks code `id` used. */
export async function consumeCode(db: Database, id: string): Promise<void> {
  await db.update(mobileCodes).set({ consumedAt: sql`now()` }).where(eq(mobileCodes.id, id));
}

/** Deletes codes made before `before` (older than the per-day window), a few at a time. */
export async function purgeOldCodes(db: Database, before: Date): Promise<void> {
  await db.execute(sql`
    DELETE FROM ${mobileCodes} WHERE ctid IN (
      SELECT ctid FROM ${mobileCodes} WHERE ${mobileCodes.createdAt} < ${before} LIMIT 20
    )`);
}

/** The account whose verified number is `mobileNumber`, or undefined. */
export async function findUserByMobile(db: Database, mobileNumber: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileNumber, mobileNumber)).limit(1);
  return row;
}

/**
 * The account of `mobileNumber`, made now when there is none: no e-mail and no password, the number
 * verified and its phone, the names given ('' until the first address), the shopper's language.
 * `created` is true when this call made it (safe under concurrent sign-ins of one number).
 */
export async function ensureMobileUser(
  db: Database,
  account: { mobileNumber: string; firstName: string; lastName: string; locale: Locale },
): Promise<{ user: UserRow; created: boolean }> {
  const [inserted] = await db
    .insert(users)
    .values({
      email: null,
      passwordHash: null,
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: account.mobileNumber,
      mobileNumber: account.mobileNumber,
      mobileVerifiedAt: sql`now()`,
      locale: account.locale,
    })
    .onConflictDoNothing({ target: users.mobileNumber })
    .returning();
  if (inserted) return { user: inserted, created: true };
  const existing = await findUserByMobile(db, account.mobileNumber);
  if (!existing) throw new Error('an account vanished while its mobile number signed in');
  return { user: existing, created: false };
}

/**
 * Puts the verified `mobileNumber` on account `userId` (replacing any earlier number). Resolves false
 * when another account holds the number meanwhile (the unique index refuses it).
 */
export async function setUserMobile(db: Database, userId: string, mobileNumber: string): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ mobileNumber, mobileVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        sql`NOT EXISTS (SELECT 1 FROM ${users} other WHERE other.mobile_number = ${mobileNumber} AND other.id <> ${userId})`,
      ),
    )
    .returning({ id: users.id });
  return row !== undefined;
}
