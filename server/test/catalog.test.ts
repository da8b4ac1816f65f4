import type { Product, ProductListPage } from '@shahi/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '#server/modules/catalog/read-cache.ts';
import { categories, products } from '#server/tables/index.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(body: unknown) {
  const response = await t.app.inject({ method: 'POST', url: '/api/product-list', payload: body as object });
  return {
    status: response.statusCode,
    json: response.json() as { success: boolean; data: ProductListPage; message: string },
  };
}

/**
 * Direct writes below change the catalogue behind the app's back (as a SQL console would): the
 * app's cached answers would follow within a second (ADR 0014); the tests drop them at once.
 */
function changedBehindTheApp() {
  catalogueChanged();
}

async function firstCategoryId(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/category/active' });
  return response.json().data[0]._id;
}

async function availableCount(categoryId?: string): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id AND c.active
    WHERE p.status = 'available' ${categoryId ? sql`AND p.category_id = ${categoryId}` : sql``}`);
  return result.rows[0]?.n ?? 0;
}

describe('POST /api/category/active', () => {
  it('lists active categories in position order with name and categoryName', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/category/active', payload: {} });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    for (const category of body.data) {
      expect(category).toEqual(
        expect.objectContaining({
          _id: expect.any(String),
          name: expect.any(String),
          categoryName: expect.any(String),
        }),
      );
    }
  });

  it('hides an inactive category', async () => {
    const [hidden] = await t.db
      .insert(categories)
      .values({ name: 'Hidden Trunk', categoryName: 'Hidden', active: false, position: 0 })
      .returning();
    changedBehindTheApp();
    const response = await t.app.inject({ method: 'POST', url: '/api/category/active' });
    expect(response.json().data.map((c: { _id: string }) => c._id)).not.toContain(hidden?.id);
  });
});

describe('POST /api/product-list', () => {
  it('defaults to page 1, 8 per page, title A to Z, available pieces only', async () => {
    const { status, json } = await list({});
    expect(status).toBe(200);
    expect(json.data.currentPage).toBe(1);
    expect(json.data.data).toHaveLength(8);
    expect(json.data.totalCount).toBe(await availableCount());
    expect(json.data.totalPage).toBe(Math.ceil(json.data.totalCount / 8));
    const titles = json.data.data.map((p) => p.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect(json.data.data.every((p) => p.status === 'available')).toBe(true);
  });

  it.each([
    ['price', 'asc'],
    ['price', 'desc'],
    ['title', 'asc'],
    ['title', 'desc'],
  ] as const)('sorts by %s %s across the whole category', async (sortBy, sortOrder) => {
    const categoryId = await firstCategoryId();
    const { json } = await list({ sortBy, sortOrder, perPage: 48, filter: { categoryId } });
    const values = json.data.data.map((p) => (sortBy === 'price' ? p.price : p.title.toLowerCase()));
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(sortOrder === 'asc' ? sorted : sorted.reverse());
    expect(json.data.data.every((p) => p.category?._id === categoryId)).toBe(true);
  });

  it('pages through a category without overlap, with a partial last page', async () => {
    const categoryId = await firstCategoryId();
    const total = await availableCount(categoryId);
    expect(total).toBeGreaterThan(8);
    const totalPage = Math.ceil(total / 8);
    const seen = new Set<string>();
    for (let page = 1; page <= totalPage; page += 1) {
      const { json } = await list({ page, sortBy: 'price', filter: { categoryId } });
      expect(json.data.totalPage).toBe(totalPage);
      expect(json.data.data).toHaveLength(page < totalPage ? 8 : total - 8 * (totalPage - 1));
      for (const product of json.data.data) seen.add(product._id);
    }
    expect(seen.size).toBe(total);
  });

  it('answers a page past the end with an empty page, not an error', async () => {
    const { status, json } = await list({ page: 999 });
    expect(status).toBe(200);
    expect(json.data.currentPage).toBe(999);
    expect(json.data.data).toEqual([]);
    expect(json.data.totalCount).toBe(await availableCount());
  });

  it('searches title words, trimmed and case-insensitive, every word required', async () => {
    const { json: all } = await list({ perPage: 48 });
    const sample = all.data.data[0] as Product;
    const words = sample.title
      .split(/\s+/)
      .filter((w) => w.length > 3)
      .slice(0, 2);
    const { json } = await list({ search: `  ${words.join('  ').toUpperCase()}  `, perPage: 48 });
    expect(json.data.data.map((p) => p._id)).toContain(sample._id);
    for (const product of json.data.data) {
      for (const word of words) expect(product.title.toLowerCase()).toContain(word.toLowerCase());
    }
    const none = await list({ search: 'zzqx nothing-like-this' });
    expect(none.json.data).toMatchObject({ totalCount: 0, totalPage: 0, data: [] });
  });

  it('treats LIKE wildcards and SQL in the search as plain text', async () => {
    for (const search of ['%', '_', "' OR 1=1 --", '\\']) {
      const { status, json } = await list({ search });
      expect(status).toBe(200);
      expect(json.data.totalCount).toBe(0);
    }
  });

  it('leaves sold pieces and inactive categories out of listings but keeps the sold page', async () => {
    const categoryId = await firstCategoryId();
    const { json: before } = await list({ filter: { categoryId }, perPage: 48 });
    const piece = before.data.data[0] as Product;
    await t.db.update(products).set({ status: 'sold' }).where(eq(products.id, piece._id));
    changedBehindTheApp();
    const { json: after } = await list({ filter: { categoryId }, perPage: 48 });
    expect(after.data.totalCount).toBe(before.data.totalCount - 1);
    expect(after.data.data.map((p) => p._id)).not.toContain(piece._id);
    const page = await t.app.inject({ method: 'GET', url: `/api/product/${piece._id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.status).toBe('sold');

    await t.db.update(categories).set({ active: false }).where(eq(categories.id, categoryId));
    changedBehindTheApp();
    const hidden = await list({ filter: { categoryId } });
    expect(hidden.status).toBe(404);
    expect(hidden.json).toMatchObject({ success: false, message: 'Category not found' });
    const { json: everything } = await list({ perPage: 48, search: piece.title.split(' ')[0] });
    expect(everything.data.data.every((p) => p.category?._id !== categoryId)).toBe(true);
    await t.db.update(categories).set({ active: true }).where(eq(categories.id, categoryId));
    changedBehindTheApp();
  });

  it('keeps the listing total exact through inserts, sales, moves and deletes', async () => {
    const [from, to] = (await t.app.inject({ method: 'POST', url: '/api/category/active' })).json()
      .data as Array<{
      _id: string;
    }>;
    const totalsMatch = async () => {
      for (const categoryId of [undefined, from?._id, to?._id]) {
        const { json } = await list(categoryId ? { filter: { categoryId } } : {});
        expect(json.data.totalCount).toBe(await availableCount(categoryId));
      }
    };
    const inserted = await t.db
      .insert(products)
      .values(
        [1, 2, 3].map((n) => ({
          title: `Counting Test Piece ${n}`,
          pricePaise: 100_00 * n,
          images: ['products/test/1.webp', 'products/test/2.webp'],
          categoryId: from?._id ?? '',
          status: n === 3 ? ('sold' as const) : ('available' as const),
        })),
      )
      .returning({ id: products.id });
    changedBehindTheApp();
    await totalsMatch();
    const [a, b] = inserted;
    await t.db
      .update(products)
      .set({ categoryId: to?._id ?? '' })
      .where(eq(products.id, a?.id ?? ''));
    changedBehindTheApp();
    await totalsMatch();
    await t.db
      .update(products)
      .set({ status: 'reserved' })
      .where(eq(products.id, b?.id ?? ''));
    changedBehindTheApp();
    await totalsMatch();
    await t.db.delete(products).where(sql`${products.title} LIKE 'Counting Test Piece %'`);
    changedBehindTheApp();
    await totalsMatch();
  });

  it('lists only pieces on sale with filter.onSale', async () => {
    const { json } = await list({ filter: { onSale: true }, perPage: 48 });
    expect(json.data.totalCount).toBeGreaterThan(0);
    for (const product of json.data.data) expect(product.mrp).toBeGreaterThan(product.price);
  });

  it.each([
    [{ page: 0 }, 'page must be 1 or more'],
    [{ page: -3 }, 'page must be 1 or more'],
    [{ page: 1.5 }, 'page must be a whole number'],
    [{ page: 'two' }, 'page must be a number'],
    [{ page: true }, 'page must be a number'],
    [{ page: '1e3' }, 'page must be a number'],
    [{ search: 'silk\u0000' }, 'Text must not contain NUL characters'],
    [{ filter: { 'category\u0000Id': 'x' } }, 'Text must not contain NUL characters'],
    [{ page: 10_000_000 }, 'page must be at most 10000'],
    [{ perPage: 5000 }, 'perPage must be at most 48'],
    [{ sortBy: 'rating' }, 'sortBy must be one of price, title, createdAt, discount'],
    [{ sortBy: { $ne: 1 } }, 'sortBy must be one of price, title, createdAt, discount'],
    [{ sortOrder: 'sideways' }, 'sortOrder must be asc or desc'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
    [{ search: 42 }, 'search must be text'],
    [{ filter: { categoryId: "1' OR '1'='1" } }, 'Invalid category id'],
    [{ filter: 'all' }, 'filter must be an object'],
    [[1, 2], 'The request body must be a JSON object'],
  ])('rejects %j with 400 and a clear message', async (body, message) => {
    const { status, json } = await list(body);
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, message });
  });

  it('accepts a page written as digits, as a query string would carry it', async () => {
    const { status, json } = await list({ page: '2', perPage: ' 4 ' });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ currentPage: 2 });
    expect(json.data.data).toHaveLength(4);
  });

  it('answers an unknown category id with 404 Category not found', async () => {
    const { status, json } = await list({ filter: { categoryId: '00000000-0000-4000-8000-000000000000' } });
    expect(status).toBe(404);
    expect(json.message).toBe('Category not found');
  });

  it('rejects malformed JSON and oversized bodies with 4xx, never 500', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/product-list',
      headers: { 'content-type': 'application/json' },
      payload: '{"page": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/product-list',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ search: 'a'.repeat(100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
  });
});

