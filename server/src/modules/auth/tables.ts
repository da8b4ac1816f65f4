/** Customer account tables (ADR 0005). Secrets are stored only as hashes (OWASP ASVS 5.0 V6.4). */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** `user` at registration; `admin` only from the command line (`npm run admin:create`, ADR 0013). */
export const userRole = pgEnum('user_role', ['user', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; null for an account made with a mobile number alone (ADR 0066). */
    email: text('email').unique(),
    /** argon2id PHC string (m = 19 MiB, t = 2, p = 1); null for an account that signs in by SMS code only. */
    passwordHash: text('password_hash'),
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
    /** A verified Indian mobile number, 10 digits (no +91): signs in by SMS code (ADR 0066); null = none linked. */
    mobileNumber: text('mobile_number').unique(),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** The shopper's language for mails and messages: en, hi or pa (ADR 0065). */
    locale: text('locale', { enum: ['en', 'hi', 'pa'] })
      .notNull()
      .default('en'),
    /** When the shopper ticked "order updates on WhatsApp" at checkout; null = not opted in, or STOP (ADR 0067). */
    whatsappOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
    /** When the shopper last sent STOP (or unticked the box); kept so a later opt-in is told apart. */
    whatsappOptOutAt: timestamp('whatsapp_opt_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_or_mobile', sql`${table.email} IS NOT NULL OR ${table.mobileNumber} IS NOT NULL`),
    check('users_locale', sql`${table.locale} IN ('en', 'hi', 'pa')`),
  ],
);

/**
 * SMS sign-in codes per mobile number (ADR 0066): the latest unexpired, unconsumed row is the one
 * a code is checked against; wrong codes count in address_lockouts under the number's digest.
 */
export const mobileCodes = pgTable(
  'mobile_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 10 digits, no +91. */
    mobileNumber: text('mobile_number').notNull(),
    /** `sign_in` (register or sign in) or `link` (add the number to the signed-in account `userId`). */
    purpose: text('purpose', { enum: ['sign_in', 'link'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 under a server key, hex. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mobile_codes_number_idx').on(table.mobileNumber, table.createdAt)],
);

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
