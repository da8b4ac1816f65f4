/**
 * The in-process search index (server/src/modules/catalog/search-index.ts, ADR 0017): its pages
 * must be the pages an ordinary ORDER BY … LIMIT over `title ILIKE` gives, and it must follow the
 * catalogue as it changes — a status flipped by another instance, this instance's own write, a new
 * or edited piece, a hidden category, a lost connection.
 */
import type { ProductListQuery } from '@shahi/contract';
import { productListRequestSchema } from '@shahi/contract/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectAvailableProductsPage } from '#server/modules/catalog/listing-query.ts';
import { catalogueChanged } from '#server/modules/catalog/read-cache.ts';
import { SEARCH_INDEX_APPLICATION_NAME, SearchIndex } from '#server/modules/catalog/search-index.ts';
import { readListingPage } from '#server/modules/catalog/service.ts';
import { expectedListing, insertSearchProbes, LISTING_ORDERS } from './helpers/listing-oracle.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let index: SearchIndex;
let categoryIds: string[];
const MATCHES = 300;

/** Waits (polling every 10 ms, at most 10 s) until `condition` holds. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  t = await createTestApp({ SEARCH_INDEX_MIN_PIECES: '0' });
  categoryIds = await insertSearchProbes(t.db, { fillers: 200, matches: MATCHES });
  const [first, second] = categoryIds;
  await t.db.execute(sql`
    INSERT INTO products (title, price_paise, images, category_id)
    VALUES ('फुलकारी दुपट्टा', 250000, ARRAY['p.webp'], ${first}::uuid),
           ('İznik Tile Quokka', 150000, ARRAY['p.webp'], ${second}::uuid)`);
  index = new SearchIndex(t.pool.options, 0);
  index.start();
  await until(() => index.ready, 'the index is read');
});
afterAll(async () => {
  await index.stop();
  await t.close();
});

function queryOf(body: Record<string, unknown>): ProductListQuery {
  return productListRequestSchema.parse(body);
}

/** The oracle's page and total for a parsed query (helpers/listing-oracle.ts). */
function expected(query: ProductListQuery) {
  return expectedListing(t.db, query);
}

/** The index's answer to `body`, which it must give (it is read and current). */
function answered(body: Record<string, unknown>) {
  const page = index.search(queryOf(body));
  if (!page) throw new Error(`the index did not answer ${JSON.stringify(body)}`);
  return page;
}

