/**
 * Search pages (ADR 0016), read by `selectSearchPage` in server/src/modules/catalog/listing-query.ts
 * two ways: through the trigram index and sorted, or — once a broad search's total is known — by
 * walking the sort's index for a bounded number of pieces.
 * Whichever way a page is read, it must be the page an ordinary ORDER BY … LIMIT over `title ILIKE`
 * gives; checked here for every sort, filter and a spread of pages, with the matches clustered the
 * way titles cluster (all late in A–Z).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXACT_TOTAL_LIMIT,
  MAX_WALK_ROWS,
  searchUsesTrigramIndex,
  searchWords,
  walkBudget,
  walkedPage,
} from '#server/modules/catalog/listing-query.ts';
import { catalogueChanged } from '#server/modules/catalog/read-cache.ts';
import {
  expectedListing,
  LISTING_ORDERS,
  type OracleListing,
  searchProbeShop,
} from './helpers/listing-oracle.ts';

let t: Awaited<ReturnType<typeof searchProbeShop>>['t'];
let categoryIds: string[];
let listed: Awaited<ReturnType<typeof searchProbeShop>>['listed'];
/** Pieces matching "quokka": more than the exact limit, so their total is kept and walks are tried. */
const MATCHES = EXACT_TOTAL_LIMIT + 150;
/** Pieces that sort before every match in A–Z: more than a walk's budget for MATCHES (half of them). */
const FILLERS = Math.floor(MATCHES / 2) + 50;

beforeAll(async () => {
  ({ t, categoryIds, listed } = await searchProbeShop({ fillers: FILLERS, matches: MATCHES }));
});
afterAll(() => t.close());

type Listing = OracleListing;

/** The oracle's page and total (helpers/listing-oracle.ts). */
function expected(body: Listing) {
  return expectedListing(t.db, body);
}

/** The orders with an index to walk (the discount order has none). */
const SORTS = LISTING_ORDERS.filter(([sortBy]) => sortBy !== 'discount');

describe('search pages', () => {
  it('are the ordinary ORDER BY … LIMIT pages, read through the index first and by walking next', async () => {
    const lastPage = Math.ceil(MATCHES / 8);
    for (const [sortBy, sortOrder] of SORTS) {
      for (const page of [1, 2, 40, lastPage - 1, lastPage, lastPage + 1]) {
        const body = { search: 'quokka', sortBy, sortOrder, page };
        const oracle = await expected(body);
        // The first asking counts the matches beside the page; the second knows the total and walks.
        for (const round of ['total unknown', 'total known']) {
          const answer = await listed(body);
          expect(
            answer.data.map((piece) => piece._id),
            `${sortBy} ${sortOrder} p${page} ${round}`,
          ).toEqual(oracle.ids);
          expect(answer.totalCount).toBe(oracle.total);
          catalogueChanged();
        }
      }
    }
  });

  it('hold with a category, the sale filter, the discount order and two words', async () => {
    const [first] = categoryIds;
    const listings: Listing[] = [
      { search: 'QUOKKA', sortBy: 'price', sortOrder: 'desc', page: 3, filter: { categoryId: first } },
      { search: 'quokka', sortBy: 'title', sortOrder: 'asc', page: 2, filter: { categoryId: first } },
      { search: 'quokka', sortBy: 'discount', sortOrder: 'desc', page: 4, filter: { onSale: true } },
      { search: 'quokka', sortBy: 'title', sortOrder: 'desc', page: 5, filter: { onSale: true } },
      { search: 'stole quokka', sortBy: 'createdAt', sortOrder: 'desc', page: 9 },
      { search: 'quokka no. 11', sortBy: 'price', sortOrder: 'asc', page: 1 },
    ];
    for (const body of listings) {
      const oracle = await expected(body);
      for (let round = 0; round < 2; round += 1) {
        const answer = await listed(body);
        expect(
          answer.data.map((piece) => piece._id),
          JSON.stringify(body),
        ).toEqual(oracle.ids);
        expect(answer.totalCount).toBe(oracle.total);
        catalogueChanged();
      }
    }
  });

  it('leave out a piece sold after its total was kept', async () => {
    const body: Listing = { search: 'quokka', sortBy: 'price', sortOrder: 'asc', page: 1 };
    const before = await listed(body);
    const sold = before.data[0];
    if (!sold) throw new Error('nothing listed');
    await t.db.execute(sql`UPDATE products SET status = 'sold' WHERE id = ${sold._id}`);
    catalogueChanged();
    const after = await listed(body);
    expect(after.data.map((piece) => piece._id)).not.toContain(sold._id);
    expect(after.data.map((piece) => piece._id)).toEqual((await expected(body)).ids);
  });
});

describe('walkedPage', () => {
  const query = {
    search: 'quokka',
    sortBy: 'title',
    sortOrder: 'asc',
    page: 1,
    perPage: 8,
    filter: {},
  } as const;

  it('finds the page when the walked pieces hold it', async () => {
    const rows = await walkedPage(t.db, { ...query, sortOrder: 'desc' }, 100);
    expect(rows.map((row) => row.id)).toEqual((await expected({ ...query, sortOrder: 'desc' })).ids);
  });

  it('returns fewer rows when the matches lie beyond the walked pieces, never a wrong page', async () => {
    // A–Z, every filler sorts before the first "Zz Quokka" piece.
    expect(await walkedPage(t.db, query, FILLERS - 10)).toEqual([]);
    const enough = await walkedPage(t.db, query, FILLERS + 500);
    expect(enough.map((row) => row.id)).toEqual((await expected(query)).ids);
  });

  it('walks half the matches (at most MAX_WALK_ROWS) when four times their even spread fits in it', () => {
    // 23,000 of 100,000 pieces: 8 matches are ~35 pieces apart from the start.
    expect(walkBudget(23_000, 8, 100_000)).toBe(MAX_WALK_ROWS);
    expect(walkBudget(8_000, 24, 100_000)).toBe(4_000);
    // 1,500 of 100,000: 24 matches lie ~1,600 pieces deep — reading the 1,500 matches is cheaper.
    expect(walkBudget(1_500, 24, 100_000)).toBe(0);
    expect(walkBudget(23_000, 400, 100_000)).toBe(0);
    expect(walkBudget(0, 8, 100_000)).toBe(0);
  });
});

describe('searchWords', () => {
  it('keeps each word once, in order, case as typed, at most 8', () => {
    expect(searchWords('  silk silk  Silk\tsaree silk ')).toEqual(['silk', 'Silk', 'saree']);
    expect(searchWords('a b c d e f g h i j a b')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('let a repeated word list the same pieces as the word once', async () => {
    const once = await listed({ search: 'quokka', sortBy: 'price', sortOrder: 'asc', page: 2 });
    const twice = await listed({
      search: 'quokka QUOKKA quokka',
      sortBy: 'price',
      sortOrder: 'asc',
      page: 2,
    });
    expect(twice.data.map((piece) => piece._id)).toEqual(once.data.map((piece) => piece._id));
    expect(twice.totalCount).toBe(once.totalCount);
  });
});

describe('searchUsesTrigramIndex', () => {
  it('is true when a word has three letters or digits in a row', () => {
    expect(searchUsesTrigramIndex('silk')).toBe(true);
    expect(searchUsesTrigramIndex('ab silk')).toBe(true);
    expect(searchUsesTrigramIndex('फुलकारी')).toBe(true);
    expect(searchUsesTrigramIndex('ab 12 x')).toBe(false);
    expect(searchUsesTrigramIndex('a-b-c %%%')).toBe(false);
    expect(searchUsesTrigramIndex('')).toBe(false);
  });
});
