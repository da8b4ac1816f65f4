/**
 * Bag rules (docs/product.md#the-bag; ADR 0007, 0021): a piece is in a bag at most once, a sold
 * piece cannot be added, a bag holds at most CART_MAX_LINES (50) pieces, and a shopper only sees and
 * changes their own lines. Products come in the catalogue's API shape (rupees).
 */
import { CART_MAX_LINES, type CartLine, messages } from '@shahi/contract';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import type { VerifiedSession } from '#server/modules/auth/public.ts';
import { getProduct, toProduct } from '#server/modules/catalog/public.ts';
import {
  type CartLineRow,
  cartHasProduct,
  countCartLines,
  deleteCartLine,
  insertCartLine,
  lockBagOf,
  selectCartLines,
  selectCartLinesOfSession,
} from './repository.ts';

function toCartLine(row: CartLineRow): CartLine {
  return { _id: row.id, productId: toProduct(row.product), addedAt: row.addedAt.toISOString() };
}

/** `userId`'s bag, newest line first; sold or reserved pieces keep their line and show their status. */
export async function listCart(db: Database, userId: string): Promise<CartLine[]> {
  return (await selectCartLines(db, userId)).map(toCartLine);
}

/** The bag of a verified token's session, as `listCart`; undefined when the session is no longer current. */
export async function listCartOfSession(
  db: Database,
  session: VerifiedSession,
): Promise<CartLine[] | undefined> {
  return (await selectCartLinesOfSession(db, session))?.map(toCartLine);
}

/**
 * Adds the piece `productId` to `userId`'s bag and resolves with the whole bag. 404 "Product Not
 * Found" for an unknown piece, 409 productSold for a sold one, 409 "Product is already in cart" when
 * it is there (also for the loser of two racing adds), 409 cartFull (`CART_FULL`) for a full bag,
 * counted under the shopper's lock in a transaction on `pool` (ADR 0021).
 */
export async function addToCart(
  { db, pool }: { db: Database; pool: pg.Pool },
  userId: string,
  productId: string,
): Promise<CartLine[]> {
  const added = await withTransaction(pool, async (tx) => {
    await lockBagOf(tx.db, userId);
    return insertCartLine(tx.db, userId, productId, CART_MAX_LINES);
  });
  if (!added) {
    // Nothing was added: only now find out why (getProduct raises the 404 itself).
    const product = await getProduct(db, productId);
    if (product.status === 'sold') throw conflict(messages.productSold);
    if (
      !(await cartHasProduct(db, userId, productId)) &&
      (await countCartLines(db, userId)) >= CART_MAX_LINES
    ) {
      throw conflict(messages.cartFull, 'CART_FULL');
    }
    throw conflict(messages.productAlreadyInCart);
  }
  return listCart(db, userId);
}

/** Removes `userId`'s line `lineId` and resolves with the bag left; 404 cartLineNotFound if not theirs. */
export async function removeFromCart(db: Database, userId: string, lineId: string): Promise<CartLine[]> {
  if (!(await deleteCartLine(db, userId, lineId))) throw notFound(messages.cartLineNotFound);
  return listCart(db, userId);
}

/** True when the piece `productId` is in `userId`'s bag (false for an unknown piece too). */
export async function isInCart(db: Database, userId: string, productId: string): Promise<boolean> {
  return cartHasProduct(db, userId, productId);
}
