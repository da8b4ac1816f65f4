/**
 * Catalogue SQL (categories, products). Prices stay in paise here; the service converts.
 * Only this module touches these tables (ARCHITECTURE §4 "Domain modules").
 */

import type { ProductListQuery } from '@shahi/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { categories, categoryProductCounts, products } from '../../db/schema/index.ts';
import { dropCatalogueAnswersAfterCommit } from './read-cache.ts';
import { RecentTotals } from './recent-totals.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** A product row with its category's id and navigation name; prices in paise. */
export interface ProductRow {
  id: string;
  title: string;
  pricePaise: number;
  mrpPaise: number | null;
  description: string;
  productDetails: string;
  images: string[];
  /** The database's status; `archived` reads as sold on the storefront (service.ts). */
  status: (typeof products.$inferSelect)['status'];
  createdAt: Date;
  categoryId: string;
  categoryName: string | null;
}

/** A product's own columns as the storefront reads them (no category): for a select's field list. */
export const ownProductColumns = {
  id: products.id,
  title: products.title,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  description: products.description,
  productDetails: products.productDetails,
  images: products.images,
  status: products.status,
  createdAt: products.createdAt,
};

const productColumns = {
  ...ownProductColumns,
  categoryId: products.categoryId,
  categoryName: categories.name,
};

/** Most search words honoured; more only slow the query without narrowing it usefully. */
const MAX_SEARCH_WORDS = 8;

/** Escapes LIKE wildcards so a shopper's `%` or `_` matches literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Active categories in display order (position, then name). */
export async function selectActiveCategories(db: Database): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.position), asc(categories.name));
}

/** The active category with this id, or undefined. */
export async function selectActiveCategory(db: Database, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.active, true)));
  return row;
}

/**
 * One product by id whatever its sale status (a sold piece's page still answers), or undefined;
 * an archived piece (issue 7 §2) is answered as unknown.
 */
export async function selectProductById(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await productByIdQuery(db).execute({ id });
  return row;
}

const productByIdQuery = preparedFor((db) =>
  db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, sql.placeholder('id')), ne(products.status, 'archived')))
    .prepare('catalog_product_by_id'),
);

/** The words of a listing's search text that are honoured, in order (at most MAX_SEARCH_WORDS). */
export function searchWords(search: string): string[] {
  return search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

function listingConditions(query: ProductListQuery): SQL[] {
  const conditions: SQL[] = [eq(products.status, 'available')];
  if (query.filter.categoryId) conditions.push(eq(products.categoryId, query.filter.categoryId));
  // A null MRP compares as unknown, so pieces without one are left out too.
  if (query.filter.onSale) conditions.push(gt(products.mrpPaise, products.pricePaise));
  for (const word of searchWords(query.search))
    conditions.push(ilike(products.title, `%${escapeLike(word)}%`));
  return conditions;
}

/**
 * A piece's discount as a fraction of its MRP, (mrp - price) / mrp, and 0 without one (no MRP, or
 * an MRP not above the price). Computed in numeric with 24 decimal places: paise fit in 31 bits, so
 * two different discounts differ by more than 1 / (2^31)^2 ≈ 2e-19 and never round together, which
 * floating point could not promise. Unindexed: the sale is a small share of the catalogue, and its
 * matches are counted anyway (ADR 0004), so ordering them is a top-N sort over the same rows.
 */
const discountKey = sql<string>`case when ${products.mrpPaise} > ${products.pricePaise}
  then (${products.mrpPaise} - ${products.pricePaise})::numeric(40, 24) / ${products.mrpPaise} else 0 end`;

/** ORDER BY of a listing; ties end on id so pages never overlap or skip. */
function listingOrder(query: ProductListQuery): SQL[] {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  switch (query.sortBy) {
    case 'title':
      return [direction(products.titleKey), direction(products.id)];
    case 'price':
      return [direction(products.pricePaise), direction(products.id)];
    case 'createdAt':
      return [direction(products.createdAt), direction(products.id)];
    // Equal discounts read A–Z whichever way the discount runs.
    case 'discount':
      return [direction(discountKey), asc(products.titleKey), asc(products.id)];
  }
}

/** A search or sale total up to this many is counted afresh every time; above it, see RecentTotals. */
export const EXACT_TOTAL_LIMIT = 1_000;

/** Large search and sale totals of each database, a few seconds old at most (recent-totals.ts). */
const recentTotals = new WeakMap<Database, RecentTotals>();

/** Matches of `where` among available pieces in active categories, counted up to `limit` when given. */
async function countMatches(db: Database, where: SQL | undefined, limit?: number): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .innerJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.active, true)))
    .where(where);
  const [row] = await db
    .select({ total: count() })
    .from((limit === undefined ? matches : matches.limit(limit)).as('matches'));
  return row?.total ?? 0;
}

