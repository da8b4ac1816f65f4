/**
 * Wishlist rules (docs/product.md#wishlist, ADR 0038): a signed-in shopper saves pieces of any
 * status but archived, each once, at most WISHLIST_MAX_ITEMS (200); saving a saved piece and
 * removing an unsaved one both succeed (idempotent); a shopper only sees and changes their own.
 * Products come in the catalogue's API shape (rupees).
 */
import { messages, WISHLIST_MAX_ITEMS, type WishlistItem } from '@shahi/contract';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { conflict } from '#server/http/errors.ts';
import { getProduct, toProduct } from '#server/modules/catalog/public.ts';
import {
  countWishlist,
  deleteWishlistItem,
  insertWishlistItem,
  lockWishlistOf,
  selectWishlist,
  wishlistHas,
} from './repository.ts';

/** `userId`'s wishlist, newest save first, each piece with its status (available, reserved, sold). */
export async function listWishlist(db: Database, userId: string): Promise<WishlistItem[]> {
  const rows = await selectWishlist(db, userId);
  return rows.map((row) => ({ product: toProduct(row.product), savedAt: row.savedAt.toISOString() }));
}

/**
 * Saves the piece `productId` for `userId` and resolves with the whole wishlist. 404 "Product Not
 * Found" for an unknown or archived piece; already saved: nothing changes (no error); 409
 * wishlistFull (`WISHLIST_FULL`) at the cap, counted under the shopper's lock in a transaction.
 */
export async function addToWishlist(
  { db, pool }: { db: Database; pool: pg.Pool },
  userId: string,
  productId: string,
): Promise<WishlistItem[]> {
  await getProduct(db, productId);
  await withTransaction(pool, async (tx) => {
    await lockWishlistOf(tx.db, userId);
    if (await wishlistHas(tx.db, userId, productId)) return;
    if ((await countWishlist(tx.db, userId)) >= WISHLIST_MAX_ITEMS) {
      throw conflict(messages.wishlistFull, 'WISHLIST_FULL');
    }
    await insertWishlistItem(tx.db, userId, productId);
  });
  return listWishlist(db, userId);
}

/**
 * Removes the piece `productId` from `userId`'s wishlist (nothing when it was not saved) and
 * resolves with the wishlist left; 404 "Product Not Found" for an unknown or archived piece.
 */
export async function removeFromWishlist(
  db: Database,
  userId: string,
  productId: string,
): Promise<WishlistItem[]> {
  await getProduct(db, productId);
  await deleteWishlistItem(db, userId, productId);
  return listWishlist(db, userId);
}
