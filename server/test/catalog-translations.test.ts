/**
 * The owner's Hindi and Punjabi words (ADR 0065): the back office saves a piece's title and
 * description and a category's name in `translations`, blank texts dropped, too long refused with a
 * 400 that changes nothing; every storefront answer (list, product page, home rows, categories,
 * sold archive) carries them, and carries no `translations` key where there are none.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Category, CategoryWithProducts, Product } from '@shahi/contract';
import type { AdminCategory, AdminProduct } from '@shahi/contract/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string; userId: string };
let categoryId: string;

const IMAGE = 'uploads/translated.webp';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  await mkdir(path.join(t.env.IMAGE_DIR, 'uploads'), { recursive: true });
  await writeFile(path.join(t.env.IMAGE_DIR, IMAGE), 'RIFF-webp-bytes');
  const { rows } = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM categories WHERE active ORDER BY position LIMIT 1`,
  );
  categoryId = rows[0]?.id as string;
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  adminCall(t.app, method, `/admin${url}`, { token: admin.token, payload });

const HINDI = { title: 'हाथ से कढ़ा फुलकारी दुपट्टा', description: 'हाथ की कढ़ाई$शुद्ध सूती' };
const PUNJABI = { title: 'ਹੱਥ ਨਾਲ ਕੱਢਿਆ ਫੁਲਕਾਰੀ ਦੁਪੱਟਾ', description: 'ਹੱਥ ਦੀ ਕਢਾਈ$ਸ਼ੁੱਧ ਸੂਤੀ' };

let sequence = 0;
/** A valid piece (paise) with a title no other test uses; `overrides` win. */
function piece(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `Translated dupatta ${sequence} qwv`,
    pricePaise: 450_000,
    description: 'Hand-embroidered$Pure cotton',
    categoryId,
    images: [IMAGE],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<AdminProduct> {
  const response = await as('POST', '/products', piece(overrides));
  if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
  return response.json().data;
}

/** The piece `id` as each storefront answer shows it: listing (found by title), product page, home row. */
async function storefrontViews(id: string, title: string) {
  const list = await adminCall(t.app, 'POST', '/product-list', { payload: { search: title, perPage: 48 } });
  const page = await adminCall(t.app, 'GET', `/product/${id}`);
  const home = await adminCall(t.app, 'GET', '/product-list-by-category');
  for (const response of [list, page, home]) expect(response.statusCode).toBe(200);
  const rows: CategoryWithProducts[] = home.json().data;
  return {
    listed: (list.json().data.data as Product[]).find((product) => product._id === id),
    page: page.json().data as Product,
    homeRow: rows.flatMap((row) => row.products).find((product) => product._id === id),
  };
}

/** Every row of the catalogue tables, to prove a refused call changed nothing. */
async function snapshot() {
  const [products, categories] = await Promise.all([
    t.db.execute(sql`SELECT * FROM products ORDER BY id`),
    t.db.execute(sql`SELECT * FROM categories ORDER BY id`),
  ]);
  return [products.rows, categories.rows];
}

describe('a piece in Hindi and Punjabi', () => {
  it('saves the owner’s words, drops blank ones, and every storefront answer carries them', async () => {
    const created = await create({
      translations: {
        hi: { ...HINDI, title: `  ${HINDI.title}  ` },
        pa: { title: PUNJABI.title, description: '   ' },
      },
    });
    const expected = { hi: HINDI, pa: { title: PUNJABI.title } };
    expect(created.translations).toEqual(expected);
    const { rows } = await t.db.execute<{ translations: unknown }>(
      sql`SELECT translations FROM products WHERE id = ${created._id}`,
    );
    expect(rows[0]?.translations).toEqual(expected);

    const views = await storefrontViews(created._id, created.title);
    expect(views.listed?.translations).toEqual(expected);
    expect(views.page.translations).toEqual(expected);
    expect(views.homeRow?.translations).toEqual(expected);
    // The English stays the piece's own fields.
    expect(views.page).toMatchObject({ title: created.title, description: 'Hand-embroidered$Pure cotton' });

    expect((await as('POST', `/products/${created._id}/mark-sold`)).statusCode).toBe(200);
    const sold = await adminCall(t.app, 'POST', '/sold-list', { payload: { perPage: 48 } });
    const soldPiece = (sold.json().data.data as Product[]).find((product) => product._id === created._id);
    expect(soldPiece?.translations).toEqual(expected);
  });

  it('answers without a translations key when the owner added none, or only blanks', async () => {
    const plain = await create();
    const blank = await create({ translations: { hi: { title: ' ', description: '' }, pa: {} } });
    for (const created of [plain, blank]) {
      expect(created.translations).toEqual({});
      const views = await storefrontViews(created._id, created.title);
      for (const product of [views.listed, views.page, views.homeRow]) {
        expect(product).toBeDefined();
        expect(product).not.toHaveProperty('translations');
      }
    }
  });

  it('keeps the words on an edit that does not send them, replaces them on one that does', async () => {
    const created = await create({ translations: { hi: { title: HINDI.title } } });
    const unchanged = piece({ title: created.title });
    const kept = await as('PUT', `/products/${created._id}`, { ...unchanged, pricePaise: 460_000 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.translations).toEqual({ hi: { title: HINDI.title } });

    const replaced = await as('PUT', `/products/${created._id}`, {
      ...unchanged,
      translations: { pa: { description: PUNJABI.description } },
    });
    expect(replaced.json().data.translations).toEqual({ pa: { description: PUNJABI.description } });
    expect((await storefrontViews(created._id, created.title)).page.translations).toEqual({
      pa: { description: PUNJABI.description },
    });

    const cleared = await as('PUT', `/products/${created._id}`, { ...unchanged, translations: {} });
    expect(cleared.json().data.translations).toEqual({});
    expect((await storefrontViews(created._id, created.title)).page).not.toHaveProperty('translations');
  });

  it('copies the words onto a duplicate', async () => {
    const created = await create({ translations: { hi: HINDI } });
    const copy = await as('POST', `/products/${created._id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data.translations).toEqual({ hi: HINDI });
  });

  it.each([
    [
      'a Hindi title over 200 characters',
      { hi: { title: 'क'.repeat(201) } },
      'Hindi title must be at most 200 characters',
    ],
    [
      'a Punjabi description over 5000 characters',
      { pa: { description: 'ਕ'.repeat(5_001) } },
      'Punjabi description must be at most 5000 characters',
    ],
    ['a title that is not text', { hi: { title: 7 } }, 'Hindi title must be text'],
    ['a language that is not an object', { pa: 'ਫੁਲਕਾਰੀ' }, 'Punjabi words must be an object'],
    ['translations that are not an object', 'हिंदी', 'translations must be an object'],
  ])('refuses %s with a 400 that changes nothing', async (_case, translations, message) => {
    const existing = await create({ translations: { hi: HINDI } });
    const before = await snapshot();
    const created = await as('POST', '/products', piece({ translations }));
    const edited = await as(
      'PUT',
      `/products/${existing._id}`,
      piece({ title: existing.title, translations }),
    );
    for (const response of [created, edited]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('accepts a title of exactly 200 characters', async () => {
    const created = await create({ translations: { hi: { title: 'क'.repeat(200) } } });
    expect(created.translations?.hi?.title).toHaveLength(200);
  });
});

describe('a category in Hindi and Punjabi', () => {
  const activeCategory = async (): Promise<Category | undefined> => {
    const response = await adminCall(t.app, 'POST', '/category/active', { payload: {} });
    expect(response.statusCode).toBe(200);
    return (response.json().data as Category[]).find((category) => category._id === categoryId);
  };

  it('saves the names, drops blank ones, and the storefront’s categories, home rows and pieces carry them', async () => {
    expect(await activeCategory()).not.toHaveProperty('translations');
    const named = { hi: { name: 'फुलकारी' }, pa: { name: 'ਫੁਲਕਾਰੀ' } };
    const response = await as('PATCH', `/categories/${categoryId}`, {
      translations: { ...named, pa: { ...named.pa, categoryName: '  ' } },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json().data as AdminCategory).translations).toEqual(named);

    expect((await activeCategory())?.translations).toEqual(named);
    const home = await adminCall(t.app, 'GET', '/product-list-by-category');
    const row = (home.json().data as CategoryWithProducts[]).find((entry) => entry._id === categoryId);
    expect(row?.translations).toEqual(named);
    const created = await create();
    const views = await storefrontViews(created._id, created.title);
    for (const product of [views.listed, views.page, views.homeRow])
      expect(product?.category).toEqual({ _id: categoryId, name: expect.any(String), translations: named });
    // The category's words are its own: the piece still has none.
    expect(views.page).not.toHaveProperty('translations');

    const cleared = await as('PATCH', `/categories/${categoryId}`, { translations: {} });
    expect(cleared.json().data.translations).toEqual({});
    expect(await activeCategory()).not.toHaveProperty('translations');
    expect((await storefrontViews(created._id, created.title)).page.category).not.toHaveProperty(
      'translations',
    );
  });

  it('creates a category with a Hindi name, and lists it in the back office', async () => {
    const response = await as('POST', '/categories', {
      name: 'Juttis qwv',
      categoryName: 'Punjabi juttis qwv',
      hsnCode: '6403',
      translations: { hi: { name: 'जूतियाँ', categoryName: 'पंजाबी जूतियाँ' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const listed = await as('GET', '/categories');
    const category = (listed.json().data as AdminCategory[]).find((entry) => entry.name === 'Juttis qwv');
    expect(category?.translations).toEqual({ hi: { name: 'जूतियाँ', categoryName: 'पंजाबी जूतियाँ' } });
  });

  it('refuses a Punjabi name over 60 characters with a 400 that changes nothing', async () => {
    const before = await snapshot();
    const response = await as('PATCH', `/categories/${categoryId}`, {
      translations: { pa: { name: 'ਕ'.repeat(61) } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Punjabi name must be at most 60 characters' });
    expect(await snapshot()).toEqual(before);
  });
});
