/**
 * Made-to-order request SQL (ADR 0040): storing a request, the requester's and the back office's
 * reads (each with the piece it is like, through the catalogue's public view), and the moves
 * new → quoted | declined and quoted → accepted. Money in paise.
 */
import type { AdminRequestListQuery } from '@shahi/contract/schemas';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { piecesWithCategory } from '#server/modules/catalog/public.ts';
import { pieceRequests } from './tables.ts';

export type PieceRequestRow = typeof pieceRequests.$inferSelect;

/** A request as stored: phone '' when not given, userId null for a guest, budget in paise or null. */
export interface NewPieceRequest {
  productId: string | null;
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  budgetPaise: number | null;
}

/** Inserts a request (use the transaction's `db`); resolves with its row. */
export async function insertPieceRequest(db: Database, request: NewPieceRequest): Promise<PieceRequestRow> {
  const [row] = await db.insert(pieceRequests).values(request).returning();
  if (!row) throw new Error('request was not stored');
  return row;
}

/**
 * How many of the requester's requests still wait for the shop's answer (status new): a signed-in
 * requester's (`userId`) by account, a guest's (`userId` null) by the guest requests to `email`
 * (any case) only, so strangers' guest requests to an address never count against its account.
 */
export async function countWaitingFrom(
  db: Database,
  requester: Pick<NewPieceRequest, 'userId' | 'email'>,
): Promise<number> {
  const from = requester.userId
    ? eq(pieceRequests.userId, requester.userId)
    : and(isNull(pieceRequests.userId), sql`lower(${pieceRequests.email}) = lower(${requester.email})`);
  const [row] = await db
    .select({ n: count() })
    .from(pieceRequests)
    .where(and(eq(pieceRequests.status, 'new'), from));
  return row?.n ?? 0;
}

/** A request joined with the piece it is like (null columns when none or the piece is gone). */
function selectWithPiece(db: Database) {
  const piece = piecesWithCategory(db);
  return db
    .select({
      row: pieceRequests,
      pieceId: piece.id,
      pieceTitle: piece.title,
      piecePricePaise: piece.pricePaise,
      pieceImages: piece.images,
      pieceStatus: piece.status,
      pieceCategoryId: piece.categoryId,
    })
    .from(pieceRequests)
    .leftJoin(piece, eq(piece.id, pieceRequests.productId));
}

export type PieceRequestWithPiece = Awaited<
  ReturnType<ReturnType<typeof selectWithPiece>['execute']>
>[number];

/** A page of requests, newest first, of `status` or all; resolves with the rows and the total. */
export async function selectPieceRequestPage(db: Database, query: AdminRequestListQuery) {
  const where = query.status ? eq(pieceRequests.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    selectWithPiece(db)
      .where(where)
      .orderBy(desc(pieceRequests.createdAt), desc(pieceRequests.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(pieceRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Request `id` with its piece, or undefined. */
export async function selectPieceRequest(
  db: Database,
  id: string,
): Promise<PieceRequestWithPiece | undefined> {
  const [row] = await selectWithPiece(db).where(eq(pieceRequests.id, id));
  return row;
}

/**
 * Request `id` with its piece when `requester` may see it: it was sent from their account, or
 * to their account's e-mail address (any case; accounts prove their address at registration).
 */
export async function selectRequesterRequest(
  db: Database,
  id: string,
  requester: { userId: string; email: string },
): Promise<PieceRequestWithPiece | undefined> {
  const [row] = await selectWithPiece(db).where(
    and(
      eq(pieceRequests.id, id),
      or(
        eq(pieceRequests.userId, requester.userId),
        sql`lower(${pieceRequests.email}) = lower(${requester.email})`,
      ),
    ),
  );
  return row;
}

/** Locks request `id` FOR UPDATE in the caller's transaction; undefined when absent. */
export async function lockPieceRequest(db: Database, id: string): Promise<PieceRequestRow | undefined> {
  const [row] = await db.select().from(pieceRequests).where(eq(pieceRequests.id, id)).for('update');
  return row;
}

/** Stores the quote of request `id` (paise, days, the piece it is like) by admin `quotedBy`: status quoted. */
export async function setQuote(
  db: Database,
  id: string,
  quote: {
    quotePaise: number;
    quoteMessage: string;
    quoteDays: number;
    quotedBy: string;
    productId: string | null;
  },
): Promise<void> {
  await db
    .update(pieceRequests)
    .set({ ...quote, status: 'quoted', quotedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(pieceRequests.id, id));
}

/** Declines request `id` with `note` (may be ''). */
export async function setDeclined(db: Database, id: string, note: string): Promise<void> {
  await db
    .update(pieceRequests)
    .set({ status: 'declined', declineNote: note, updatedAt: sql`now()` })
    .where(eq(pieceRequests.id, id));
}

/** Marks request `id` accepted as order `orderId`. */
export async function setAccepted(db: Database, id: string, orderId: string): Promise<void> {
  await db
    .update(pieceRequests)
    .set({ status: 'accepted', orderId, updatedAt: sql`now()` })
    .where(eq(pieceRequests.id, id));
}
