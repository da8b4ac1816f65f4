/**
 * SQL of the account tables (users, email_verification_codes, password_reset_tokens). Every
 * function takes the Drizzle handle to run on, so callers choose the transaction.
 */
import { and, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { emailVerificationCodes, passwordResetTokens, users } from '../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;

/** The account registered under `email` (lower-cased), or undefined. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The account with id `userId`, or undefined. */
export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  // Every signed-in call reads this row (revocation is exact): a prepared statement (db/prepared.ts).
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
 * What makes a session current, in SQL over the placeholders `userId` and `sessionVersion`: the
 * user exists, has verified its address and still has that session version (a password change or
 * reset bumps it). The one statement of this rule, for the signed-in check
 * (`findCurrentSessionUser`) and for the reads that do that check themselves (`currentSessionUser`).
 */
function isCurrentSession(): SQL | undefined {
  return and(
    eq(users.id, sql.placeholder('userId')),
    eq(users.sessionVersion, sql.placeholder('sessionVersion')),
    isNotNull(users.emailVerifiedAt),
  );
}

/**
 * The account of a current session (see isCurrentSession) — `userId`'s row when `sessionVersion`
 * is still its session version and its address is verified — or undefined.
 */
export async function findCurrentSessionUser(
  db: Database,
  session: { userId: string; sessionVersion: number },
): Promise<UserRow | undefined> {
  // Every signed-in call runs this: a prepared statement (db/prepared.ts).
  const [row] = await currentSessionUserQuery(db).execute(session);
  return row;
}

const currentSessionUserQuery = preparedFor((db) =>
  db.select().from(users).where(isCurrentSession()).prepare('auth_current_session_user'),
);

/**
 * A one-row subquery `session_user` (column `id`) holding the user of a current session, or no
 * row: a read joins its rows to it, so that checking the session and reading take one statement
 * (issue 8 §1: the bag and My Orders). Its placeholders are `userId` and `sessionVersion`; a read
 * that finds no `session_user` row must answer 401 (modules/auth/authenticate.ts
 * `requireSessionToken`).
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
}

/**
 * Inserts an unverified account, or — when the address belongs to an account still waiting for
 * its code — replaces that pending registration. Returns undefined when a verified account
 * already holds the address. Atomic under concurrent registrations (one upsert).
 */
export async function upsertPendingUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoUpdate({
      target: users.email,
      set: {
        passwordHash: user.passwordHash,
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: user.phoneNumber,
        updatedAt: sql`now()`,
      },
      setWhere: isNull(users.emailVerifiedAt),
    })
    .returning();
  return row;
}

/** Stores a fresh code for `userId`, replacing any earlier one and its failed attempts. */
export async function replaceVerificationCode(
  db: Database,
  userId: string,
  codeHash: string,
  expiresAt: Date,
) {
  await db
    .insert(emailVerificationCodes)
    .values({ userId, codeHash, expiresAt })
    .onConflictDoUpdate({
      target: emailVerificationCodes.userId,
      set: { codeHash, expiresAt, failedAttempts: 0, createdAt: sql`now()` },
    });
}

/** The live code row of `userId`, locked for this transaction so guesses are counted one by one. */
export async function lockVerificationCode(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.userId, userId))
    .for('update');
  return row;
}

/** Counts one wrong entry; returns the new count. */
export async function recordFailedCode(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .update(emailVerificationCodes)
    .set({ failedAttempts: sql`${emailVerificationCodes.failedAttempts} + 1` })
    .where(eq(emailVerificationCodes.userId, userId))
    .returning({ failedAttempts: emailVerificationCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

/** Marks the address verified and spends the code (single use). */
export async function markEmailVerified(db: Database, userId: string) {
  await db.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Stores a reset token's hash for `userId`, valid until `expiresAt`. */
export async function insertResetToken(db: Database, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/**
 * Spends the reset token with hash `tokenHash` if it is unused and unexpired; returns its user
 * id, else undefined. One conditional UPDATE, so a token works once even under concurrency.
 */
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

/**
 * Sets a new password hash and bumps the session version, revoking every earlier token; also
 * spends the user's other reset tokens. Returns the new session version.
 */
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
