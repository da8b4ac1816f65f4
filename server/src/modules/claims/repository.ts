/**
 * The claims' SQL (ADR 0057): a claim and its private photos, the shopper's list, the back office's
 * page, and the decision written once. Money in paise.
 */
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { accountContacts } from '#server/modules/auth/public.ts';
import { claimPhotos, claims } from './tables.ts';

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaimRow = Pick<
  typeof claims.$inferInsert,
  'orderId' | 'userId' | 'kind' | 'message' | 'payoutTo'
>;

/** A photo as stored: re-encoded bytes and their type. */
export interface ClaimPhotoFile {
  contentType: string;
  bytes: Buffer;
}

/** The claim on order `orderId`, or undefined (one claim per order). */
export async function selectClaimOfOrder(db: Database, orderId: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(claims).where(eq(claims.orderId, orderId));
  return row;
}

/** Stores `claim` and its `photos` (positions 1, 2, …); resolves with the row. */
export async function insertClaim(
  db: Database,
  claim: NewClaimRow,
  photos: readonly ClaimPhotoFile[],
): Promise<ClaimRow> {
  const [row] = await db.insert(claims).values(claim).returning();
  if (!row) throw new Error('claims insert returned no row');
  if (photos.length > 0) {
    await db
      .insert(claimPhotos)
      .values(photos.map((photo, index) => ({ claimId: row.id, position: index + 1, ...photo })));
  }
  return row;
}

/** How many photos each of `claimIds` has; a claim without any is absent. */
export async function countPhotos(db: Database, claimIds: readonly string[]): Promise<Map<string, number>> {
  if (claimIds.length === 0) return new Map();
  const rows = await db
    .select({ claimId: claimPhotos.claimId, n: count() })
    .from(claimPhotos)
    .where(inArray(claimPhotos.claimId, [...claimIds]))
    .groupBy(claimPhotos.claimId);
  return new Map(rows.map((row) => [row.claimId, row.n]));
}

/** `userId`'s claims, newest first. */
export async function selectClaimsOfUser(db: Database, userId: string): Promise<ClaimRow[]> {
  return db
    .select()
    .from(claims)
    .where(eq(claims.userId, userId))
    .orderBy(desc(claims.createdAt), desc(claims.id));
}

/** Claim `id`, or undefined; `forUpdate` locks its row (the decision). */
export async function selectClaim(
  db: Database,
  id: string,
  forUpdate = false,
): Promise<ClaimRow | undefined> {
  const query = db.select().from(claims).where(eq(claims.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Photo `position` of claim `claimId` with the claimant's id, or undefined. */
export async function selectClaimPhoto(db: Database, claimId: string, position: number) {
  const [row] = await db
    .select({ userId: claims.userId, contentType: claimPhotos.contentType, bytes: claimPhotos.bytes })
    .from(claimPhotos)
    .innerJoin(claims, eq(claims.id, claimPhotos.claimId))
    .where(and(eq(claimPhotos.claimId, claimId), eq(claimPhotos.position, position)));
  return row;
}

/** A claim in the back office's page: its row and the claimant's name and e-mail. */
export interface ClaimWithCustomer {
  claim: ClaimRow;
  customer: { firstName: string; lastName: string; email: string } | null;
}

/**
 * One page of claims: `open` ones oldest first (answered in turn), `decided` ones or all newest
 * first; with the total count.
 */
export async function selectClaimPage(
  db: Database,
  { status, page, perPage }: { status?: 'open' | 'decided' | undefined; page: number; perPage: number },
): Promise<{ rows: ClaimWithCustomer[]; totalCount: number }> {
  let where: SQL | undefined;
  if (status === 'open') where = eq(claims.status, 'open');
  if (status === 'decided') where = ne(claims.status, 'open');
  const account = accountContacts(db);
  const order =
    status === 'open' ? [asc(claims.createdAt), asc(claims.id)] : [desc(claims.createdAt), desc(claims.id)];
  const rows = await db
    .select({
      claim: claims,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
    })
    .from(claims)
    .leftJoin(account, eq(account.id, claims.userId))
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(claims).where(where);
  return {
    rows: rows.map(({ claim, firstName, lastName, email }) => ({
      claim,
      customer: email === null ? null : { firstName: firstName ?? '', lastName: lastName ?? '', email },
    })),
    totalCount: total?.n ?? 0,
  };
}

/** The claimant's name and e-mail of `userId`, or undefined for an account that is gone. */
export async function selectClaimant(db: Database, userId: string) {
  const account = accountContacts(db);
  const [row] = await db
    .select({ firstName: account.firstName, lastName: account.lastName, email: account.email })
    .from(account)
    .where(eq(account.id, userId));
  return row;
}

/** The decision's columns, written once on an open claim. */
export type ClaimDecisionRow = Pick<
  typeof claims.$inferInsert,
  | 'status'
  | 'refundPaise'
  | 'refundMethod'
  | 'refundReference'
  | 'creditNoteId'
  | 'pieceOutcome'
  | 'decisionNote'
>;

/**
 * Records `decision` on claim `id` if it is still open (now as `decidedAt`); resolves with the row,
 * or undefined when it was already decided.
 */
export async function decideClaimRow(
  db: Database,
  id: string,
  decision: ClaimDecisionRow,
): Promise<ClaimRow | undefined> {
  const [row] = await db
    .update(claims)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(and(eq(claims.id, id), eq(claims.status, 'open')))
    .returning();
  return row;
}
