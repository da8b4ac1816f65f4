/**
 * The one-second cache of the public catalogue answers (ADR 0014): answers are kept,
 * and every write the app makes that changes what they show drops them once it commits — a sold,
 * reserved or released piece shows at once on this instance.
 */
import type { CategoryWithProducts, ProductListPage } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from '#server/db/after-commit.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { releaseExpiredReservations } from '#server/flows/expire-reservations.ts';
import { CatalogueReadCache, catalogueChanged } from '#server/modules/catalog/read-cache.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shopper: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
});
afterAll(() => t.close());

async function list(body: Record<string, unknown>): Promise<ProductListPage> {
  const response = await t.app.inject({ method: 'POST', url: '/api/product-list', payload: body });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json().data;
}

async function homeRows(): Promise<CategoryWithProducts[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/product-list-by-category' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const idsOf = (page: ProductListPage) => page.data.map((piece) => piece._id);
const homeIds = (rows: CategoryWithProducts[]) => rows.flatMap((row) => row.products.map((p) => p._id));

/** The newest piece of the first home row, and its category's whole listing (kept in the cache). */
async function shownPiece() {
  const [row] = await homeRows();
  const piece = row?.products[0];
  if (!row || !piece) throw new Error('no home row');
  const listing = { filter: { categoryId: row._id }, perPage: 48, sortBy: 'createdAt', sortOrder: 'desc' };
  const before = await list(listing);
  expect(idsOf(before)).toContain(piece._id);
  return { piece, listing, before };
}

describe('public catalogue answers', () => {
  it('are served from memory between writes', async () => {
    const { piece, listing } = await shownPiece();
    // Behind the app's back (a SQL console): the kept answers do not see it…
    await t.db.execute(sql`UPDATE products SET title = 'Renamed In SQL' WHERE id = ${piece._id}`);
    expect((await list(listing)).data.find((p) => p._id === piece._id)?.title).toBe(piece.title);
    const row = (await homeRows()).flatMap((r) => r.products).find((p) => p._id === piece._id);
    expect(row?.title).toBe(piece.title);
    // …until a write of the app (or a second) drops them.
    catalogueChanged();
    expect((await list(listing)).data.find((p) => p._id === piece._id)?.title).toBe('Renamed In SQL');
  });

  it('keep one answer for searches that differ only in spacing, and apart for any other field', async () => {
    const a = await list({ search: 'silk  dupatta', sortBy: 'price' });
    const b = await list({ search: ' silk dupatta ', sortBy: 'price' });
    expect(b).toEqual(a);
    const desc = await list({ search: 'silk dupatta', sortBy: 'price', sortOrder: 'desc' });
    if (a.data.length > 1) expect(idsOf(desc)).not.toEqual(idsOf(a));
  });

  it('drop a piece sold through the app at once: listing, total and home rows', async () => {
    const { piece, listing, before } = await shownPiece();
    const order = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece._id]));
    expect(order.statusCode, order.body).toBe(201);
    const after = await list(listing);
    expect(idsOf(after)).not.toContain(piece._id);
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(homeIds(await homeRows())).not.toContain(piece._id);
  });

  it('drop a piece reserved by an online checkout at once, and show it again when the reservation ends', async () => {
    const { piece, listing } = await shownPiece();
    const order = await call(
      t.app,
      'POST',
      '/order/create',
      shopper.token,
      checkoutBody([piece._id], { paymentMethod: 'online' }),
    );
    expect(order.statusCode, order.body).toBe(201);
    expect(idsOf(await list(listing))).not.toContain(piece._id);
    expect(homeIds(await homeRows())).not.toContain(piece._id);

    await t.db.execute(
      sql`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = ${order.json().order._id}`,
    );
    expect((await releaseExpiredReservations(t.pool)).pieces).toBe(1);
    expect(idsOf(await list(listing))).toContain(piece._id);
    expect(homeIds(await homeRows())).toContain(piece._id);
  });

  it('keep a failed answer out: an unknown category is a 404 every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/product-list',
        payload: { filter: { categoryId: crypto.randomUUID() } },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('CatalogueReadCache', () => {
  const answer = (n: number) => async () => ({ n });

  it('serves an answer for its time to live counted from when its read began', async () => {
    let now = 0;
    const cache = new CatalogueReadCache({ ttlMs: 1_000, refreshAfterMs: 1_000, now: () => now });
    let reads = 0;
    const load = async () => {
      reads += 1;
      now += 200; // the read itself takes 200 ms
      return { reads };
    };
    expect((await cache.get('k', load)).value).toEqual({ reads: 1 });
    now = 1_000;
    expect((await cache.get('k', load)).json).toBe('{"reads":1}');
    now = 1_001;
    expect((await cache.get('k', load)).value).toEqual({ reads: 2 });
  });

  it('reads a busy answer again in the second half of its life, serving the kept one meanwhile', async () => {
    let now = 1;
    const cache = new CatalogueReadCache({ ttlMs: 1_000, now: () => now });
    let reads = 0;
    const load = async () => {
      reads += 1;
      return { reads };
    };
    await cache.get('k', load);
    now = 400;
    expect((await cache.get('k', load)).value).toEqual({ reads: 1 });
    expect(reads).toBe(1);
    now = 600;
    expect((await cache.get('k', load)).value).toEqual({ reads: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(2);
    now = 1_050; // past the first answer's end, early in the refreshed one's life
    expect((await cache.get('k', load)).value).toEqual({ reads: 2 });
    expect(reads).toBe(2);
  });

  it('reads once for askers at the same time', async () => {
    const cache = new CatalogueReadCache();
    let reads = 0;
    const load = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { reads };
    };
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(answers.map((a) => a.value)).toEqual([{ reads: 1 }, { reads: 1 }, { reads: 1 }]);
    expect(reads).toBe(1);
  });

  it('does not keep a read that a write overtook, and starts a fresh one for later askers', async () => {
    const cache = new CatalogueReadCache();
    let release: () => void = () => {};
    const slow = cache.get(
      'k',
      () => new Promise((resolve) => (release = () => resolve({ before: 'the write' }))),
    );
    catalogueChanged();
    const fresh = cache.get('k', answer(2));
    release();
    expect((await slow).value).toEqual({ before: 'the write' });
    expect((await fresh).value).toEqual({ n: 2 });
    expect((await cache.get('k', answer(3))).value).toEqual({ n: 2 });
    catalogueChanged();
    expect((await cache.get('k', answer(4))).value).toEqual({ n: 4 });
  });

  it('keeps nothing when the read fails', async () => {
    const cache = new CatalogueReadCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', answer(1))).value).toEqual({ n: 1 });
  });
});

describe('afterCommit', () => {
  it('runs at once on the pool, after COMMIT in a transaction, never after a rollback', async () => {
    const seen: string[] = [];
    afterCommit(t.db, () => seen.push('pool'));
    expect(seen).toEqual(['pool']);

    const note = () => seen.push('committed');
    await withTransaction(t.pool, async (tx) => {
      afterCommit(tx.db, note);
      afterCommit(tx.db, note);
      expect(seen).toEqual(['pool']);
    });
    expect(seen).toEqual(['pool', 'committed']);

    await expect(
      withTransaction(t.pool, async (tx) => {
        afterCommit(tx.db, () => seen.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual(['pool', 'committed']);
  });
});
