/**
 * The storefront listing's query planner: which available pieces match a listing (category, sale,
 * search words), in which order, one page at a time with the total — reading the sort's index, the
 * trigram index or the trigger-kept counts, whichever costs least (ADRs 0004, 0016, 0053). Prices
 * stay in paise. A search that lists nothing is tried again with its typos corrected (./search-typos.ts).
 */
import type { ProductListQuery } from '@shahi/contract';
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { type ProductRow, productColumns } from './reads.ts';
import { RecentTotals } from './recent-totals.ts';
import { categories, categoryProductCounts, products } from './tables.ts';

/** Most search words honoured; more only slow the query without narrowing it usefully. */
const MAX_SEARCH_WORDS = 8;

/** Escapes LIKE wildcards so a shopper's `%` or `_` matches literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A title holds `word` anywhere, whatever its case: exactly `title ILIKE '%word%'`, written against
 * the stored `title_key` = lower(title) so rows are not lowered again and the trigram index on it
 * (migration 0007) finds them (ADR 0016). `%`, `_` and `\` in the word match literally.
 */
export function titleContains(titleKey: AnyPgColumn, word: string): SQL {
  return sql`${titleKey} LIKE lower(${`%${escapeLike(word)}%`})`;
}

/**
 * The words of a listing's search text that are honoured, in order: each once (a repeated word
 * asks nothing more, and would only make a new key for the caches), at most MAX_SEARCH_WORDS.
 */
