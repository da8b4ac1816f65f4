/**
 * Wishlist SQL (wishlist_items, ADR 0038). A piece is in a shopper's wishlist at most once (the
 * primary key); a wishlist holds at most WISHLIST_MAX_ITEMS, counted under a per-shopper lock. The
 * back-on-sale job's two statements are here too: mark the items whose piece cannot be bought as
 * waiting, and take the waiting ones whose piece is available again.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { accountContacts } from '#server/modules/auth/public.ts';
import {
  availablePieceIds,
  type ProductRow,
  pieceColumns,
  piecesWithCategory,
} from '#server/modules/catalog/public.ts';
import { wishlistItems } from './tables.ts';

/** A saved piece with its product (paise, any status) and when it was saved. */
export interface WishlistRow {
  savedAt: Date;
  product: ProductRow;
}

/** `userId`'s saved pieces, newest save first, each with its piece whatever its status. */
export async function selectWishlist(db: Database, userId: string): Promise<WishlistRow[]> {
  const piece = piecesWithCategory(db);
  const rows = await db
    .select({ savedAt: wishlistItems.createdAt, ...pieceColumns(piece) })
    .from(wishlistItems)
    .innerJoin(piece, eq(piece.id, wishlistItems.productId))
    // Archived pieces are gone from the shop: their rows stay, unseen.
    .where(and(eq(wishlistItems.userId, userId), sql`${piece.status} <> 'archived'`))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map(({ savedAt, ...product }) => ({ savedAt, product }));
}

/** First key of the wishlist's two-key advisory lock (the bag uses 4_006). */
const WISHLIST_LOCK_SPACE = 4_007;

/** Serialises every save to `userId`'s wishlist until the transaction ends, so each save counts the ones before. */
export async function lockWishlistOf(db: Database, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${WISHLIST_LOCK_SPACE}, hashtext(${userId}))`);
}

/** How many pieces `userId`'s wishlist holds. */
export async function countWishlist(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return row?.n ?? 0;
}

/** Whether `userId` saved the piece `productId`. */
export async function wishlistHas(db: Database, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return row !== undefined;
}

/** Saves `productId` for `userId`; nothing when it is saved already (ON CONFLICT). */
export async function insertWishlistItem(db: Database, userId: string, productId: string): Promise<void> {
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

/** Removes `productId` from `userId`'s wishlist; nothing when it was not there. */
export async function deleteWishlistItem(db: Database, userId: string, productId: string): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

/**
 * Marks as waiting (`waiting_since` = now) every saved piece that is not available (reserved, sold
 * or archived) and was not waiting yet; resolves with how many were marked.
 */
export async function markWaitingItems(db: Database): Promise<number> {
  const marked = await db
    .update(wishlistItems)
    .set({ waitingSince: sql`now()` })
    .where(
      and(isNull(wishlistItems.waitingSince), notInArray(wishlistItems.productId, availablePieceIds(db))),
    )
    .returning({ userId: wishlistItems.userId });
  return marked.length;
}

/** A saved piece back on sale, with who saved it and what to tell them. */
export interface ReturnedItem {
  userId: string;
  productId: string;
  /** Null for an account made with a mobile number alone: no mail is queued (ADR 0066). */
  email: string | null;
  firstName: string;
  title: string;
}

/**
 * Takes every waiting item whose piece is available again: clears `waiting_since` and stamps
 * `notified_at` in ONE statement (so each return is taken once), then reads the shoppers' contacts
 * and the pieces' titles. Call it in the transaction that queues the mails.
 */
export async function takeReturnedItems(db: Database): Promise<ReturnedItem[]> {
  const taken = await db
    .update(wishlistItems)
    .set({ waitingSince: null, notifiedAt: sql`now()` })
    .where(
      and(isNotNull(wishlistItems.waitingSince), inArray(wishlistItems.productId, availablePieceIds(db))),
    )
    .returning({ userId: wishlistItems.userId, productId: wishlistItems.productId });
  if (taken.length === 0) return [];
  const account = accountContacts(db);
  const piece = piecesWithCategory(db);
  // One after the other: in a transaction they share one connection.
  const contacts = await db
    .select({ id: account.id, email: account.email, firstName: account.firstName })
    .from(account)
    .where(inArray(account.id, [...new Set(taken.map((item) => item.userId))]));
  const pieces = await db
    .select({ id: piece.id, title: piece.title })
    .from(piece)
    .where(inArray(piece.id, [...new Set(taken.map((item) => item.productId))]));
  const contactOf = new Map(contacts.map((contact) => [contact.id, contact]));
  const titleOf = new Map(pieces.map((row) => [row.id, row.title]));
  return taken.flatMap(({ userId, productId }) => {
    const contact = contactOf.get(userId);
    const title = titleOf.get(productId);
    return contact && title !== undefined
      ? [{ userId, productId, email: contact.email, firstName: contact.firstName, title }]
      : [];
  });
}
