/**
 * Wishlists (ADR 0038): one row per piece a shopper saved, at most once per shopper and piece.
 * `waiting_since` is set by the back-on-sale job while the piece cannot be bought, and cleared when
 * it comes back and the shopper has been mailed (`notified_at`).
 */
import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/auth/tables.ts';
import { products } from '#server/modules/catalog/tables.ts';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Since when the job has seen the piece not available; null while it is (or was never seen so). */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** When the shopper was last mailed that the piece is back on sale; null if never. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'wishlist_items_pkey', columns: [t.userId, t.productId] }),
    // The job's scan by piece, and removing a piece's rows.
    index('wishlist_items_product_idx').on(t.productId),
  ],
);
