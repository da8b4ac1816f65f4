/**
 * Listing declarations and per-piece GST facts (ADR 0034, ADR 0055): the back office stores and
 * returns every field (the handmade declaration too), refuses bad ones without changing anything
 * (a rate off 3/5/18 %, 3 % outside chapter 71, no HSN code while the shop is registered), and the
 * storefront's product answers carry the declarations with their fallbacks (generic name → category
 * name, MRP → price).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { indiaDate } from '@shahi/contract';
import {
  type AdminProduct,
  adminMessages,
  declarationMessages,
  resolveGstRate,
} from '@shahi/contract/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRateRules } from '#server/modules/tax/rate-rules.ts';
import { demoCategories } from '#server/seed/demo-products.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let categoryId: string;
let categoryName: string;

const IMAGE = 'uploads/decl.webp';

beforeAll(async () => {
  t = await createTestApp();
  token = (await createAdmin(t.app, t.pool, t.env.DATA_DIR)).token;
  await mkdir(path.join(t.env.IMAGE_DIR, 'uploads'), { recursive: true });
  await writeFile(path.join(t.env.IMAGE_DIR, IMAGE), 'RIFF-webp-bytes');
  const { rows } = await t.db.execute<{ id: string; name: string }>(
    sql`SELECT id, name FROM categories WHERE active ORDER BY position LIMIT 1`,
  );
  categoryId = rows[0]?.id as string;
  categoryName = rows[0]?.name as string;
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  adminCall(t.app, method, url, { token, payload });

let sequence = 0;
function piece(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `Declared phulkari no. ${sequence}`,
    pricePaise: 245_000,
    mrpPaise: 300_000,
    categoryId,
    images: [IMAGE],
    ...overrides,
  };
}

const declared = {
  hsnCode: '62141010',
  gstRate: 18,
  handmade: true,
  makerName: 'Kaur Looms',
  makerAddress: 'Tripuri Town, Patiala, Punjab 147001',
  countryOfOrigin: 'India',
  genericName: 'Phulkari dupatta',
  netQuantity: '1 piece',
  dimensions: '2.5 m × 1.2 m',
};

async function tables() {
  const [products, categories] = await Promise.all([
    t.db.execute(sql`SELECT * FROM products ORDER BY id`),
    t.db.execute(sql`SELECT * FROM categories ORDER BY id`),
  ]);
  return [products.rows, categories.rows];
}

describe('the back office', () => {
  it('stores and returns every declaration on create and update', async () => {
    const created = await as('POST', '/admin/products', piece(declared));
    expect(created.statusCode).toBe(201);
    const product: AdminProduct = created.json().data;
    expect(product).toMatchObject(declared);
    const { rows } = await t.db.execute<{ hsn_code: string; gst_rate_bp: number }>(
      sql`SELECT hsn_code, gst_rate_bp FROM products WHERE id = ${product._id}`,
    );
    expect(rows[0]).toEqual({ hsn_code: '62141010', gst_rate_bp: 1800 });

    const changed = {
      hsnCode: '6214',
      gstRate: 5,
      handmade: false,
      makerName: '',
      makerAddress: '',
      countryOfOrigin: 'Nepal',
      genericName: 'Stole',
      netQuantity: '2 pieces',
      dimensions: 'Size M',
    };
    const updated = await as('PUT', `/admin/products/${product._id}`, piece({ ...changed }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject(changed);
    expect((await as('GET', `/admin/products/${product._id}`)).json().data).toMatchObject(changed);
  });

  it('stores an empty HSN code and no rate as the category’s (null)', async () => {
    const product: AdminProduct = (await as('POST', '/admin/products', piece())).json().data;
    expect(product).toMatchObject({
      hsnCode: '',
      gstRate: null,
      handmade: false,
      countryOfOrigin: 'India',
      netQuantity: '1 piece',
    });
    const { rows } = await t.db.execute(
      sql`SELECT hsn_code, gst_rate_bp FROM products WHERE id = ${product._id}`,
    );
    expect(rows[0]).toEqual({ hsn_code: null, gst_rate_bp: null });
  });

  it('duplicates the declarations with the piece', async () => {
    const source: AdminProduct = (await as('POST', '/admin/products', piece(declared))).json().data;
    const copy = await as('POST', `/admin/products/${source._id}/duplicate`);
    expect(copy.json().data).toMatchObject(declared);
  });

  it.each([
    ['a 5-digit HSN code', { hsnCode: '62141' }, declarationMessages.hsnShape],
    ['an HSN code with letters', { hsnCode: '62AB' }, declarationMessages.hsnShape],
    ['a rate off the list', { gstRate: 7 }, declarationMessages.gstRate],
    ['the abolished 12 %', { gstRate: 12 }, declarationMessages.gstRate],
    ['0 %', { gstRate: 0 }, declarationMessages.gstRate],
    ['3 % outside chapter 71', { gstRate: 3 }, declarationMessages.jewelleryRate],
    ['a handmade declaration as text', { handmade: 'yes' }, declarationMessages.handmade],
    ['a rate as text', { gstRate: '5' }, declarationMessages.gstRate],
    ['a price above the MRP', { pricePaise: 300_001 }, declarationMessages.priceAboveMrp],
    [
      'a maker without address',
      { makerName: 'Kaur Looms', makerAddress: '' },
      declarationMessages.makerIncomplete,
    ],
    ['a long country', { countryOfOrigin: 'x'.repeat(61) }, 'countryOfOrigin must be at most 60 characters'],
  ])('refuses %s with 400 on create and update, changing nothing', async (_label, overrides, message) => {
    const existing: AdminProduct = (await as('POST', '/admin/products', piece(declared))).json().data;
    const before = await tables();
    const created = await as('POST', '/admin/products', piece(overrides));
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(message);
    const updated = await as('PUT', `/admin/products/${existing._id}`, piece({ ...declared, ...overrides }));
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toBe(message);
    expect(await tables()).toEqual(before);
  });

  it('keeps the old wording key for the MRP rule', () => {
    expect(adminMessages.mrpBelowPrice).toBe('The price cannot be above the MRP');
  });

  it('sets and returns a category’s HSN code and default rate; refuses bad ones', async () => {
    const created = await as('POST', '/admin/categories', {
      name: 'Decl test',
      categoryName: 'Declaration test',
      hsnCode: '6304',
      gstRate: 5,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id;
    expect(created.json().data).toMatchObject({ hsnCode: '6304', gstRate: 5 });
    const edited = await as('PATCH', `/admin/categories/${id}`, { hsnCode: '7113', gstRate: 3 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ hsnCode: '7113', gstRate: 3 });
    const before = await tables();
    for (const [body, message] of [
      [{ hsnCode: '630' }, declarationMessages.hsnShape],
      [{ gstRate: 40 }, declarationMessages.gstRate],
      [{ hsnCode: '', gstRate: null }, declarationMessages.categoryHsnRequired],
      // The stored 3 % stays, so a code outside chapter 71 is refused.
      [{ hsnCode: '6304' }, declarationMessages.jewelleryRate],
    ] as const) {
      const refused = await as('PATCH', `/admin/categories/${id}`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await tables()).toEqual(before);
  });

  it('while registered, asks for an HSN code on the piece or its category; unregistered, does not', async () => {
    const before = await tables();
    const noCode = await as('POST', '/admin/categories', { name: 'No code', categoryName: 'No code' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(declarationMessages.categoryHsnRequired);
    expect(await tables()).toEqual(before);
    await storeSeller(t.db, { gstMode: 'unregistered', gstin: '' });
    let bare: string;
    try {
      const created = await as('POST', '/admin/categories', { name: 'Bare', categoryName: 'Bare' });
      expect(created.statusCode).toBe(201);
      bare = created.json().data._id;
      expect((await as('POST', '/admin/products', piece({ categoryId: bare }))).statusCode).toBe(201);
    } finally {
      await storeSeller(t.db);
    }
    const refused = await as('POST', '/admin/products', piece({ categoryId: bare }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(declarationMessages.hsnRequired);
    const ownCode = await as('POST', '/admin/products', piece({ categoryId: bare, hsnCode: '6214' }));
    expect(ownCode.statusCode).toBe(201);
  });
});

describe('the storefront', () => {
  it('answers the declarations as given', async () => {
    const product: AdminProduct = (await as('POST', '/admin/products', piece(declared))).json().data;
    const page = await adminCall(t.app, 'GET', `/product/${product._id}`);
    // The storefront shows the maker's declarations and the MRP in rupees, not the tax fields.
    const { hsnCode: _hsn, gstRate: _rate, ...shown } = declared;
    expect(page.json().data.declarations).toEqual({ ...shown, mrp: 3000, handmade: true });
  });

  it('falls back to the category’s name and, without an MRP, to the price', async () => {
    const product: AdminProduct = (
      await as('POST', '/admin/products', piece({ mrpPaise: null, title: 'Fallback zqvx piece' }))
    ).json().data;
    const page = await adminCall(t.app, 'GET', `/product/${product._id}`);
    expect(page.json().data.mrp).toBeNull();
    expect(page.json().data.declarations).toMatchObject({
      makerName: '',
      makerAddress: '',
      genericName: categoryName,
      mrp: 2450,
    });
    const listing = await adminCall(t.app, 'POST', '/product-list', { payload: { search: product.title } });
    expect(listing.json().data.data[0].declarations.genericName).toBe(categoryName);
  });
});

describe('the cached listing', () => {
  it('shows a renamed category’s name as the generic name at once', async () => {
    const category = await as('POST', '/admin/categories', {
      name: 'Odhanis',
      categoryName: 'Odhanis',
      hsnCode: '6214',
    });
    const id = category.json().data._id;
    const body = piece({ categoryId: id, title: 'Cache zqvy odhani' });
    expect((await as('POST', '/admin/products', body)).statusCode).toBe(201);
    const genericName = async () =>
      (await adminCall(t.app, 'POST', '/product-list', { payload: { search: 'zqvy' } })).json().data.data[0]
        .declarations.genericName;
    expect(await genericName()).toBe('Odhanis');
    expect((await as('PATCH', `/admin/categories/${id}`, { name: 'Chunnis' })).statusCode).toBe(200);
    expect(await genericName()).toBe('Chunnis');
  });
});

describe('the demo seed', () => {
  it('gives every category an HSN code, and handicraft décor a fallback 5 %', async () => {
    const { rows } = await t.db.execute<{ name: string; hsn_code: string; gst_rate_bp: number | null }>(
      sql`SELECT name, hsn_code, gst_rate_bp FROM categories WHERE position < 7`,
    );
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(row.hsn_code, row.name).toMatch(/^\d{4}$/);
    expect(rows.find((row) => row.name === 'Handcrafted Décor')?.gst_rate_bp).toBe(500);
    expect(rows.find((row) => row.name === 'Phulkari Dupattas')).toMatchObject({
      hsn_code: '6214',
      gst_rate_bp: null,
    });
    for (const row of rows) expect([null, 300, 500, 1800], row.name).toContain(row.gst_rate_bp);
  });

  it('declares phulkari, shawls, rugs and décor handmade, with their handicraft HSN codes', async () => {
    const { rows } = await t.db.execute<{
      title: string;
      hsn: string;
      handmade: boolean;
      net_quantity: string;
    }>(
      sql`SELECT p.title, coalesce(p.hsn_code, c.hsn_code) AS hsn, p.handmade, p.net_quantity
          FROM products p JOIN categories c ON c.id = p.category_id`,
    );
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    expect(byTitle.get('Bagh Phulkari Dupatta in Marigold Silk')).toMatchObject({
      hsn: '6214',
      handmade: true,
    });
    expect(byTitle.get('Pashmina Shawl with Jaal Embroidery')).toMatchObject({ hsn: '6214', handmade: true });
    expect(byTitle.get('Durrie Floor Rug with Chevrons')).toMatchObject({ hsn: '5702', handmade: true });
    expect(byTitle.get('Embroidered Potli Gift Set')).toMatchObject({
      hsn: '4202',
      handmade: true,
      net_quantity: 'set of 3',
    });
    expect(byTitle.get('Phulkari-Framed Mirror')).toMatchObject({ hsn: '7009', handmade: true });
    for (const row of rows.filter((row) => /^6[12]/.test(row.hsn) && /kurta|suit/i.test(row.title))) {
      expect(row.handmade, row.title).toBe(false);
    }
  });

  it('gives every demo piece a GST rate from the rate table today', async () => {
    const rules = await loadRateRules(t.db);
    const { rows } = await t.db.execute<{
      title: string;
      hsn: string;
      handmade: boolean;
      price_paise: number;
      piece_rate: number | null;
      category_rate: number | null;
    }>(
      sql`SELECT p.title, coalesce(p.hsn_code, c.hsn_code) AS hsn, p.handmade, p.price_paise,
                 p.gst_rate_bp AS piece_rate, c.gst_rate_bp AS category_rate
          FROM products p JOIN categories c ON c.id = p.category_id WHERE c.position < 7`,
    );
    const today = indiaDate(new Date());
    const demoTitles = new Set(demoCategories.flatMap((category) => category.pieces.map(([title]) => title)));
    const demoRows = rows.filter((row) => demoTitles.has(row.title));
    expect(demoRows).toHaveLength(demoTitles.size);
    for (const row of demoRows) {
      const facts = {
        pieceRateBp: row.piece_rate,
        categoryRateBp: row.category_rate,
        hsnCode: row.hsn,
        handmade: row.handmade,
      };
      const decision = resolveGstRate(rules, facts, row.price_paise, today);
      expect(decision?.rule.kind, row.title).toBe('table');
      expect([300, 500, 1800], row.title).toContain(decision?.rateBp);
    }
  });

  it('declares the demo pieces’ generic name and size', async () => {
    const { rows } = await t.db.execute<{ generic_name: string; dimensions: string; net_quantity: string }>(
      sql`SELECT generic_name, dimensions, net_quantity FROM products
          WHERE title = 'Bagh Phulkari Dupatta in Marigold Silk'`,
    );
    expect(rows[0]).toEqual({
      generic_name: 'Phulkari dupatta',
      dimensions: '2.5 m × 1.2 m',
      net_quantity: '1 piece',
    });
  });
});
