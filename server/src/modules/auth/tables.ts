/** Customer account tables (ADR 0005). Secrets are stored only as hashes (OWASP ASVS 5.0 V6.4). */
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** `user` at registration; `admin` only from the command line (`npm run admin:create`, ADR 0013). */
export const userRole = pgEnum('user_role', ['user', 'admin']);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** argon2id PHC string (m = 19 MiB, t = 2, p = 1). */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  /** Null until a code or reset link is confirmed; an unverified account cannot log in. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Carried in tokens as `sv`; a password change or reset bumps it, revoking earlier tokens. */
  sessionVersion: integer('session_version').notNull().default(0),
  role: userRole('role').notNull().default('user'),
  /**
   * Set by the owner for a trusted customer: the per-shopper piece and value caps of unshipped
   * orders do not apply from then on (flows/steps/shopper-caps.ts; ADR 0021). Null: the caps apply.
   */
  capsLiftedAt: timestamp('caps_lifted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Registrations waiting for their code, each with its own password; the code entered wins (ADR 0018). */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** HMAC-SHA256 under a server key, hex: a plain hash of 6 digits is brute-forced at once. */
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('registration_attempts_user_idx').on(table.userId, table.createdAt)],
);

/** Wrong passwords and codes per e-mail address, known or not (modules/auth/lockouts.ts; ADR 0022). */
export const addressLockouts = pgTable(
  'address_lockouts',
  {
    /** HMAC-SHA256 of the lower-cased address under the server key, hex. */
    addressDigest: text('address_digest').notNull(),
    kind: text('kind', { enum: ['login', 'otp'] }).notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.addressDigest, table.kind] }),
    index('address_lockouts_window_idx').on(table.windowStartedAt),
  ],
);

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