/**
 * Number of products matching the listing. Without search or sale filter it reads the trigger-kept
 * per-category counts (category_product_counts) instead of counting rows. With one, it counts the
 * matches up to EXACT_TOTAL_LIMIT + 1, which stops early; only a broader listing is counted in full,
 * and that total is then served for a few seconds (issue 8 §1: a search matching a quarter of
 * 100,000 pieces took 40–100 ms to count).
 */
async function countListing(db: Database, query: ProductListQuery, where: SQL | undefined): Promise<number> {
  if (!query.search && !query.filter.onSale) {
    const categoryId = query.filter.categoryId;
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${categoryProductCounts.available}), 0)::int` })
      .from(categoryProductCounts)
      .innerJoin(
        categories,
        and(eq(categories.id, categoryProductCounts.categoryId), eq(categories.active, true)),
      )
      .where(categoryId ? eq(categoryProductCounts.categoryId, categoryId) : undefined);
    return row?.total ?? 0;
  }
  let totals = recentTotals.get(db);
  if (!totals) {
    totals = new RecentTotals();
    recentTotals.set(db, totals);
  }
  const key = JSON.stringify([
    searchWords(query.search),
    query.filter.categoryId ?? null,
    query.filter.onSale,
  ]);
  const recent = totals.get(key);
  if (recent !== undefined) return recent;
  const capped = await countMatches(db, where, EXACT_TOTAL_LIMIT + 1);
  if (capped <= EXACT_TOTAL_LIMIT) return capped;
  return totals.load(key, () => countMatches(db, where));
}

/**
 * One page of available products in active categories, in the asked order (see listingOrder),
 * with the total count of matches.
 */
export async function selectAvailableProductsPage(
  db: Database,
  query: ProductListQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = and(...listingConditions(query));
  const [rows, total] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.active, true)))
      .where(where)
      .orderBy(...listingOrder(query))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    countListing(db, query, where),
  ]);
  return { rows, total };
}

/** Up to `rowSize` newest available products of each active category (one LATERAL query). */
export async function selectHomeRows(
  db: Database,
  rowSize: number,
): Promise<Array<{ category: CategoryRow; products: ProductRow[] }>> {
  const result = await homeRowsQuery(db).execute({ rowSize });
  const rows = new Map<string, { category: CategoryRow; products: ProductRow[] }>();
  for (const { category, product } of result) {
    let row = rows.get(category.id);
    if (!row) {
      row = { category, products: [] };
      rows.set(category.id, row);
    }
    row.products.push({ ...product, categoryId: category.id, categoryName: category.name });
  }
  return [...rows.values()];
}

const homeRowsQuery = preparedFor((db) => {
  const newest = db
    .select(ownProductColumns)
    .from(products)
    .where(and(eq(products.categoryId, categories.id), eq(products.status, 'available')))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(sql.placeholder('rowSize'))
    .as('newest');
  return db
    .select({
      category: categories,
      product: {
        id: newest.id,
        title: newest.title,
        pricePaise: newest.pricePaise,
        mrpPaise: newest.mrpPaise,
        description: newest.description,
        productDetails: newest.productDetails,
        images: newest.images,
        status: newest.status,
        createdAt: newest.createdAt,
      },
    })
    .from(categories)
    .innerJoinLateral(newest, sql`true`)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.position), asc(categories.name), desc(newest.createdAt), desc(newest.id))
    .prepare('catalog_home_rows');
});

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

/** Titles and statuses of the pieces `ids` that exist (any status). */
export async function selectProductStatuses(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, title: products.title, status: products.status })
    .from(products)
    .where(inArray(products.id, ids));
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
 * Ids and last-change times of up to `limit` pieces for sale or reserved in active categories,
 * most recently changed first — the sitemap's products (sold pieces are never listed).
 */
export async function selectListedProductDates(
  db: Database,
  limit: number,
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.active, true)))
    .where(inArray(products.status, ['available', 'reserved']))
    .orderBy(desc(products.updatedAt), asc(products.id))
    .limit(limit);
}
