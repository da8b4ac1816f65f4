/**
 * Every change of a piece's status, and so the rule that a piece is sold at most once
 * (docs/product.md#pieces-and-their-statuses, ADR 0007): each move is ONE conditional UPDATE of the
 * pieces in the expected status, so under any concurrency one order wins a piece; callers compare
 * what moved with what they asked for and roll back when a piece was gone. Every move drops the
 * cached catalogue answers once it commits (./read-cache.ts).
 *
 *   available → reserved   reserveAvailableProducts (online checkout)
 *   available → sold       sellAvailableProducts (cash on delivery), sellProducts, moveProductStatus
 *   reserved  → sold       sellProducts (payment captured)
 *   reserved  → available  releaseReservedProducts (reservation lapsed, payment failed)
 *   sold/reserved → available  restockProducts (order cancelled before shipping)
 *   (new) → sold           createMadeToOrderPiece (an accepted made-to-order quote)
 *   available/sold → archived  moveProductStatus (back office)
 *   sold → archived (damaged)  archiveDamagedProducts (a claim, ADR 0057)
 *
 * `sold_at` (ADR 0037) is set by every move to sold and cleared by every other move (to available,
 * reserved or archived), here and nowhere else, so a piece is in the /sold archive exactly while it
 * is sold, dated by its latest sale.
 */
import type { AdminProductStatus } from '@shahi/contract/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { dropCatalogueAnswersAfterCommit } from './read-cache.ts';
import { products } from './tables.ts';

/** A piece's status as the database stores it. */
type ProductStatus = (typeof products.$inferSelect)['status'];

/** A piece as sold: what an order keeps of it (price in paise). */
export interface SoldProductRow {
  id: string;
  title: string;
  pricePaise: number;
  images: string[];
}

/** What a sale or a reservation returns of each piece moved: the columns of SoldProductRow. */
const soldColumns = {
  id: products.id,
  title: products.title,
  pricePaise: products.pricePaise,
  images: products.images,
};

/** Moves the pieces `ids` that are available to sold; returns those it moved (see the module's doc). */
export async function sellAvailableProducts(db: Database, ids: string[]): Promise<SoldProductRow[]> {
  if (ids.length === 0) return [];
  const sold = await db
    .update(products)
    .set({ status: 'sold', reservedUntil: null, soldAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(products.id, ids), eq(products.status, 'available')))
    .returning(soldColumns);
  dropCatalogueAnswersAfterCommit(db);
  return sold;
}

/** A piece as reserved for an online payment: what the order keeps of it, and until when (paise). */
export interface ReservedProductRow extends SoldProductRow {
  reservedUntil: Date | null;
}

/** Moves the pieces `ids` that are available to reserved for `minutes`; returns those it moved. */
export async function reserveAvailableProducts(
  db: Database,
  ids: string[],
  minutes: number,
): Promise<ReservedProductRow[]> {
  if (ids.length === 0) return [];
  const reserved = await db
    .update(products)
    .set({
      status: 'reserved',
      reservedUntil: sql`now() + make_interval(mins => ${minutes})`,
      soldAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(products.id, ids), eq(products.status, 'available')))
    .returning({ ...soldColumns, reservedUntil: products.reservedUntil });
  dropCatalogueAnswersAfterCommit(db);
  return reserved;
}

/**
 * Locks the pieces `ids` (FOR UPDATE, in id order so two lockers never deadlock) and returns
 * their titles and statuses, so a payment can decide to sell or refund with nothing changing
 * under it. Unknown ids are simply absent.
 */
export async function lockProductStatuses(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, title: products.title, status: products.status })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

/**
 * Moves the pieces `ids` whose status is one of `from` to `to` in ONE conditional UPDATE (a
 * reservation's end time cleared; `sold_at` now when `to` is sold, else null), drops the cached
 * answers once it commits, and returns the ids moved: the one statement every move below is made of.
 */
