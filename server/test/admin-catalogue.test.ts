/**
 * Back office catalogue (ADR 0013): categories (list with counts, create, edit, reorder,
 * activate), pieces (list, get, create, edit, duplicate as hidden, publish, mark sold offline, archive) and what the
 * storefront shows right after each change. Bad input is a 4xx that changes nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pieceCopyMessages } from '@shahi/contract';
import { type AdminCategory, type AdminProduct, adminMessages } from '@shahi/contract/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string; userId: string };
let shopper: { token: string; userId: string };
let categoryId: string;

const IMAGES = ['uploads/one.webp', 'uploads/two.webp', 'uploads/three.webp'];

beforeAll(async () => {
  t = await createTestApp();
  [admin, shopper] = await Promise.all([
    createAdmin(t.app, t.pool, t.env.DATA_DIR),
    createVerifiedShopper(t.app, t.env.DATA_DIR),
  ]);
  await mkdir(path.join(t.env.IMAGE_DIR, 'uploads'), { recursive: true });
  for (const image of IMAGES) await writeFile(path.join(t.env.IMAGE_DIR, image), 'RIFF-webp-bytes');
  const { rows } = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM categories WHERE active ORDER BY position LIMIT 1`,
  );
  categoryId = rows[0]?.id as string;
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  adminCall(t.app, method, `/admin${url}`, { token: admin.token, payload });

const storefront = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
  adminCall(t.app, method, url, { token, payload });

let sequence = 0;
/** A valid piece (paise); `overrides` win. */
function piece(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `Phulkari dupatta no. ${sequence} zqx`,
    pricePaise: 450_000,
    mrpPaise: 520_000,
    description: 'Hand-embroidered$Pure cotton',
    productDetails: 'Length: 2.5 m$Dry clean only',
    categoryId,
    images: [IMAGES[0], IMAGES[1]],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<AdminProduct> {
  const response = await as('POST', '/products', piece(overrides));
  if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
  return response.json().data;
}

/** Every row of the catalogue tables, to prove a refused call changed nothing. */
async function snapshot() {
  const [products, categories, cart] = await Promise.all([
    t.db.execute(sql`SELECT * FROM products ORDER BY id`),
    t.db.execute(sql`SELECT * FROM categories ORDER BY id`),
    t.db.execute(sql`SELECT * FROM cart_lines ORDER BY id`),
  ]);
  return [products.rows, categories.rows, cart.rows];
}

async function listed(title: string): Promise<string[]> {
  const response = await storefront('POST', '/product-list', { search: title, perPage: 48 });
  expect(response.statusCode).toBe(200);
  return response.json().data.data.map((product: { _id: string }) => product._id);
}

async function homeIds(): Promise<string[]> {
  const rows = (await storefront('GET', '/product-list-by-category')).json().data;
  return rows.flatMap((row: { products: Array<{ _id: string }> }) => row.products.map((p) => p._id));
}

async function addToBag(token: string, productId: string) {
  const response = await storefront('POST', '/cart/add-product', { productId }, token);
  expect(response.statusCode, response.body).toBe(200);
}

async function bagIds(token: string): Promise<string[]> {
  const bag = (await storefront('GET', '/get-cart-products', undefined, token)).json().data;
  return bag.map((line: { productId: { _id: string } }) => line.productId._id);
}

describe('categories', () => {
  it('lists every category with its pieces counted per status', async () => {
    await t.db.execute(
      sql`UPDATE categories SET active = false WHERE id = (SELECT id FROM categories WHERE id <> ${categoryId} ORDER BY id LIMIT 1)`,
    );
    const response = await as('GET', '/categories');
    expect(response.statusCode).toBe(200);
    const list: AdminCategory[] = response.json().data;
    const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM categories`);
    expect(list).toHaveLength(rows[0]?.n as number);
    expect(list.some((category) => !category.active)).toBe(true);
    const { rows: counts } = await t.db.execute<{ category_id: string; n: number; available: number }>(
      sql`SELECT category_id, count(*)::int AS n, count(*) FILTER (WHERE status = 'available')::int AS available
          FROM products GROUP BY category_id`,
    );
    for (const count of counts) {
      const category = list.find((entry) => entry._id === count.category_id);
      expect(category?.productCounts.total).toBe(count.n);
      expect(category?.productCounts.available).toBe(count.available);
    }
  });

  it('creates, renames and re-images a category; the storefront shows it while active', async () => {
    const created = await as('POST', '/categories', {
      name: ' Shawls ',
      categoryName: 'Warm shawls',
      hsnCode: '6214',
    });
    expect(created.statusCode).toBe(201);
    const category: AdminCategory = created.json().data;
    expect(category).toMatchObject({
      name: 'Shawls',
      categoryName: 'Warm shawls',
      image: null,
      active: true,
    });
    const active = async () =>
      (await storefront('POST', '/category/active')).json().data.map((c: { _id: string }) => c._id);
    expect(await active()).toContain(category._id);

    const renamed = await as('PATCH', `/categories/${category._id}`, { name: 'Pashmina', image: IMAGES[2] });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Pashmina',
      categoryName: 'Warm shawls',
      image: IMAGES[2],
    });
    const shown = (await storefront('POST', '/category/active')).json().data;
    expect(shown.find((c: { _id: string }) => c._id === category._id)).toMatchObject({ name: 'Pashmina' });

    expect((await as('POST', `/categories/${category._id}/deactivate`)).json().data.active).toBe(false);
    expect(await active()).not.toContain(category._id);
    expect((await as('POST', `/categories/${category._id}/activate`)).json().data.active).toBe(true);
    expect(await active()).toContain(category._id);
  });

  it('refuses bad category input with 400 and unknown ids with 404, changing nothing', async () => {
    const before = await snapshot();
    const cases: Array<[string, string, unknown, number]> = [
      ['POST', '/categories', {}, 400],
      ['POST', '/categories', { name: '', categoryName: 'x' }, 400],
      ['POST', '/categories', { name: 'n'.repeat(61), categoryName: 'x' }, 400],
      ['POST', '/categories', { name: 'x', categoryName: 'x', image: '../secret.webp' }, 400],
      ['POST', '/categories', { name: 'x', categoryName: 'x', image: 'uploads/missing.webp' }, 400],
      ['POST', '/categories', { name: 'x', categoryName: 'x', active: 'yes' }, 400],
      ['POST', '/categories', [], 400],
      ['PATCH', `/categories/${categoryId}`, {}, 400],
      ['PATCH', `/categories/${categoryId}`, { name: 42 }, 400],
      ['PATCH', `/categories/${crypto.randomUUID()}`, { name: 'Ghost' }, 404],
      ['PATCH', '/categories/not-a-uuid', { name: 'Ghost' }, 400],
      ['POST', `/categories/${crypto.randomUUID()}/activate`, undefined, 404],
      ['POST', '/categories/1%27%20OR%201=1/deactivate', undefined, 400],
    ];
    for (const [method, url, body, status] of cases) {
      const response = await as(method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
      expect(response.json().success).toBe(false);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('reorders every category at once; the storefront follows; partial or unknown lists change nothing', async () => {
    const ids = (await as('GET', '/categories')).json().data.map((c: AdminCategory) => c._id) as string[];
    const reversed = [...ids].reverse();
    const response = await as('POST', '/categories/reorder', { ids: reversed });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((c: AdminCategory) => c._id)).toEqual(reversed);
    const storefrontOrder = (await storefront('POST', '/category/active'))
      .json()
      .data.map((c: { _id: string }) => c._id);
    expect(storefrontOrder).toEqual(reversed.filter((id) => storefrontOrder.includes(id)));

    const before = await snapshot();
    const partial = await as('POST', '/categories/reorder', { ids: ids.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(adminMessages.reorderIncomplete);
    const unknown = await as('POST', '/categories/reorder', { ids: [...ids.slice(1), crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(404);
    const twice = await as('POST', '/categories/reorder', { ids: [...ids, ids[0]] });
    expect(twice.statusCode).toBe(400);
    expect((await as('POST', '/categories/reorder', { ids: 'all' })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('creating a piece', () => {
  it('answers 201 with the piece in paise; the storefront lists it and shows its page in rupees', async () => {
    const body = piece();
    const response = await as('POST', '/products', body);
    expect(response.statusCode).toBe(201);
    const created: AdminProduct = response.json().data;
    expect(created).toMatchObject({
      title: body.title,
      pricePaise: 450_000,
      mrpPaise: 520_000,
      description: body.description,
      productDetails: body.productDetails,
      images: body.images,
      status: 'available',
      reservedUntil: null,
      category: { _id: categoryId },
    });
    expect(await listed(body.title)).toEqual([created._id]);
    const page = await storefront('GET', `/product/${created._id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      _id: created._id,
      price: 4500,
      mrp: 5200,
      image1: IMAGES[0],
      image2: IMAGES[1],
      status: 'available',
    });
    expect(await homeIds()).toContain(created._id);
  });

  it('accepts no MRP (null or missing) and an MRP equal to the price', async () => {
    expect((await create({ mrpPaise: null })).mrpPaise).toBeNull();
    const { mrpPaise: _omit, ...withoutMrp } = piece();
    const response = await as('POST', '/products', withoutMrp);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.mrpPaise).toBeNull();
    expect((await create({ pricePaise: 100, mrpPaise: 100 })).mrpPaise).toBe(100);
  });

  const bad: Array<[string, Record<string, unknown>, number]> = [
    ['an empty title', { title: '   ' }, 400],
    ['a huge title', { title: 't'.repeat(201) }, 400],
    ['a title of the wrong type', { title: ['x'] }, 400],
    ['a zero price', { pricePaise: 0 }, 400],
    ['a negative price', { pricePaise: -100 }, 400],
    ['a fractional price', { pricePaise: 4500.5 }, 400],
    ['a price as text', { pricePaise: '450000' }, 400],
    ['a missing price', { pricePaise: undefined }, 400],
    ['a price beyond ₹1 crore', { pricePaise: 1_000_000_001 }, 400],
    ['an MRP below the price', { pricePaise: 500_000, mrpPaise: 499_999 }, 400],
    ['a zero MRP', { mrpPaise: 0 }, 400],
    ['a huge description', { description: 'd'.repeat(5_001) }, 400],
    ['details of the wrong type', { productDetails: 12 }, 400],
    ['no images', { images: [] }, 400],
    ['images as text', { images: IMAGES[0] }, 400],
    ['an image path climbing out', { images: ['../../etc/passwd'] }, 400],
    ['an image path hidden climb', { images: ['uploads/../../x.webp'] }, 400],
    ['an absolute image path', { images: ['/etc/passwd'] }, 400],
    ['a backslash image path', { images: ['uploads\\one.webp'] }, 400],
    ['an image never uploaded', { images: ['uploads/missing.webp'] }, 400],
    ['the same image twice', { images: [IMAGES[0], IMAGES[0]] }, 400],
    ['13 images', { images: Array(13).fill(IMAGES[0]) }, 400],
    ['a malformed category id', { categoryId: 'shawls' }, 400],
    ['an unknown category', { categoryId: crypto.randomUUID() }, 404],
  ];

  it.each(bad)('refuses %s and stores nothing', async (_label, overrides, status) => {
    const before = await snapshot();
    const response = await as('POST', '/products', piece(overrides));
    expect(response.statusCode).toBe(status);
    expect(response.json().success).toBe(false);
    expect(response.json().message.length).toBeGreaterThan(3);
    expect(await snapshot()).toEqual(before);
  });

  it('names the rule in its message', async () => {
    const below = await as('POST', '/products', piece({ pricePaise: 500, mrpPaise: 400 }));
    expect(below.json().message).toBe(adminMessages.mrpBelowPrice);
    const missing = await as('POST', '/products', piece({ images: ['uploads/missing.webp'] }));
    expect(missing.json().message).toContain(adminMessages.imageNotFound);
  });

  it('refuses bodies that are not a piece', async () => {
    const before = await snapshot();
    for (const body of [[], null, 'piece', { ...piece(), extra: 'x'.repeat(70_000) }]) {
      const response = await as('POST', '/products', body);
      expect([400, 413, 415], JSON.stringify(body).slice(0, 40)).toContain(response.statusCode);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('listing and reading pieces', () => {
  it('pages, searches by title and filters by category and status, newest first', async () => {
    const word = `Kashida${Date.now()}`;
    const first = await create({ title: `${word} stole` });
    const second = await create({ title: `${word} shawl` });
    const third = await create({ title: `${word} runner` });
    await as('POST', `/products/${third._id}/mark-sold`);
    const page = await as('GET', `/products?search=${word}&perPage=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ currentPage: 1, totalCount: 3, totalPage: 2 });
    expect(page.json().data.data.map((p: AdminProduct) => p._id)).toEqual([third._id, second._id]);
    const next = await as('GET', `/products?search=${word}&perPage=2&page=2`);
    expect(next.json().data.data.map((p: AdminProduct) => p._id)).toEqual([first._id]);
    const sold = await as('GET', `/products?search=${word}&status=sold`);
    expect(sold.json().data.data.map((p: AdminProduct) => p._id)).toEqual([third._id]);
    const otherCategory = (await as('GET', '/categories'))
      .json()
      .data.find((c: AdminCategory) => c._id !== categoryId);
    const none = await as('GET', `/products?search=${word}&categoryId=${otherCategory._id}`);
    expect(none.json().data.totalCount).toBe(0);
    const all = await as('GET', `/products?categoryId=${categoryId}&perPage=100`);
    expect(all.json().data.data.every((p: AdminProduct) => p.category._id === categoryId)).toBe(true);
  });

  it('refuses bad list queries with 400', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'perPage=101',
      'status=lost',
      'categoryId=x',
      `search=${'s'.repeat(101)}`,
    ]) {
      const response = await as('GET', `/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('reads one piece of any status; unknown 404, malformed 400', async () => {
    const created = await create();
    await as('POST', `/products/${created._id}/archive`);
    const archived = await as('GET', `/products/${created._id}`);
    expect(archived.json().data).toMatchObject({ _id: created._id, status: 'archived' });
    const unknown = await as('GET', `/products/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: adminMessages.productNotFound });
    expect((await as('GET', '/products/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('editing a piece', () => {
  it('replaces its fields; the image order is the gallery order; the storefront shows it at once', async () => {
    const created = await create();
    const changed = piece({
      title: `${created.title} (redone)`,
      images: [IMAGES[2], IMAGES[0]],
      pricePaise: 300_000,
    });
    const response = await as('PUT', `/products/${created._id}`, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: changed.title,
      images: changed.images,
      pricePaise: 300_000,
    });
    const page = (await storefront('GET', `/product/${created._id}`)).json().data;
    expect(page).toMatchObject({ title: changed.title, image1: IMAGES[2], image2: IMAGES[0], price: 3000 });
    expect(await listed(changed.title)).toEqual([created._id]);
  });

  it('refuses bad edits and unknown pieces, changing nothing', async () => {
    const created = await create();
    const before = await snapshot();
    for (const [body, status] of [
      [piece({ pricePaise: -1 }), 400],
      [piece({ images: [] }), 400],
      [piece({ images: ['uploads/gone.webp'] }), 400],
      [piece({ categoryId: crypto.randomUUID() }), 404],
      [{ title: 'only a title' }, 400],
    ] as const) {
      expect((await as('PUT', `/products/${created._id}`, body)).statusCode).toBe(status);
    }
    expect((await as('PUT', `/products/${crypto.randomUUID()}`, piece())).statusCode).toBe(404);
    expect((await as('PUT', '/products/abc', piece())).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("locks a reserved or sold piece's price (its order keeps its own), other fields stay editable", async () => {
    const created = await create();
    const order = await storefront('POST', '/order/create', checkoutBody([created._id]), shopper.token);
    expect(order.statusCode, order.body).toBe(201);
    const body = piece({ title: created.title, images: created.images });
    const repriced = await as('PUT', `/products/${created._id}`, { ...body, pricePaise: 1_000 });
    expect(repriced.statusCode).toBe(409);
    expect(repriced.json().message).toBe(adminMessages.priceLocked);
    expect((await as('PUT', `/products/${created._id}`, { ...body, mrpPaise: null })).statusCode).toBe(409);
    const retitled = await as('PUT', `/products/${created._id}`, { ...body, title: 'Renamed after sale' });
    expect(retitled.statusCode).toBe(200);
    const { rows } = await t.db.execute<{ title: string; price_paise: number }>(
      sql`SELECT title, price_paise FROM order_lines WHERE product_id = ${created._id}`,
    );
    expect(rows).toEqual([{ title: created.title, price_paise: 450_000 }]);

    const reserved = await create();
    await t.db.execute(
      sql`UPDATE products SET status = 'reserved', reserved_until = now() + interval '15 minutes' WHERE id = ${reserved._id}`,
    );
    const attempt = await as(
      'PUT',
      `/products/${reserved._id}`,
      piece({ title: reserved.title, pricePaise: 1 }),
    );
    expect(attempt.statusCode).toBe(409);
    expect((await as('GET', `/products/${reserved._id}`)).json().data.pricePaise).toBe(450_000);
  });
});

describe('duplicating a piece', () => {
  it('copies it as a hidden piece with the same title and image paths, on sale only once published', async () => {
    const source = await create();
    await as('POST', `/products/${source._id}/mark-sold`);
    const response = await as('POST', `/products/${source._id}/duplicate`);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(pieceCopyMessages.duplicatedHidden);
    const copy: AdminProduct = response.json().data;
    expect(copy._id).not.toBe(source._id);
    expect(copy).toMatchObject({
      title: source.title,
      pricePaise: source.pricePaise,
      mrpPaise: source.mrpPaise,
      images: source.images,
      status: 'archived',
      category: source.category,
    });
    expect(await listed(source.title)).toEqual([]);
    expect(await homeIds()).not.toContain(copy._id);
    expect((await storefront('GET', `/product/${copy._id}`)).statusCode).toBe(404);

    const published = await as('POST', `/products/${copy._id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      message: pieceCopyMessages.published,
      data: { status: 'available' },
    });
    expect(await listed(source.title)).toEqual([copy._id]);
    const again = await as('POST', `/products/${copy._id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(pieceCopyMessages.notHidden);
    expect((await as('POST', `/products/${crypto.randomUUID()}/duplicate`)).statusCode).toBe(404);
    expect((await as('POST', `/products/${crypto.randomUUID()}/publish`)).statusCode).toBe(404);
  });

  it('keeps hidden a piece archived after it was ordered, so it is never sold twice', async () => {
    const created = await create();
    const order = await storefront('POST', '/order/create', checkoutBody([created._id]), shopper.token);
    expect(order.statusCode, order.body).toBe(201);
    expect((await as('POST', `/products/${created._id}/archive`)).statusCode).toBe(200);
    const before = await snapshot();
    const refused = await as('POST', `/products/${created._id}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(pieceCopyMessages.wasOrdered);
    expect(await snapshot()).toEqual(before);
  });
});

describe('marking a piece sold offline', () => {
  it('moves available to sold, takes it out of every bag and off the listings; its page shows Sold', async () => {
    const created = await create();
    await addToBag(shopper.token, created._id);
    const response = await as('POST', `/products/${created._id}/mark-sold`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('sold');
    expect(await bagIds(shopper.token)).not.toContain(created._id);
    expect(await listed(created.title)).toEqual([]);
    expect(await homeIds()).not.toContain(created._id);
    expect((await storefront('GET', `/product/${created._id}`)).json().data.status).toBe('sold');
    const again = await as('POST', `/products/${created._id}/mark-sold`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: adminMessages.pieceAlreadySold });
  });

  it('refuses a reserved piece with 409 (an online payment is in flight) and changes nothing', async () => {
    const created = await create();
    await t.db.execute(
      sql`UPDATE products SET status = 'reserved', reserved_until = now() + interval '15 minutes' WHERE id = ${created._id}`,
    );
    const before = await snapshot();
    const response = await as('POST', `/products/${created._id}/mark-sold`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: adminMessages.pieceReserved });
    expect(await snapshot()).toEqual(before);
    expect((await as('POST', `/products/${crypto.randomUUID()}/mark-sold`)).statusCode).toBe(404);
  });
});

describe('archiving a piece', () => {
  it('withdraws an available piece from listings, home, its page and every bag', async () => {
    const created = await create();
    await addToBag(shopper.token, created._id);
    expect(await homeIds()).toContain(created._id);
    const response = await as('POST', `/products/${created._id}/archive`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('archived');
    expect(await listed(created.title)).toEqual([]);
    expect(await homeIds()).not.toContain(created._id);
    expect((await storefront('GET', `/product/${created._id}`)).statusCode).toBe(404);
    expect(await bagIds(shopper.token)).not.toContain(created._id);
    const readd = await storefront('POST', '/cart/add-product', { productId: created._id }, shopper.token);
    expect(readd.statusCode).toBe(404);
    const order = await storefront('POST', '/order/create', checkoutBody([created._id]), shopper.token);
    expect(order.statusCode).toBeGreaterThanOrEqual(400);
    expect(order.statusCode).toBeLessThan(500);
    expect((await as('POST', `/products/${created._id}/archive`)).statusCode).toBe(200);
  });

  it('archives a sold piece too, and refuses a reserved one with 409', async () => {
    const sold = await create();
    await as('POST', `/products/${sold._id}/mark-sold`);
    expect((await as('POST', `/products/${sold._id}/archive`)).json().data.status).toBe('archived');
    const reserved = await create();
    await t.db.execute(
      sql`UPDATE products SET status = 'reserved', reserved_until = now() + interval '15 minutes' WHERE id = ${reserved._id}`,
    );
    const before = await snapshot();
    const response = await as('POST', `/products/${reserved._id}/archive`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(adminMessages.pieceReserved);
    expect(await snapshot()).toEqual(before);
    expect((await as('POST', `/products/${crypto.randomUUID()}/archive`)).statusCode).toBe(404);
  });
});
