/**
 * Bag rules (spec §7 "Cart", §8; issue 4 §1; ARCHITECTURE §2 "Sold pieces"): a piece is in a
 * bag at most once, a sold piece cannot be added, a shopper only ever sees and changes their
 * own lines. Products come back in the catalogue's API shape (rupees).
 */
import { type CartLine, messages } from '@shahi/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { VerifiedSession } from '../auth/session-tokens.ts';
import { getProduct, toProduct } from '../catalog/service.ts';
import {
  type CartLineRow,
  cartHasProduct,
  deleteCartLine,
  insertCartLine,
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

/**
 * The bag of a verified token's session, as `listCart`, checking in the same statement that the
 * session is still current; undefined when it is not (the route answers 401).
 */
export async function listCartOfSession(
  db: Database,
  session: VerifiedSession,
): Promise<CartLine[] | undefined> {
  return (await selectCartLinesOfSession(db, session))?.map(toCartLine);
}

/**
 * Adds the piece `productId` to `userId`'s bag and resolves with the whole bag. Raises 404
 * "Product Not Found" for an unknown piece, 409 productSold for a sold one, 409 "Product is
 * already in cart" when it is there already (also when two adds race: one wins, one gets this).
 */
export async function addToCart(db: Database, userId: string, productId: string): Promise<CartLine[]> {
  if (!(await insertCartLine(db, userId, productId))) {
    // Nothing was added: only now find out why (getProduct raises the 404 itself).
    const product = await getProduct(db, productId);
    if (product.status === 'sold') throw new HttpError(409, messages.productSold);
    throw new HttpError(409, messages.productAlreadyInCart);
  }
  return listCart(db, userId);
}

/**
 * Removes `userId`'s line `lineId` and resolves with the rest of the bag. Raises 404
 * cartLineNotFound when the line is unknown or someone else's (which stays untouched).
 */
export async function removeFromCart(db: Database, userId: string, lineId: string): Promise<CartLine[]> {
  if (!(await deleteCartLine(db, userId, lineId))) throw notFound(messages.cartLineNotFound);
  return listCart(db, userId);
}

/** True when the piece `productId` is in `userId`'s bag (false for an unknown piece too). */
export async function isInCart(db: Database, userId: string, productId: string): Promise<boolean> {
  return cartHasProduct(db, userId, productId);
}