/** Compares two pieces' discounts ((mrp - price) / mrp, 0 without one) exactly, in paise: <0 when a's is smaller. */
function compareDiscount(a: Product, b: Product): number {
  const saving = (p: Product) => {
    const price = BigInt(Math.round(p.price * 100));
    const mrp = p.mrp === null ? 0n : BigInt(Math.round(p.mrp * 100));
    return mrp > price ? { off: mrp - price, of: mrp } : { off: 0n, of: 1n };
  };
  const x = saving(a);
  const y = saving(b);
  const difference = x.off * y.of - y.off * x.of;
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}

/** Whether `list` runs biggest discount first, equal discounts by title A–Z, then id. */
function inDiscountOrder(list: Product[]): boolean {
  return list.every((product, i) => {
    const previous = list[i - 1];
    if (!previous) return true;
    const byDiscount = compareDiscount(previous, product);
    if (byDiscount !== 0) return byDiscount > 0;
    const [a, b] = [previous.title.toLowerCase(), product.title.toLowerCase()];
    return a < b || (a === b && previous._id < product._id);
  });
}

describe('POST /api/product-list sorted by discount (the /sale page)', () => {
  let categoryId = '';
  beforeAll(async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ name: 'Discount Trunk', categoryName: 'Discount Trunk', position: 99 })
      .returning();
    categoryId = category?.id ?? '';
    const piece = (title: string, pricePaise: number, mrpPaise: number | null) => ({
      title,
      pricePaise,
      mrpPaise,
      images: ['products/test/1.webp'],
      categoryId,
    });
    await t.db.insert(products).values([
      // Half off at two prices, and at a third with the title first: ties read A–Z.
      piece('Discount Tie Mango', 500_00, 1000_00),
      piece('Discount Tie Apple', 1000_00, 2000_00),
      piece('Discount Tie Zebra', 1_50, 3_00),
      piece('Discount Quarter', 750_00, 1000_00),
      // Discounts 1 - 1/m for two m a paisa apart: equal as doubles, told apart exactly.
      piece('Discount Nearly Free B', 1, 2_147_483_646),
      piece('Discount Nearly Free A', 1, 2_147_483_647),
      // No discount: left out of the sale, last when sorting everything by discount.
      piece('Discount None Equal', 900_00, 900_00),
      piece('Discount None Lower', 900_00, 800_00),
      piece('Discount None Missing', 900_00, null),
    ]);
    changedBehindTheApp();
  });
  afterAll(async () => {
    await t.db.delete(products).where(eq(products.categoryId, categoryId));
    await t.db.delete(categories).where(eq(categories.id, categoryId));
    changedBehindTheApp();
  });

  it('puts the biggest discount first, ties by title A–Z, exact where floating point is not', async () => {
    const { status, json } = await list({
      sortBy: 'discount',
      sortOrder: 'desc',
      filter: { categoryId, onSale: true },
    });
    expect(status).toBe(200);
    expect(json.data.data.map((p) => p.title)).toEqual([
      'Discount Nearly Free A',
      'Discount Nearly Free B',
      'Discount Tie Apple',
      'Discount Tie Mango',
      'Discount Tie Zebra',
      'Discount Quarter',
    ]);
    expect(json.data.totalCount).toBe(6);
  });

  it('runs smallest first with sortOrder asc, ties still A–Z, pieces without a discount first', async () => {
    const { json } = await list({ sortBy: 'discount', sortOrder: 'asc', filter: { categoryId } });
    expect(json.data.data.map((p) => p.title)).toEqual([
      'Discount None Equal',
      'Discount None Lower',
      'Discount None Missing',
      'Discount Quarter',
      'Discount Tie Apple',
      'Discount Tie Mango',
      'Discount Tie Zebra',
      'Discount Nearly Free B',
    ]);
    expect(json.data.totalCount).toBe(9);
  });

  it('orders the whole sale and pages through it without overlap or gaps', async () => {
    const sale = (page: number, perPage: number) =>
      list({ page, perPage, sortBy: 'discount', sortOrder: 'desc', filter: { onSale: true } });
    const pagesOf = async (perPage: number) => {
      const pieces: Product[] = [];
      const { json: first } = await sale(1, perPage);
      pieces.push(...first.data.data);
      for (let page = 2; page <= first.data.totalPage; page += 1)
        pieces.push(...(await sale(page, perPage)).json.data.data);
      return { pieces, total: first.data.totalCount };
    };
    const { pieces: all, total } = await pagesOf(48);
    expect(all.length).toBe(total);
    expect(total).toBeGreaterThan(48);
    expect(all.every((p) => p.mrp !== null && p.mrp > p.price)).toBe(true);
    expect(new Set(all.map((p) => p._id)).size).toBe(total);
    expect(inDiscountOrder(all)).toBe(true);
    const { pieces: paged } = await pagesOf(5);
    expect(paged.map((p) => p._id)).toEqual(all.map((p) => p._id));
  });

  it('keeps searching and the discount order together', async () => {
    const { json } = await list({
      sortBy: 'discount',
      sortOrder: 'desc',
      search: 'tie',
      filter: { onSale: true },
    });
    expect(json.data.data.map((p) => p.title)).toEqual([
      'Discount Tie Apple',
      'Discount Tie Mango',
      'Discount Tie Zebra',
    ]);
    expect(json.data.totalCount).toBe(3);
  });

  it.each([
    [{ sortBy: 'Discount' }, 'sortBy must be one of price, title, createdAt, discount'],
    [{ sortBy: 'mrp' }, 'sortBy must be one of price, title, createdAt, discount'],
    [{ sortBy: 'discount', sortOrder: 'biggest' }, 'sortOrder must be asc or desc'],
    [{ sortBy: 'discount', filter: { onSale: 'yes' } }, 'filter.onSale must be true or false'],
  ])('rejects %j with 400 and a clear message', async (body, message) => {
    const { status, json } = await list(body);
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, message });
  });
});

