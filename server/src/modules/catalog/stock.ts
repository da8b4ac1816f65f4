/**
 * Every change of a piece's status, and so the rule that a piece is sold at most once: each move
 * is ONE conditional UPDATE that only touches pieces in the expected status, so under any
 * concurrency at most one order (or the back office) wins a piece; callers compare what moved
 * with what they asked for and roll back when a piece was gone (ADR 0007). Every move drops the
 * storefront's cached catalogue answers once it commits (./read-cache.ts).
 *
 *   available → reserved   reserveAvailableProducts (online checkout)
 *   available → sold       sellAvailableProducts (cash on delivery), sellProducts, moveProductStatus
 *   reserved  → sold       sellProducts (payment captured)
 *   reserved  → available  releaseReservedProducts (reservation lapsed, payment failed)
 *   sold/reserved → available  restockProducts (order cancelled before shipping)
 *   available/sold → archived  moveProductStatus (back office)
 */
import type { AdminProductStatus } from '@shahi/contract/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { dropCatalogueAnswersAfterCommit } from './read-cache.ts';

/** A piece as sold: what an order keeps of it (price in paise). */
export interface SoldProductRow {
  id: string;
  title: string;
  pricePaise: number;
  images: string[];
}

/**
 * Moves the pieces `ids` from available to sold in ONE conditional UPDATE and returns those it
 * moved. Pieces already sold or reserved are left alone, so under any concurrency a piece is
 * sold at most once (ARCHITECTURE §1 "stock"); the caller compares the count with `ids` and
 * rolls back when some piece was gone.
 */
export async function sellAvailableProducts(db: Database, ids: string[]): Promise<SoldProductRow[]> {
  if (ids.length === 0) return [];
  const sold = await db
    .update(products)
    .set({ status: 'sold', reservedUntil: null, updatedAt: sql`now()` })
    .where(and(inArray(products.id, ids), eq(products.status, 'available')))
    .returning({
      id: products.id,
      title: products.title,
      pricePaise: products.pricePaise,
      images: products.images,
    });
  dropCatalogueAnswersAfterCommit(db);
  return sold;
}

/** A piece as reserved for an online payment: what the order keeps of it, and until when (paise). */
export interface ReservedProductRow extends SoldProductRow {
  reservedUntil: Date | null;
}

/**
 * Moves the pieces `ids` from available to reserved for `minutes` (reserved_until = now() +
 * minutes) in ONE conditional UPDATE and returns those it moved — the online twin of
 * `sellAvailableProducts`: a reserved or sold piece is left alone, so under any concurrency a
 * piece is reserved by at most one order; the caller compares the count and rolls back.
 */
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
      updatedAt: sql`now()`,
    })
    .where(and(inArray(products.id, ids), eq(products.status, 'available')))
    .returning({
      id: products.id,
      title: products.title,
      pricePaise: products.pricePaise,
      images: products.images,
      reservedUntil: products.reservedUntil,
    });
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
 * Moves the pieces `ids` that are `from` (reserved or available) to sold; returns the ids moved.
 * The caller holds the order whose pieces these are (ARCHITECTURE §1 "stock": sold at most once).
 */
export async function sellProducts(
  db: Database,
  ids: string[],
  from: 'reserved' | 'available',
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(products)
    .set({ status: 'sold', reservedUntil: null, updatedAt: sql`now()` })
    .where(and(inArray(products.id, ids), eq(products.status, from)))
    .returning({ id: products.id });
  dropCatalogueAnswersAfterCommit(db);
  return rows.map((row) => row.id);
}

/**
 * Puts the pieces `ids` that are still reserved back on sale; returns the ids released. The
 * caller passes only the pieces of an order it holds that is still pending, so a piece
 * reserved by that order cannot belong to any other reservation.
 */
export async function releaseReservedProducts(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(products)
    .set({ status: 'available', reservedUntil: null, updatedAt: sql`now()` })
    .where(and(inArray(products.id, ids), eq(products.status, 'reserved')))
    .returning({ id: products.id });
  dropCatalogueAnswersAfterCommit(db);
  return rows.map((row) => row.id);
}

/**
 * Puts the pieces `ids` of a cancelled, unshipped order back on sale (sold or reserved →
 * available, reservation cleared); returns the ids changed. The caller holds the lock of the
 * order that owns them, so no other order can hold these pieces; an archived piece stays archived.
 */
export async function restockProducts(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(products)
    .set({ status: 'available', reservedUntil: null, updatedAt: sql`now()` })
    .where(and(inArray(products.id, ids), inArray(products.status, ['sold', 'reserved'])))
    .returning({ id: products.id });
  dropCatalogueAnswersAfterCommit(db);
  return rows.map((row) => row.id);
}

/**
 * The back office's move of piece `id` to `to` (sold offline, archived) when its status is one of
 * `from`, in ONE conditional UPDATE; resolves true when it moved. A reservation's end time is cleared.
 */
export async function moveProductStatus(
  db: Database,
  id: string,
  from: AdminProductStatus[],
  to: AdminProductStatus,
): Promise<boolean> {
  const moved = await db
    .update(products)
    .set({ status: to, reservedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), inArray(products.status, from)))
    .returning({ id: products.id });
  dropCatalogueAnswersAfterCommit(db);
  return moved.length > 0;
}
