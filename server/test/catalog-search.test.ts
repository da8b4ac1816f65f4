/**
 * The storefront's search, all in PostgreSQL (ADR 0053), through `POST /api/product-list`: exact
 * matches are the ordinary ORDER BY … LIMIT pages over `title ILIKE` (helpers/listing-oracle.ts) for
 * every order, page and filter; a search whose words list nothing is answered for its typos
 * corrected to the closest title words (pg_trgm), paged, filtered and ordered the same way.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '#server/modules/catalog/read-cache.ts';
import { correctedSearch } from '#server/modules/catalog/search-typos.ts';
import {
  expectedListing,
  LISTING_ORDERS,
  type OracleListing,
  searchProbeShop,
} from './helpers/listing-oracle.ts';

let t: Awaited<ReturnType<typeof searchProbeShop>>['t'];
let categoryIds: string[];
let listed: Awaited<ReturnType<typeof searchProbeShop>>['listed'];
/** Pieces "Zz Quokka Stole No. n": several pages in every order. */
const MATCHES = 60;

beforeAll(async () => {
  ({ t, categoryIds, listed } = await searchProbeShop({ fillers: 30, matches: MATCHES }));
});
afterAll(() => t.close());

/** `body`'s page must be the oracle's page of `oracleBody` (by default the same listing). */
async function expectPage(body: OracleListing, oracleBody: OracleListing = body) {
  const oracle = await expectedListing(t.db, oracleBody);
  const answer = await listed(body);
  expect(
    answer.data.map((piece) => piece._id),
    JSON.stringify(body),
  ).toEqual(oracle.ids);
  expect(answer.totalCount, JSON.stringify(body)).toBe(oracle.total);
  expect(answer.totalPage).toBe(Math.ceil(oracle.total / (body.perPage ?? 8)));
  expect(answer.currentPage).toBe(body.page);
  return answer;
}

describe('exact matches', () => {
  it('are the ORDER BY … LIMIT pages in every order, from the first page to past the last', async () => {
    const lastPage = Math.ceil(MATCHES / 8);
    for (const [sortBy, sortOrder] of LISTING_ORDERS) {
      for (const page of [1, 2, lastPage, lastPage + 1]) {
        await expectPage({ search: 'quokka', sortBy, sortOrder, page });
      }
    }
    const last = await listed({ search: 'quokka', sortBy: 'title', sortOrder: 'asc', page: lastPage });
    expect(last.data).toHaveLength(MATCHES - (lastPage - 1) * 8);
    expect(last.totalCount).toBe(MATCHES);
  });

  it('hold with a category, the sale filter, several words, any case and other page sizes', async () => {
    const [first] = categoryIds;
    const listings: OracleListing[] = [
      { search: 'QUOKKA', sortBy: 'price', sortOrder: 'desc', page: 2, filter: { categoryId: first } },
      { search: 'quokka', sortBy: 'discount', sortOrder: 'desc', page: 1, filter: { onSale: true } },
      { search: 'quokka', sortBy: 'title', sortOrder: 'desc', page: 2, filter: { onSale: true } },
      { search: 'stole QUOKKA', sortBy: 'createdAt', sortOrder: 'desc', page: 3 },
      { search: 'quokka no. 1', sortBy: 'price', sortOrder: 'asc', page: 1, perPage: 5 },
      { search: 'uokk', sortBy: 'title', sortOrder: 'asc', page: 2, perPage: 20 },
    ];
    for (const body of listings) await expectPage(body);
  });

  it('never add near titles to a search that finds its words', async () => {
    const exact = await expectPage({ search: 'quokka', sortBy: 'price', sortOrder: 'asc', page: 1 });
    expect(exact.totalCount).toBe(MATCHES);
    expect(exact.data.every((piece) => piece.title.includes('Quokka'))).toBe(true);
  });

  it('treat LIKE wildcards as plain text and leave a search nothing matches empty', async () => {
    for (const search of ['%%%%', '____', 'quokka %', 'zzqx', 'qxzvwjk plumbus']) {
      const answer = await listed({ search, sortBy: 'price', sortOrder: 'asc', page: 1 });
      expect(answer, search).toMatchObject({ totalCount: 0, totalPage: 0, data: [] });
    }
  });
});

describe('typos', () => {
  it('list the corrected word\'s pieces in every order and page: "quoka" as "quokka"', async () => {
    const lastPage = Math.ceil(MATCHES / 8);
    for (const [sortBy, sortOrder] of LISTING_ORDERS) {
      for (const page of [1, lastPage]) {
        await expectPage(
          { search: 'quoka', sortBy, sortOrder, page },
          { search: 'quokka', sortBy, sortOrder, page },
        );
      }
    }
  });

  it('correct "phulkri" to "phulkari", and only the words no title holds', async () => {
    const body = { sortBy: 'title', sortOrder: 'asc', page: 1 } as const;
    const phulkari = await expectPage({ ...body, search: 'phulkri' }, { ...body, search: 'phulkari' });
    expect(phulkari.totalCount).toBeGreaterThan(0);
    await expectPage({ ...body, search: 'STOLE quoka' }, { ...body, search: 'stole quokka' });
    expect(await correctedSearch(t.db, 'Stole Quoka')).toBe('Stole quokka');
    expect(await correctedSearch(t.db, 'phulkri dupata')).toBe('phulkari dupatta');
  });

  it('keep the filters: a category, the sale, the discount order', async () => {
    const [, second] = categoryIds;
    const listings: OracleListing[] = [
      { search: 'quoka', sortBy: 'price', sortOrder: 'desc', page: 2, filter: { categoryId: second } },
      { search: 'quoka', sortBy: 'discount', sortOrder: 'desc', page: 1, filter: { onSale: true } },
    ];
    for (const body of listings) await expectPage(body, { ...body, search: 'quokka' });
  });

  it('leave a search alone when its words are held, short, or near nothing', async () => {
    // Both words are in titles, just never in the same one: nothing to correct.
    expect(await correctedSearch(t.db, 'quokka aardvark')).toBeUndefined();
    expect(
      (await listed({ search: 'quokka aardvark', sortBy: 'title', sortOrder: 'asc', page: 1 })).totalCount,
    ).toBe(0);
    // Three characters are too few to tell a typo from another word.
    expect(await correctedSearch(t.db, 'qka')).toBeUndefined();
    expect(await correctedSearch(t.db, 'zzqx qxzvwjk')).toBeUndefined();
  });

  it('never list a piece that is sold or in a hidden category', async () => {
    const body: OracleListing = { search: 'quoka', sortBy: 'price', sortOrder: 'asc', page: 1 };
    const before = await listed(body);
    const sold = before.data[0];
    if (!sold) throw new Error('nothing listed');
    await t.db.execute(sql`UPDATE products SET status = 'sold' WHERE id = ${sold._id}`);
    catalogueChanged();
    const after = await expectPage(body, { ...body, search: 'quokka' });
    expect(after.data.map((piece) => piece._id)).not.toContain(sold._id);
    expect(after.totalCount).toBe(before.totalCount - 1);

    const [first] = categoryIds;
    await t.db.execute(sql`UPDATE categories SET active = false WHERE id = ${first}`);
    catalogueChanged();
    try {
      const hidden = await expectPage(body, { ...body, search: 'quokka' });
      expect(hidden.data.every((piece) => piece.category?._id !== first)).toBe(true);
    } finally {
      await t.db.execute(sql`UPDATE categories SET active = true WHERE id = ${first}`);
      catalogueChanged();
    }
  });
});
