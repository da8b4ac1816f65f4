/**
 * Customer account tables (issue 3): users, e-mail verification codes, password reset tokens.
 * Secrets are stored only as hashes (OWASP ASVS 5 §6.4).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** `user` at registration (spec §6); `admin` only from the command line (issue 7 §1). */
export const userRole = pgEnum('user_role', ['user', 'admin']);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased, trimmed; one account per address. */
  email: text('email').notNull().unique(),
  /** argon2id PHC string (m = 19 MiB, t = 2, p = 1). */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** 10 digits (spec §5). */
  phoneNumber: text('phone_number').notNull(),
  /** Null until the 6-digit code is confirmed; an unverified account cannot log in. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Carried in every token as `sv`; a password change or reset bumps it, revoking earlier tokens. */
  sessionVersion: integer('session_version').notNull().default(0),
  /** Checked on the server for every `/api/admin/*` route (issue 7 §1). */
  role: userRole('role').notNull().default('user'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** At most one live code per account: a resend replaces it, a correct entry deletes it. */
export const emailVerificationCodes = pgTable('email_verification_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** HMAC-SHA256 of the code under a server key, hex; a 6-digit code alone is too easy to brute-force. */
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the 256-bit token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId).where(sql`used_at IS NULL`)],
);