describe('the search index', () => {
  it('gives the ORDER BY … LIMIT pages and totals for every order, page, filter and several words', async () => {
    const [first] = categoryIds;
    const lastPage = Math.ceil(MATCHES / 8);
    const bodies: Array<Record<string, unknown>> = [];
    for (const [sortBy, sortOrder] of LISTING_ORDERS) {
      for (const page of [1, 2, 17, lastPage, lastPage + 1])
        bodies.push({ search: 'quokka', sortBy, sortOrder, page });
    }
    bodies.push(
      { search: 'QUOKKA', sortBy: 'price', sortOrder: 'desc', page: 3, filter: { categoryId: first } },
      {
        search: 'quokka',
        sortBy: 'title',
        sortOrder: 'asc',
        page: 2,
        filter: { categoryId: first?.toUpperCase() },
      },
      { search: 'quokka', sortBy: 'discount', sortOrder: 'desc', page: 4, filter: { onSale: true } },
      { search: 'stole quokka', sortBy: 'createdAt', sortOrder: 'desc', page: 9 },
      // A two-letter word is checked in each title; "no. 11" holds a dot.
      { search: 'quokka no. 11', sortBy: 'price', sortOrder: 'asc', page: 1 },
      { search: 'zz quokka', sortBy: 'title', sortOrder: 'asc', page: 2, perPage: 30 },
      { search: 'quo', sortBy: 'price', sortOrder: 'asc', page: 5 },
      { search: 'फुलकारी', sortBy: 'price', sortOrder: 'asc', page: 1 },
      { search: 'silk', sortBy: 'price', sortOrder: 'asc', page: 1 },
      { search: 'no such word', sortBy: 'price', sortOrder: 'asc', page: 1 },
    );
    for (const body of bodies) {
      const query = queryOf(body);
      const oracle = await expected(query);
      expect(answered(body), JSON.stringify(body)).toEqual(oracle);
      // What the listing serves: the page's rows read by id, in order.
      const served = await readListingPage(t.db, query, index);
      expect(served.rows.map((row) => row.id)).toEqual(oracle.ids);
      expect(served.total).toBe(oracle.total);
    }
    expect(answered({ search: 'quokka' }).total).toBe(MATCHES + 1);
    // LIKE's wildcards are plain characters to a shopper, as on the database's path.
    expect(answered({ search: 'quokka%' })).toEqual({ ids: [], total: 0 });
    expect((await selectAvailableProductsPage(t.db, queryOf({ search: 'quokka%' }))).total).toBe(0);
  });

  it('answers odd searches as the database does', async () => {
    const odd = [
      'quokka \u{1F9E3}',
      '\u{1F9E3}\u{1F9E3}\u{1F9E3}',
      'quo\uD800kka',
      '\\%_ quokka',
      "quokka' OR 1=1 --",
      'ZZ QUOKKA STOLE NO. 1',
      'quokka '.repeat(14),
      'x'.repeat(100),
      'दुपट्टा',
    ];
    for (const search of odd) {
      const query = queryOf({ search, sortBy: 'price', sortOrder: 'desc', page: 1 });
      const page = index.search(query);
      const database = await selectAvailableProductsPage(t.db, query).catch((error: Error) => error);
      if (page === undefined) continue;
      expect(database, search).not.toBeInstanceOf(Error);
      if (database instanceof Error) continue;
      expect(page, search).toEqual({ ids: database.rows.map((row) => row.id), total: database.total });
    }
  });

  it('leaves to the database what it does not serve: short words, unlike lower cases, small catalogues', async () => {
    expect(index.search(queryOf({ search: 'zz quokka' }))).toBeDefined();
    expect(index.search(queryOf({ search: 'zz' }))).toBeUndefined();
    expect(index.search(queryOf({ search: 'İznik' }))).toBeUndefined();
    const small = new SearchIndex(t.pool.options, 1_000_000);
    try {
      small.start();
      // Read, but the catalogue is below its size: never ready, never answering.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(small.ready).toBe(false);
      expect(small.search(queryOf({ search: 'quokka' }))).toBeUndefined();
    } finally {
      await small.stop();
    }
  });

  it("follows a status changed by another instance, and this instance's own write at once", async () => {
    const body = { search: 'quokka', sortBy: 'price', sortOrder: 'asc' };
    const [piece] = answered(body).ids;
    if (!piece) throw new Error('nothing listed');
    // Another instance's sale: heard on the channel moments later.
    await t.db.execute(sql`UPDATE products SET status = 'sold' WHERE id = ${piece}`);
    await until(() => index.ready && !answered(body).ids.includes(piece), 'the sale is heard');
    expect(answered(body)).toEqual(await expected(queryOf(body)));
    // This instance's write: the index stands aside at once, and answers again once its marker returns.
    await t.db.execute(sql`UPDATE products SET status = 'available' WHERE id = ${piece}`);
    catalogueChanged();
    expect(index.ready).toBe(false);
    expect(index.search(queryOf(body))).toBeUndefined();
    await until(() => index.ready, 'its marker returns');
    expect(answered(body).ids[0]).toBe(piece);
    expect(answered(body)).toEqual(await expected(queryOf(body)));
  });

  it('reads the catalogue again after a new piece, an edit or a hidden category', async () => {
    const [, second] = categoryIds;
    const body = { search: 'wombat', sortBy: 'title', sortOrder: 'asc' };
    expect(answered(body).total).toBe(0);
    const inserted = await t.db.execute<{ id: string }>(sql`
      INSERT INTO products (title, price_paise, images, category_id)
      VALUES ('Wombat Shawl', 100000, ARRAY['w.webp'], ${second}::uuid) RETURNING id`);
    const wombat = inserted.rows[0]?.id;
    // As this instance's own write: once its marker is back the index has heard the new piece, and
    // it must not answer from what it read before while it reads again.
    catalogueChanged();
    await until(() => {
      const page = index.search(queryOf(body));
      if (page) expect(page.total).toBe(1);
      return page !== undefined;
    }, 'the new piece is read');
    expect(answered(body).ids).toEqual([wombat]);
    await t.db.execute(sql`UPDATE products SET title = 'Koala Shawl' WHERE id = ${wombat}`);
    await until(() => index.ready && index.search(queryOf(body))?.total === 0, 'the edit is read');
    expect(answered({ search: 'koala' }).ids).toEqual([wombat]);
    await t.db.execute(sql`UPDATE categories SET active = false WHERE id = ${second}`);
    try {
      await until(
        () => index.ready && index.search(queryOf({ search: 'koala' }))?.total === 0,
        'the hidden category',
      );
      expect(answered({ search: 'quokka', sortBy: 'price', sortOrder: 'desc', page: 2 })).toEqual(
        await expected(queryOf({ search: 'quokka', sortBy: 'price', sortOrder: 'desc', page: 2 })),
      );
    } finally {
      await t.db.execute(sql`UPDATE categories SET active = true WHERE id = ${second}`);
    }
    await until(
      () => index.ready && index.search(queryOf({ search: 'koala' }))?.total === 1,
      'the category shown',
    );
  });

  it('does not answer from what it read before while it reads the catalogue again', async () => {
    const [piece] = answered({ search: 'koala' }).ids;
    // Sold, its edit below touches no available count (whose trigger would wait on categories).
    await t.db.execute(sql`UPDATE products SET status = 'sold' WHERE id = ${piece}`);
    await until(() => index.ready && answered({ search: 'koala' }).total === 0, 'the sale is heard');
    // The index's read joins categories: holding them locked keeps that read waiting.
    const locker = await t.pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE categories IN ACCESS EXCLUSIVE MODE');
      await t.db.execute(sql`UPDATE products SET title = 'Numbat Shawl' WHERE id = ${piece}`);
      await until(() => !index.ready, 'it stands aside');
      expect(index.search(queryOf({ search: 'shawl' }))).toBeUndefined();
    } finally {
      await locker.query('COMMIT');
      locker.release();
    }
    await until(() => index.ready, 'it has read again');
    await t.db.execute(sql`UPDATE products SET status = 'available' WHERE id = ${piece}`);
    await until(() => index.ready && answered({ search: 'numbat' }).total === 1, 'back for sale');
    expect(answered({ search: 'numbat' }).ids).toEqual([piece]);
    expect(answered({ search: 'koala' }).total).toBe(0);
  });

  it("gives its read of the catalogue more time than the serving pool's query limit", async () => {
    // The serving pool's options carry its 5 s query limit; one far shorter would cut every read.
    const hurried = new SearchIndex({ ...t.pool.options, query_timeout: 1 }, 0);
    try {
      hurried.start();
      await until(() => hurried.ready, 'it is read');
      expect(hurried.search(queryOf({ search: 'quokka' }))?.total).toBe(answered({ search: 'quokka' }).total);
    } finally {
      await hurried.stop();
    }
  });

  it('stands aside when its connection is lost, and reads the catalogue again on its own', async () => {
    await t.db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${SEARCH_INDEX_APPLICATION_NAME}`);
    await until(() => !index.ready, 'the loss is seen');
    expect(index.search(queryOf({ search: 'quokka' }))).toBeUndefined();
    // A sale while it is away is in what it reads when it is back.
    const [piece] = (await expected(queryOf({ search: 'quokka', sortBy: 'title', sortOrder: 'asc' }))).ids;
    await t.db.execute(sql`UPDATE products SET status = 'sold' WHERE id = ${piece}`);
    await until(() => index.ready, 'it is back');
    const body = { search: 'quokka', sortBy: 'title', sortOrder: 'asc' };
    expect(answered(body)).toEqual(await expected(queryOf(body)));
    expect(answered(body).ids).not.toContain(piece);
  });
});

describe('the listing through the app', () => {
  it('answers searches from the index with the same pages, and never lists its own sale', async () => {
    const body = { search: 'quokka', sortBy: 'price', sortOrder: 'desc', page: 2 };
    const listed = async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/product-list', payload: body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { totalCount: number; data: Array<{ _id: string }> };
    };
    const oracle = await expected(queryOf(body));
    // The app's own index starts with its first search; whichever answers, the page is the same.
    for (let round = 0; round < 20; round += 1) {
      const answer = await listed();
      expect(answer.data.map((piece) => piece._id)).toEqual(oracle.ids);
      expect(answer.totalCount).toBe(oracle.total);
      catalogueChanged();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [sold] = oracle.ids;
    await t.db.execute(sql`UPDATE products SET status = 'sold' WHERE id = ${sold}`);
    catalogueChanged();
    const after = await listed();
    expect(after.data.map((piece) => piece._id)).not.toContain(sold);
    expect(after.data.map((piece) => piece._id)).toEqual((await expected(queryOf(body))).ids);
  });
});