describe('GET /api/product/:id', () => {
  it('returns a product with rupee prices, images and its category', async () => {
    const { json } = await list({});
    const listed = json.data.data[0] as Product;
    const response = await t.app.inject({ method: 'GET', url: `/api/product/${listed._id}` });
    expect(response.statusCode).toBe(200);
    const product = response.json().data as Product;
    expect(product).toMatchObject({
      _id: listed._id,
      title: listed.title,
      price: listed.price,
      status: 'available',
    });
    expect(product.images.length).toBeGreaterThanOrEqual(2);
    expect(product.image1).toBe(product.images[0]);
    expect(product.image2).toBe(product.images[1]);
    const [row] = await t.db.select().from(products).where(eq(products.id, listed._id));
    expect(product.price * 100).toBeCloseTo(row?.pricePaise ?? 0, 6);
  });

  it('answers 404 Product Not Found for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/product/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Product Not Found' });
    const malformed = await t.app.inject({ method: 'GET', url: "/api/product/1'%20OR%201=1" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: 'Invalid product id' });
  });
});

describe('GET /api/product-list-by-category', () => {
  it('gives each active category with pieces its newest 5 available products', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/product-list-by-category' });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as Array<{ _id: string; categoryName: string; products: Product[] }>;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.products.length).toBeGreaterThan(0);
      expect(row.products.length).toBeLessThanOrEqual(5);
      expect(row.products.every((p) => p.status === 'available' && p.category?._id === row._id)).toBe(true);
      const times = row.products.map((p) => p.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    }
  });
});
