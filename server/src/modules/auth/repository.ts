/** SQL of the account tables (users, registration_attempts, password_reset_tokens). */
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedFor } from '#server/db/prepared.ts';
import { passwordResetTokens, registrationAttempts, users } from './tables.ts';

export type UserRow = typeof users.$inferSelect;

/** The account registered under `email` (lower-cased), or undefined. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The account with id `userId`, or undefined. */
export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  // Prepared: every signed-in call reads this row.
  const [row] = await userByIdQuery(db).execute({ userId });
  return row;
}

const userByIdQuery = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth_user_by_id'),
);

/**
 * The one statement of what makes a session current, over the placeholders `userId` and
 * `sessionVersion`: the user exists, has verified its e-mail or its mobile number (ADR 0066) and
 * still has that session version (a password change or reset bumps it).
 */
function isCurrentSession(): SQL | undefined {
  return and(
    eq(users.id, sql.placeholder('userId')),
    eq(users.sessionVersion, sql.placeholder('sessionVersion')),
    or(isNotNull(users.emailVerifiedAt), isNotNull(users.mobileVerifiedAt)),
  );
}

/** The account of a current session (see isCurrentSession), or undefined. */
export async function findCurrentSessionUser(
  db: Database,
  session: { userId: string; sessionVersion: number },
): Promise<UserRow | undefined> {
  // Prepared: every signed-in call runs this.
  const [row] = await currentSessionUserQuery(db).execute(session);
  return row;
}

const currentSessionUserQuery = preparedFor((db) =>
  db.select().from(users).where(isCurrentSession()).prepare('auth_current_session_user'),
);

/**
 * A one-row subquery `session_user` (column `id`) holding the user of a current session, or no row,
 * for a read that checks the session in its own statement (ADR 0023). Placeholders `userId` and
 * `sessionVersion`; no row means 401 (`requireSessionToken` in server/src/api/session.ts).
 */
export function currentSessionUser(db: Database) {
  return db.select({ id: users.id }).from(users).where(isCurrentSession()).as('session_user');
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** The language of the account's mails (the visitor's `lang` cookie at registration); `en` when absent. */
  locale?: 'en' | 'hi' | 'pa';
}

/**
 * The account under `user.email`: inserted unverified when the address is new, else the existing
 * row unchanged (pending or verified). Safe under concurrent registrations of one address.
 */
export async function ensurePendingUser(db: Database, user: NewUser): Promise<UserRow> {
  const [inserted] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (inserted) return inserted;
  const existing = await findUserByEmail(db, user.email);
  if (!existing) throw new Error('an account vanished while its address was being registered');
  return existing;
}

export type RegistrationAttemptRow = typeof registrationAttempts.$inferSelect;

/**
 * Most registration attempts an address keeps. A new one may take the place of an expired one, never
 * of one whose code is live: at this many live, registering is refused (ADR 0018).
 */
export const KEPT_REGISTRATION_ATTEMPTS = 3;

/** Adds a pending account's registration attempt; resolves with the stored row (its `createdAt`). */
export async function insertRegistrationAttempt(
  db: Database,
  attempt: Omit<RegistrationAttemptRow, 'id' | 'createdAt'>,
): Promise<RegistrationAttemptRow> {
  const [row] = await db.insert(registrationAttempts).values(attempt).returning();
  if (!row) throw new Error('a registration attempt was not stored');
  return row;
}

/** Deletes the registration attempts `attemptIds` (expired ones making room for a new one). */
export async function deleteRegistrationAttempts(db: Database, attemptIds: string[]): Promise<void> {
  if (attemptIds.length === 0) return;
  await db.delete(registrationAttempts).where(inArray(registrationAttempts.id, attemptIds));
}

/** The registration attempts of `userId`, newest first (at most KEPT_REGISTRATION_ATTEMPTS). */
export async function listRegistrationAttempts(
  db: Database,
  userId: string,
): Promise<RegistrationAttemptRow[]> {
  return db
    .select()
    .from(registrationAttempts)
    .where(eq(registrationAttempts.userId, userId))
    .orderBy(desc(registrationAttempts.createdAt), desc(registrationAttempts.id));
}

/**
 * Gives attempt `attemptId` a fresh code (hash and expiry); the earlier code of that attempt stops
 * working. False when the attempt is gone (verified or replaced meanwhile).
 */
export async function replaceAttemptCode(
  db: Database,
  attemptId: string,
  codeHash: string,
  codeExpiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(registrationAttempts)
    .set({ codeHash, codeExpiresAt })
    .where(eq(registrationAttempts.id, attemptId))
    .returning({ id: registrationAttempts.id });
  return rows.length > 0;
}

/** Locks the row of `userId` for this transaction, so entries of codes for one account take turns. */
export async function lockUser(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Makes `attempt` the account (password, names, phone), verifies it and deletes the user's attempts. */
export async function completeRegistration(db: Database, attempt: RegistrationAttemptRow): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash: attempt.passwordHash,
      firstName: attempt.firstName,
      lastName: attempt.lastName,
      phoneNumber: attempt.phoneNumber,
      emailVerifiedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, attempt.userId), isNull(users.emailVerifiedAt)))
    .returning();
  if (!row) throw new Error(`account ${attempt.userId} was verified while its code was being checked`);
  await db.delete(registrationAttempts).where(eq(registrationAttempts.userId, attempt.userId));
  return row;
}

/** Marks the address verified (a reset link proves it) and deletes the account's registration attempts. */
export async function markEmailVerified(db: Database, userId: string) {
  await db.delete(registrationAttempts).where(eq(registrationAttempts.userId, userId));
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Stores a reset token's hash for `userId`, valid until `expiresAt`. */
export async function insertResetToken(db: Database, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Spends the live reset token `tokenHash` in one conditional UPDATE; its user id, else undefined. */
export async function consumeResetToken(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Sets a new password hash, spends the user's reset tokens and bumps (returns) the session version. */
export async function replacePassword(db: Database, userId: string, passwordHash: string): Promise<number> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  if (!row) throw new Error(`user ${userId} vanished while its password was replaced`);
  return row.sessionVersion;
}

/** Updates names and phone of `userId`; returns the updated row. */
export async function updateProfile(
  db: Database,
  userId: string,
  profile: Pick<NewUser, 'firstName' | 'lastName' | 'phoneNumber'>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...profile, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
