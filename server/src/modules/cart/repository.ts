/**
 * Bag SQL (cart_lines). A piece is in a bag at most once (unique user_id, product_id); a bag holds at
 * most CART_MAX_LINES lines, counted under a per-shopper lock (ADR 0021).
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedFor } from '#server/db/prepared.ts';
import { currentSessionUser, type VerifiedSession } from '#server/modules/auth/public.ts';
import {
  type ProductRow,
  pieceColumns,
  pieceForBag,
  piecesWithCategory,
} from '#server/modules/catalog/public.ts';
import { cartLines } from './tables.ts';

/** A bag line with its product (prices in paise, as the catalogue's rows). */
export interface CartLineRow {
  id: string;
  addedAt: Date;
  product: ProductRow;
}

/**
 * Removes the pieces `productIds` from EVERY bag; resolves with the number of lines removed. Call it
 * in the transaction that sells them, so a sold piece leaves all bags in the same commit.
 */
export async function deleteCartLinesForProducts(db: Database, productIds: string[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const result = await db.delete(cartLines).where(inArray(cartLines.productId, productIds));
  return result.rowCount ?? 0;
}

/** `userId`'s bag lines, newest first, each with its piece (paise) whatever its status, in one query. */
export async function selectCartLines(db: Database, userId: string): Promise<CartLineRow[]> {
  const rows = await cartLinesQuery(db).execute({ userId });
  return rows.map(({ lineId, addedAt, ...product }) => ({ id: lineId, addedAt, product }));
}

/** Prepared: every bag view runs it. */
const cartLinesQuery = preparedFor((db) => {
  const piece = piecesWithCategory(db);
  return db
    .select({ lineId: cartLines.id, addedAt: cartLines.createdAt, ...pieceColumns(piece) })
    .from(cartLines)
    .innerJoin(piece, eq(piece.id, cartLines.productId))
    .where(eq(cartLines.userId, sql.placeholder('userId')))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id))
    .prepare('cart_lines_of_user');
});

/**
 * The bag of `session` read in ONE statement with the check that the session is current
 * (`currentSessionUser`, ADR 0023): the lines as `selectCartLines` gives them, or undefined (401).
 */
export async function selectCartLinesOfSession(
  db: Database,
  session: VerifiedSession,
): Promise<CartLineRow[] | undefined> {
  const { userId, sessionVersion } = session;
  const rows = await cartOfSessionQuery(db).execute({ userId, sessionVersion });
  if (rows.length === 0) return undefined;
  const lines: CartLineRow[] = [];
  for (const { line, product } of rows) {
    if (line && product) lines.push({ ...line, product });
  }
  return lines;
}

/** One row per bag line (or one with no line for an empty bag) while the session is current, else none. */
const cartOfSessionQuery = preparedFor((db) => {
  const sessionUser = currentSessionUser(db);
  const piece = piecesWithCategory(db);
  return db
    .select({
      line: { id: cartLines.id, addedAt: cartLines.createdAt },
      product: pieceColumns(piece),
    })
    .from(sessionUser)
    .leftJoin(cartLines, eq(cartLines.userId, sessionUser.id))
    .leftJoin(piece, eq(piece.id, cartLines.productId))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id))
    .prepare('cart_lines_of_session');
});

/** First key of the bag's two-key advisory lock (saved addresses use 4_004, checkouts 4_005). */
const BAG_LOCK_SPACE = 4_006;

/**
 * Serialises every add to `userId`'s bag until the transaction ends, so each add counts the ones
 * before it (an empty bag has no row to lock). Call it with a transaction's `tx.db`.
 */
export async function lockBagOf(db: Database, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${BAG_LOCK_SPACE}, hashtext(${userId}))`);
}

/** How many lines `userId`'s bag holds. */
export async function countCartLines(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ lines: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  return row?.lines ?? 0;
}

/**
 * Puts the piece `productId` in `userId`'s bag when it is neither sold nor archived, not there yet,
 * and the bag holds fewer than `maxLines` lines; resolves true when a line was added. One statement:
 * ON CONFLICT settles racing adds and `pieceForBag`'s FOR SHARE waits for a sale in progress. The
 * count holds only after `lockBagOf` in the same transaction.
 */
export async function insertCartLine(
  db: Database,
  userId: string,
  productId: string,
  maxLines: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO cart_lines (user_id, product_id)
    SELECT ${userId}::uuid, piece.id FROM (${pieceForBag(productId)}) AS piece
    WHERE (SELECT count(*) FROM cart_lines WHERE user_id = ${userId}::uuid) < ${maxLines}
    ON CONFLICT ON CONSTRAINT cart_lines_user_product_unique DO NOTHING
    RETURNING id`);
  return result.rows.length > 0;
}

/** Removes `userId`'s line `lineId`; resolves false when no such line is theirs (nothing changes). */
export async function deleteCartLine(db: Database, userId: string, lineId: string): Promise<boolean> {
  const deleted = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  return deleted.length > 0;
}

/** True when the piece `productId` is in `userId`'s bag. */
export async function cartHasProduct(db: Database, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)));
  return row !== undefined;
}
