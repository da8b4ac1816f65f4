/**
 * The /sold archive and similar pieces (ADR 0037): `sold_at` kept by every status move in
 * catalog/stock.ts, `POST /api/sold-list` newest sale first with paging, category filter and
 * archived pieces left out, and `GET /api/product/:id/similar`.
 */
import { MAX_PAGE_SIZE, type Product, type SoldListPage } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '#server/modules/catalog/read-cache.ts';
import {
  moveProductStatus,
  releaseReservedProducts,
  reserveAvailableProducts,
  restockProducts,
  sellAvailableProducts,
  sellProducts,
} from '#server/modules/catalog/stock.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A category with at least `n` available pieces, and those pieces' ids (cheapest first). */
async function categoryWithPieces(n: number, skip = 0) {
  const { rows } = await t.db.execute<{ category_id: string }>(sql`
    SELECT category_id FROM products WHERE status = 'available'
    GROUP BY category_id HAVING count(*) >= ${n} ORDER BY category_id OFFSET ${skip} LIMIT 1`);
  const categoryId = rows[0]?.category_id;
  if (!categoryId) throw new Error('no category with enough pieces');
  const pieces = await t.db.execute<{ id: string; price_paise: number }>(sql`
    SELECT id, price_paise FROM products WHERE status = 'available' AND category_id = ${categoryId}
    ORDER BY price_paise, id`);
  return {
    categoryId,
    pieces: pieces.rows.map((row) => ({ id: row.id, pricePaise: Number(row.price_paise) })),
  };
}

/** Whether piece `id` has a `sold_at`. */
async function hasSoldAt(id: string): Promise<boolean> {
  const { rows } = await t.db.execute<{ dated: boolean }>(
    sql`SELECT sold_at IS NOT NULL AS dated FROM products WHERE id = ${id}`,
  );
  return rows[0]?.dated === true;
}

async function soldList(body: unknown = {}) {
  return t.app.inject({ method: 'POST', url: '/api/sold-list', payload: body as Record<string, unknown> });
}

