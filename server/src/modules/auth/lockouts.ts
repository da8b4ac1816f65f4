/**
 * Per-address lockouts of wrong passwords and wrong e-mail codes (OWASP ASVS 5 V6.3.1, V6.6.3;
 * docs/decisions/0022-client-address-and-limits.md): failures count per e-mail address, known or not,
 * across every code and client. The caller mails the owner in the transaction that locks the
 * address, and a password reset lifts the lock.
 */
import { createHmac } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { addressLockouts } from './tables.ts';

export type LockoutKind = (typeof addressLockouts.$inferSelect)['kind'];

/** `maxFailures` within `windowMs` milliseconds lock the address for `lockMs` milliseconds. */
export interface LockoutPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Login: 10 wrong passwords in 15 minutes pause sign-in for 15 minutes (ASVS v4 2.2.1 allows at most
 * 100 an hour). Codes: 10 wrong codes a day, whichever code of the address, pause code entry a day.
 */
export const lockoutPolicies: Record<LockoutKind, LockoutPolicy> = {
  login: { maxFailures: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  otp: { maxFailures: 10, windowMs: 24 * HOUR, lockMs: 24 * HOUR },
};

/** Rows of windows over this long ago are purged a few at a time as new failures arrive. */
const PURGE_AFTER_MS = 2 * 24 * HOUR;
const PURGED_PER_FAILURE = 20;

/** The address's digest under the server key: the table holds no addresses in clear. */
export function lockoutDigest(email: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(`lockout:${email}`).digest('hex');
}

/**
 * A mobile number's digest (10 digits): that of the text `mobile:<number>`, which no e-mail address
 * can be (it holds no @), so a number's wrong SMS codes count apart from any address's
 * (docs/decisions/0066-sign-in-by-mobile.md).
 */
export function mobileLockoutDigest(mobileNumber: string, key: Uint8Array): string {
  return lockoutDigest(`mobile:${mobileNumber}`, key);
}

/** `digest`'s state for `kind`: `lockedUntil` while locked (else null), and whether a failure is counted. */
export async function lockoutState(
  db: Database,
  digest: string,
  kind: LockoutKind,
): Promise<{ lockedUntil: Date | null; counted: boolean }> {
  const [row] = await db
    .select({
      lockedUntil: sql<Date | null>`CASE WHEN ${addressLockouts.lockedUntil} > now() THEN ${addressLockouts.lockedUntil} END`,
    })
    .from(addressLockouts)
    .where(and(eq(addressLockouts.addressDigest, digest), eq(addressLockouts.kind, kind)));
  return { lockedUntil: row?.lockedUntil ? new Date(row.lockedUntil) : null, counted: row !== undefined };
}

/** When `digest`'s lock of `kind` ends, or null when it is not locked. */
export async function lockedUntil(db: Database, digest: string, kind: LockoutKind): Promise<Date | null> {
  return (await lockoutState(db, digest, kind)).lockedUntil;
}

/**
 * Counts one failure of `kind` for `digest` in one atomic upsert (parallel failures count one by
 * one); an ended window or lock starts the count again. Resolves with `lockedUntil` when this very
 * failure locked the address, else null.
 */
export async function recordFailure(db: Database, digest: string, kind: LockoutKind): Promise<Date | null> {
  const policy = lockoutPolicies[kind];
  const window = sql`make_interval(secs => ${policy.windowMs / 1000})`;
  const lock = sql`make_interval(secs => ${policy.lockMs / 1000})`;
  const restarts = sql`(${addressLockouts.windowStartedAt} <= now() - ${window} OR ${addressLockouts.lockedUntil} <= now())`;
  const counted = sql`CASE WHEN ${restarts} THEN 1 ELSE ${addressLockouts.failures} + 1 END`;
  const [row] = await db
    .insert(addressLockouts)
    .values({ addressDigest: digest, kind, failures: 1 })
    .onConflictDoUpdate({
      target: [addressLockouts.addressDigest, addressLockouts.kind],
      set: {
        failures: counted,
        windowStartedAt: sql`CASE WHEN ${restarts} THEN now() ELSE ${addressLockouts.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${restarts} THEN NULL ELSE ${addressLockouts.lockedUntil} END`,
      },
    })
    .returning({ failures: addressLockouts.failures });
  await purgeStaleLockouts(db);
  if (row?.failures !== policy.maxFailures) return null;
  const [locked] = await db
    .update(addressLockouts)
    .set({ lockedUntil: sql`now() + ${lock}` })
    .where(and(eq(addressLockouts.addressDigest, digest), eq(addressLockouts.kind, kind)))
    .returning({ lockedUntil: addressLockouts.lockedUntil });
  return locked?.lockedUntil ?? null;
}

/** Forgets `digest`'s failures and locks of `kinds` (a right password, a used code, a reset). */
export async function clearFailures(db: Database, digest: string, kinds: LockoutKind[]): Promise<void> {
  await db
    .delete(addressLockouts)
    .where(and(eq(addressLockouts.addressDigest, digest), inArray(addressLockouts.kind, kinds)));
}

/** Deletes a few rows whose window began long ago and that hold no lock, keeping the table small. */
async function purgeStaleLockouts(db: Database): Promise<void> {
  await db.execute(sql`
    DELETE FROM ${addressLockouts} WHERE ctid IN (
      SELECT ctid FROM ${addressLockouts}
      WHERE ${addressLockouts.windowStartedAt} < now() - make_interval(secs => ${PURGE_AFTER_MS / 1000})
        AND (${addressLockouts.lockedUntil} IS NULL OR ${addressLockouts.lockedUntil} < now())
      LIMIT ${PURGED_PER_FAILURE}
    )`);
}
