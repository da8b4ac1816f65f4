/**
 * New-piece interests and checkout reminders (ADRs 0041, 0042), owned by the `interests` module:
 * what a shopper asked to hear about, the pieces recorded as matching, the shopper's notification
 * consents with the day of their last digest, and the checkout visits a reminder may follow.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shopperPieceColumns } from '#server/db/columns.ts';
import { users } from '#server/modules/auth/tables.ts';
import { categories, products } from '#server/modules/catalog/tables.ts';

/** One "tell me about new pieces like this": a category, a price band in paise, words; at least one. */
export const interests = pgTable(
  'interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    minPaise: integer('min_paise'),
    maxPaise: integer('max_paise'),
    /** Lower-case words, each of which must appear in a piece's title or description. */
    words: text('words').array().notNull().default(sql`'{}'::text[]`),
    /** When the shopper ticked the digest's consent box for this interest. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interests_user_idx').on(t.userId),
    check(
      'interests_something_to_match',
      sql`${t.categoryId} IS NOT NULL OR ${t.minPaise} IS NOT NULL OR ${t.maxPaise} IS NOT NULL OR cardinality(${t.words}) > 0`,
    ),
  ],
);

/** A new piece recorded as matching one of a shopper's interests; `digested_at` once it was mailed. */
export const interestMatches = pgTable(
  'interest_matches',
  {
    ...shopperPieceColumns(
      () => users.id,
      () => products.id,
    ),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('interest_matches_undigested_idx').on(t.userId).where(sql`${t.digestedAt} IS NULL`),
  ],
);

/** A shopper's notification consents and the India day (Asia/Kolkata) of their last digest. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Consent to "Remind me by e-mail about pieces I leave at checkout"; null = off (the default). */
  checkoutRemindersAt: timestamp('checkout_reminders_at', { withTimezone: true }),
  /** The India day the last digest went out; at most one digest per shopper per day. */
  lastDigestOn: date('last_digest_on', { mode: 'string' }),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in shopper's visit to checkout with a set of pieces (`piece_key`: the sorted ids joined
 * by commas, so one row per shopper × piece set); `reminded_at` once its one reminder was queued.
 */
export const checkoutVisits = pgTable(
  'checkout_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pieceKey: text('piece_key').notNull(),
    productIds: uuid('product_ids').array().notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_visits_user_pieces_idx').on(t.userId, t.pieceKey),
    index('checkout_visits_due_idx').on(t.visitedAt).where(sql`${t.remindedAt} IS NULL`),
  ],
);
