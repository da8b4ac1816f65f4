/**
 * Wishlists (ADR 0038): one row per piece a shopper saved, at most once per shopper and piece.
 * `waiting_since` is set by the back-on-sale job while the piece cannot be bought, and cleared when
 * it comes back and the shopper has been mailed (`notified_at`).
 */
import { index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { shopperPieceColumns } from '#server/db/columns.ts';
import { users } from '#server/modules/auth/tables.ts';
import { products } from '#server/modules/catalog/tables.ts';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    ...shopperPieceColumns(
      () => users.id,
      () => products.id,
    ),
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