export function searchWords(search: string): string[] {
  return [...new Set(search.split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The columns a listing filters and sorts on: the products table's own, or the same columns of a
 * subquery over it (walkedPage's walk).
 */
const listingKeyColumns = {
  id: products.id,
  titleKey: products.titleKey,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  createdAt: products.createdAt,
  categoryId: products.categoryId,
  status: products.status,
};
type ListingSource = Record<keyof typeof listingKeyColumns, AnyPgColumn>;

function listingConditions(query: ProductListQuery, from: ListingSource = products): SQL[] {
  const conditions: SQL[] = [eq(from.status, 'available')];
  if (query.filter.categoryId) conditions.push(eq(from.categoryId, query.filter.categoryId));
  // A null MRP compares as unknown, so pieces without one are left out too.
  if (query.filter.onSale) conditions.push(gt(from.mrpPaise, from.pricePaise));
  for (const word of searchWords(query.search)) conditions.push(titleContains(from.titleKey, word));
  return conditions;
}

/**
 * A piece's discount, (mrp - price) / mrp, or 0 without an MRP above the price. In numeric(40, 24):
 * paise fit in 31 bits, so two different discounts never round together, as floating point could.
 * Unindexed: the sale's matches are few and counted anyway, so ordering them is a top-N sort.
 */
const discountKey = (from: ListingSource) => sql<string>`case when ${from.mrpPaise} > ${from.pricePaise}
  then (${from.mrpPaise} - ${from.pricePaise})::numeric(40, 24) / ${from.mrpPaise} else 0 end`;

/**
 * ORDER BY of a listing; ties end on id so pages never overlap or skip. With `unindexed`, the sort
 * key is written as an expression no index serves (same values, same order: `title_key || ''`
 * keeps the column's "C" collation), so PostgreSQL finds the matches first (the trigram index) and
 * sorts them, instead of walking the sort's index (see selectSearchPage).
 */
export function listingOrder(
  query: Pick<ProductListQuery, 'sortBy' | 'sortOrder'>,
  from: ListingSource = products,
  unindexed = false,
): SQL[] {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  switch (query.sortBy) {
    case 'title':
      return [direction(unindexed ? sql`(${from.titleKey} || '')` : from.titleKey), direction(from.id)];
    case 'price':
      return [direction(unindexed ? sql`(${from.pricePaise} + 0)` : from.pricePaise), direction(from.id)];
    case 'createdAt':
      return [
        direction(unindexed ? sql`(${from.createdAt} + interval '0 seconds')` : from.createdAt),
        direction(from.id),
      ];
    // Equal discounts read A–Z whichever way the discount runs.
    case 'discount':
      return [direction(discountKey(from)), asc(from.titleKey), asc(from.id)];
  }
}

/** A search or sale total up to this many is counted afresh every time; above it, see RecentTotals. */
export const EXACT_TOTAL_LIMIT = 1_000;

/**
 * What each database's listings learned in the last few seconds (./recent-totals.ts): large search
 * and sale totals (and the available count a walk weighs them against), and, per search and order,
 * the most matches a walk of the sort's index failed to find (see selectSearchPage).
 */
const listingMemory = new WeakMap<Database, { totals: RecentTotals; walkMisses: RecentTotals }>();

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

/** Available pieces in active categories (of `categoryId`, when given), from the trigger-kept counts. */
async function countAvailable(db: Database, categoryId: string | undefined): Promise<number> {
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

/** This database's listing memory, and `query`'s key in it (its search words and filters). */
function listingMemoryOf(db: Database, query: ProductListQuery) {
  let memory = listingMemory.get(db);
  if (!memory) {
    memory = { totals: new RecentTotals(), walkMisses: new RecentTotals() };
    listingMemory.set(db, memory);
  }
  const key = JSON.stringify([
    searchWords(query.search),
    query.filter.categoryId ?? null,
    query.filter.onSale,
  ]);
  return { ...memory, key };
}

/**
 * Number of pieces matching the listing: without search or sale filter, from the trigger-kept
 * per-category counts (ADR 0004); with one, the matches counted up to EXACT_TOTAL_LIMIT + 1, and
 * only a broader listing counted in full, its total then kept a few seconds.
 */
async function countListing(db: Database, query: ProductListQuery, where: SQL | undefined): Promise<number> {
  if (!query.search && !query.filter.onSale) return countAvailable(db, query.filter.categoryId);
  const { totals, key } = listingMemoryOf(db, query);
  const recent = totals.get(key);
  if (recent !== undefined) return recent;
  const capped = await countMatches(db, where, EXACT_TOTAL_LIMIT + 1);
  if (capped <= EXACT_TOTAL_LIMIT) return capped;
  return totals.load(key, () => countMatches(db, where));
}

/**
 * One page of available pieces in active categories (paise), in the asked order, with the total of
 * matches. A search the trigram index can serve goes through selectSearchPage; any other listing
 * reads its page through the sort's index and its total through countListing, side by side.
 */
export async function selectAvailableProductsPage(
  db: Database,
  query: ProductListQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = and(...listingConditions(query));
  if (searchUsesTrigramIndex(query.search)) return selectSearchPage(db, query, where);
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

/**
 * Whether the trigram index on title_key (pg_trgm, migration 0007) can find a search's matches:
 * some word holds three letters (with their combining marks) or digits in a row. Shorter words
 * ("ab", "12") give the index nothing to look up, and match so broadly that walking the sort's
 * index finds a page at once.
 */
export function searchUsesTrigramIndex(search: string): boolean {
  return searchWords(search).some((word) => /[\p{L}\p{M}\p{N}]{3}/u.test(word));
}

/** Most pieces a search walks in the sort's order before it reads its matches instead. */
export const MAX_WALK_ROWS = 5_000;

/**
 * How many pieces, in the sort's order, a search with `total` matches among `available` pieces walks
 * to find its first `wanted` matches, or 0 to read its matches instead. Evenly spread, they lie within
 * wanted × available / total pieces; the walk is tried when four times that fits in half the matches
 * (at most MAX_WALK_ROWS), so a walk that finds them bunched further on costs at most half again
 * what reading them does (a match read costs about a piece walked).
 */
export function walkBudget(total: number, wanted: number, available: number): number {
  if (total <= 0) return 0;
  const budget = Math.min(MAX_WALK_ROWS, Math.floor(total / 2));
  const spread = Math.ceil((wanted * available) / total);
  return spread * 4 <= budget ? budget : 0;
}

/**
 * A search's page and total (ADR 0016). Left to itself PostgreSQL walks the sort's index betting the
 * matches are spread evenly; titles cluster, so that can walk half the catalogue to show 8. So:
 * - total unknown: the matches are read through the trigram index, sorted and counted in the same
 *   pass (`count(*) over ()`); a total above EXACT_TOTAL_LIMIT is then kept a few seconds;
 * - total known to be large: the sort's index is walked as far as walkBudget allows; a full page
 *   found there is the page, with the kept total. Else the matches are read as above, and this
 *   search and order skip the walk for as many matches or more for the same few seconds.
 * The discount order has no index to walk, so it always reads the matches.
 */
async function selectSearchPage(
  db: Database,
  query: ProductListQuery,
  where: SQL | undefined,
): Promise<{ rows: ProductRow[]; total: number }> {
  const { totals, walkMisses, key } = listingMemoryOf(db, query);
  const known = totals.get(key);
  const offset = (query.page - 1) * query.perPage;
  const wanted = offset + query.perPage;
  const walkKey = `${key}:${query.sortBy}:${query.sortOrder}`;
  const missed = walkMisses.get(walkKey);
  if (
    known !== undefined &&
    wanted <= known &&
    query.sortBy !== 'discount' &&
    !(missed && wanted >= missed)
  ) {
    // Only an estimate's input: the count of available pieces is kept as long as the total.
    const availableKey = JSON.stringify(['available', query.filter.categoryId ?? null]);
    const available =
      totals.get(availableKey) ??
      (await totals.load(availableKey, () => countAvailable(db, query.filter.categoryId)));
    const budget = walkBudget(known, wanted, available);
    if (budget > 0) {
      const walked = await walkedPage(db, query, budget);
      if (walked.length === query.perPage) return { rows: walked, total: known };
      // A later page of this order needs even more matches from the same walk: skip it then.
      walkMisses.keep(walkKey, wanted);
    }
  }
  // The matches are sorted and counted by id and sort key only; the page's 8 rows are read after.
  const page = db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(products)
    .innerJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.active, true)))
    .where(where)
    .orderBy(...listingOrder(query, products, true))
    .limit(query.perPage)
    .offset(offset)
    .as('page');
  const matched = await db
    .select({ ...productColumns, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(...listingOrder(query));
  const [first] = matched;
  // Past the last page there is no row to carry the total.
  if (!first) return { rows: [], total: offset === 0 ? 0 : await countListing(db, query, where) };
  if (first.total > EXACT_TOTAL_LIMIT) totals.keep(key, first.total);
  return { rows: matched.map(({ total: _total, ...row }) => row), total: first.total };
}

/**
 * The page of `query` among the first `budget` available pieces (of its category, when it has
 * one) in its order, or fewer rows when those pieces hold fewer than offset + perPage matches.
 * Those pieces are a prefix of the whole order, so a full page found in them is the page.
 */
export async function walkedPage(
  db: Database,
  query: ProductListQuery,
  budget: number,
): Promise<ProductRow[]> {
  const { categoryId } = query.filter;
  const walk = db
    .select(listingKeyColumns)
    .from(products)
    .where(
      and(eq(products.status, 'available'), categoryId ? eq(products.categoryId, categoryId) : undefined),
    )
    .orderBy(...listingOrder(query))
    .limit(budget)
    .as('walk');
  const pageIds = db
    .select({ id: walk.id })
    .from(walk)
    .innerJoin(categories, and(eq(categories.id, walk.categoryId), eq(categories.active, true)))
    .where(and(...listingConditions(query, walk)))
    .orderBy(...listingOrder(query, walk))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, pageIds))
    .orderBy(...listingOrder(query));
}