async function moveStatuses(db: Database, ids: string[], from: ProductStatus[], to: ProductStatus) {
  if (ids.length === 0) return [];
  const rows = await db
    .update(products)
    .set({
      status: to,
      reservedUntil: null,
      soldAt: to === 'sold' ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(products.id, ids), inArray(products.status, from)))
    .returning({ id: products.id });
  dropCatalogueAnswersAfterCommit(db);
  return rows.map((row) => row.id);
}

/** Moves the pieces `ids` that are `from` to sold; returns the ids moved. The caller holds their order. */
export function sellProducts(db: Database, ids: string[], from: 'reserved' | 'available'): Promise<string[]> {
  return moveStatuses(db, ids, [from], 'sold');
}

/**
 * Puts the pieces `ids` that are still reserved back on sale; returns the ids released. The caller
 * passes only the pieces of a pending order it holds, so no other reservation owns them.
 */
export function releaseReservedProducts(db: Database, ids: string[]): Promise<string[]> {
  return moveStatuses(db, ids, ['reserved'], 'available');
}

/**
 * Puts the pieces `ids` of a cancelled, unshipped order back on sale (sold or reserved → available);
 * returns the ids changed. The caller holds that order's lock; an archived piece stays archived.
 */
export function restockProducts(db: Database, ids: string[]): Promise<string[]> {
  return moveStatuses(db, ids, ['sold', 'reserved'], 'available');
}

/**
 * Puts the pieces `ids` that still read sold back on sale (sold → available); returns the ids
 * changed. For a cash-on-delivery order that lapsed unconfirmed (ADR 0035): the caller holds that
 * order's lock, and a piece since archived or otherwise moved is left as it is.
 */
export function unsellProducts(db: Database, ids: string[]): Promise<string[]> {
  return moveStatuses(db, ids, ['sold'], 'available');
}

/** The back office's move of piece `id` from one of `from` to `to` (sold, archived); true if it moved. */
export async function moveProductStatus(
  db: Database,
  id: string,
  from: AdminProductStatus[],
  to: AdminProductStatus,
): Promise<boolean> {
  return (await moveStatuses(db, [id], from, to)).length > 0;
}

/**
 * Creates a made-to-order piece for an accepted quote (ADR 0040): a copy of piece `likeId` (any
 * status: its category, photos, description, tax codes and declarations) titled "Made for you: "
 * and its title (200 characters at most), priced `pricePaise`, and created directly as sold, so it
 * never shows in a listing, a search or a bag and is the buyer's alone. Its `sold_at` stays null:
 * a piece made for one shopper is not shown in the /sold archive (ADR 0037). Resolves with it as sold (SoldProductRow, paise), or undefined when
 * `likeId` is unknown. Drops the cached answers on commit like every move.
 */
export async function createMadeToOrderPiece(
  db: Database,
  { likeId, pricePaise }: { likeId: string; pricePaise: number },
): Promise<SoldProductRow | undefined> {
  const [like] = await db.select().from(products).where(eq(products.id, likeId));
  if (!like) return undefined;
  const {
    id: _id,
    titleKey: _key,
    createdAt: _created,
    updatedAt: _updated,
    reservedUntil: _until,
    ...copy
  } = like;
  const [piece] = await db
    .insert(products)
    .values({
      ...copy,
      title: `Made for you: ${like.title}`.slice(0, 200),
      pricePaise,
      mrpPaise: null,
      status: 'sold',
      soldAt: null,
      damagedAt: null,
    })
    .returning(soldColumns);
  dropCatalogueAnswersAfterCommit(db);
  return piece;
}

/**
 * Takes the sold pieces `ids` off sale as damaged (sold → archived, `damaged_at` now), after a claim
 * found them damaged (ADR 0057); returns the ids moved. The caller holds their order's lock.
 */
export async function archiveDamagedProducts(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(products)
    .set({
      status: 'archived',
      reservedUntil: null,
      soldAt: null,
      damagedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(products.id, ids), eq(products.status, 'sold')))
    .returning({ id: products.id });
  dropCatalogueAnswersAfterCommit(db);
  return rows.map((row) => row.id);
}