describe('sold_at follows every status move (catalog/stock.ts)', () => {
  it('is set by each move to sold and cleared by each move away from it', async () => {
    const { pieces } = await categoryWithPieces(8, 1);
    const [a, b, c] = pieces.map((piece) => piece.id);
    if (!a || !b || !c) throw new Error('three pieces needed');

    expect(await hasSoldAt(a)).toBe(false);
    expect((await sellAvailableProducts(t.db, [a])).map((row) => row.id)).toEqual([a]);
    expect(await hasSoldAt(a)).toBe(true);
    expect(await restockProducts(t.db, [a])).toEqual([a]);
    expect(await hasSoldAt(a)).toBe(false);

    await reserveAvailableProducts(t.db, [b], 15);
    expect(await hasSoldAt(b)).toBe(false);
    expect(await sellProducts(t.db, [b], 'reserved')).toEqual([b]);
    expect(await hasSoldAt(b)).toBe(true);
    expect(await moveProductStatus(t.db, b, ['sold'], 'archived')).toBe(true);
    expect(await hasSoldAt(b)).toBe(false);

    expect(await moveProductStatus(t.db, c, ['available'], 'sold')).toBe(true);
    expect(await hasSoldAt(c)).toBe(true);
    expect(await restockProducts(t.db, [c])).toEqual([c]);
    await reserveAvailableProducts(t.db, [c], 15);
    expect(await releaseReservedProducts(t.db, [c])).toEqual([c]);
    expect(await hasSoldAt(c)).toBe(false);
  });

  it('dates the demo catalogue’s sold pieces', async () => {
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE status = 'sold' AND sold_at IS NULL`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('POST /api/sold-list', () => {
  let categoryId: string;
  let sold: string[];
  let archived: string;

  beforeAll(async () => {
    const found = await categoryWithPieces(6);
    categoryId = found.categoryId;
    const ids = found.pieces.slice(0, 4).map((piece) => piece.id);
    await sellAvailableProducts(t.db, ids);
    // Known sale times, a day apart, the last one newest: the archive lists them newest first.
    for (const [index, id] of ids.entries()) {
      await t.db.execute(
        sql`UPDATE products SET sold_at = now() + make_interval(days => ${index + 1}) WHERE id = ${id}`,
      );
    }
    sold = [...ids].reverse();
    // A fifth piece sold then archived never shows.
    archived = found.pieces[4]?.id ?? '';
    await sellAvailableProducts(t.db, [archived]);
    await moveProductStatus(t.db, archived, ['sold'], 'archived');
    catalogueChanged();
  });

  it('lists sold pieces newest sale first with soldAt, status sold, in pages', async () => {
    const first = await soldList({ perPage: 2 });
    expect(first.statusCode).toBe(200);
    const page = first.json().data as SoldListPage;
    expect(page.data.map((product) => product._id)).toEqual(sold.slice(0, 2));
    expect(page.data.every((product) => product.status === 'sold')).toBe(true);
    expect(new Date(page.data[0]?.soldAt ?? '').getTime()).toBeGreaterThan(
      new Date(page.data[1]?.soldAt ?? '').getTime(),
    );
    // Four of ours and the demo's two (sold before ours), and whatever the first test left sold.
    expect(page.totalCount).toBeGreaterThanOrEqual(6);
    expect(page.totalPage).toBe(Math.ceil(page.totalCount / 2));

    const second = (await soldList({ page: 2, perPage: 2 })).json().data as SoldListPage;
    expect(second.currentPage).toBe(2);
    expect(second.data.map((product) => product._id)).toEqual(sold.slice(2, 4));
  });

  it('filters by category and counts its sold pieces', async () => {
    const page = (await soldList({ perPage: 1, filter: { categoryId } })).json().data as SoldListPage;
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE status = 'sold' AND category_id = ${categoryId}`,
    );
    // Ours and any demo sale of the category.
    expect(rows[0]?.n).toBeGreaterThanOrEqual(4);
    expect(page.totalCount).toBe(rows[0]?.n);
    expect(page.data.map((product) => product._id)).toEqual([sold[0]]);
    expect(page.data[0]?.category?._id).toBe(categoryId);
  });

  it('never lists an archived piece, nor an available one', async () => {
    const all = (await soldList({ perPage: MAX_PAGE_SIZE })).json().data as SoldListPage;
    const ids = all.data.map((product) => product._id);
    expect(ids).not.toContain(archived);
    expect(all.data).toHaveLength(all.totalCount);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE status = 'sold'`,
    );
    expect(all.totalCount).toBe(rows[0]?.n);
  });

  it('answers 404 for an unknown category and 400 for bad input, changing nothing', async () => {
    const unknown = await soldList({ filter: { categoryId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Category not found' });
    for (const body of [
      { page: 0 },
      { perPage: MAX_PAGE_SIZE + 1 },
      { filter: { categoryId: 'x' } },
      { page: 'two' },
    ]) {
      const bad = await soldList(body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    }
  });
});

describe('GET /api/product/:id/similar', () => {
  it('gives up to 4 available pieces of the same category, nearest price first, never the piece itself', async () => {
    const { categoryId, pieces } = await categoryWithPieces(8, 2);
    // The middle-priced piece is sold; its neighbours in price come first.
    const middle = pieces[Math.floor(pieces.length / 2)];
    if (!middle) throw new Error('no piece');
    await sellAvailableProducts(t.db, [middle.id]);
    const answer = await t.app.inject({ method: 'GET', url: `/api/product/${middle.id}/similar` });
    expect(answer.statusCode).toBe(200);
    const similar = answer.json().data as Product[];
    expect(similar).toHaveLength(4);
    expect(similar.map((product) => product._id)).not.toContain(middle.id);
    expect(similar.every((product) => product.status === 'available')).toBe(true);
    expect(similar.every((product) => product.category?._id === categoryId)).toBe(true);
    const distances = similar.map((product) => Math.abs(product.price * 100 - middle.pricePaise));
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
    const others = pieces.filter((piece) => piece.id !== middle.id);
    const nearest = others
      .map((piece) => Math.abs(piece.pricePaise - middle.pricePaise))
      .sort((x, y) => x - y);
    expect(distances).toEqual(nearest.slice(0, 4));
  });

  it('leaves out reserved and sold pieces', async () => {
    const { pieces } = await categoryWithPieces(8, 3);
    const [sold, reserved, ...rest] = pieces;
    if (!sold || !reserved) throw new Error('no pieces');
    await sellAvailableProducts(t.db, [sold.id]);
    await reserveAvailableProducts(t.db, [reserved.id], 15);
    const similar = (await t.app.inject({ method: 'GET', url: `/api/product/${sold.id}/similar` })).json()
      .data as Product[];
    expect(similar.map((product) => product._id)).not.toContain(reserved.id);
    expect(similar.length).toBe(Math.min(4, rest.length));
  });

  it('answers 404 for an unknown piece and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/product/00000000-0000-4000-8000-000000000000/similar',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/product/not-an-id/similar' });
    expect(bad.statusCode).toBe(400);
  });
});
