/**
 * The back office's tax documents (ADR 0030): the month's list (India time, by kind, paged); it and
 * the GSTR-1 zip (tax-gstr1.test.ts) are for admins only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REQUIRED_MESSAGE } from '#server/api/admin-guard.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { createTaxShop, type TaxShop } from './helpers/tax.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: TaxShop;
let shopperToken: string;
let chandigarhId: string;
let haryanaId: string;
/** This month in India time, YYYY-MM. */
const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp({ ...UNCAPPED_SHOPPER });
  const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  shopperToken = shopper.token;
  shop = await createTaxShop(t, admin.token, shopper.token);
  await storeSeller(t.db);
  await t.db.execute(sql`UPDATE categories SET hsn_code = '6214'`);
  chandigarhId = await shop.order([249_900, 300_000], 'Chandigarh', '160017');
  haryanaId = await shop.order([105_000], 'Haryana', '122001');
  for (const id of [chandigarhId, haryanaId]) expect((await shop.ship(id)).statusCode).toBe(200);
  const cancel = await adminCall(t.app, 'POST', `/admin/orders/${haryanaId}/cancel`, {
    token: admin.token,
    payload: { reason: 'Refused at the door' },
  });
  expect(cancel.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string | undefined = shop.adminToken) =>
  adminCall(t.app, 'GET', url, { token });

describe('GET /api/admin/tax-documents', () => {
  it('lists the month’s documents oldest first, with rupees', async () => {
    const response = await get(`/admin/tax-documents?month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ currentPage: 1, totalCount: 3, totalPage: 1 });
    expect(page.data.map((row: { kind: string }) => row.kind)).toEqual(['invoice', 'invoice', 'credit_note']);
    expect(page.data[0]).toMatchObject({
      orderId: chandigarhId,
      buyer: 'Harleen Kaur',
      placeOfSupply: '04-Chandigarh',
      taxable: 4922.38,
      cgst: 288.31,
      sgst: 0,
      utgst: 288.31,
      igst: 0,
      total: 5499,
    });
    expect(page.data[2]).toMatchObject({
      orderId: haryanaId,
      placeOfSupply: '06-Haryana',
      igst: 50,
      total: 1050,
    });
  });

  it('filters by kind and pages', async () => {
    const notes = (await get(`/admin/tax-documents?month=${month}&kind=credit_note`)).json().data;
    expect(notes.totalCount).toBe(1);
    const second = (await get(`/admin/tax-documents?month=${month}&perPage=2&page=2`)).json().data;
    expect(second).toMatchObject({ currentPage: 2, perPage: 2, totalCount: 3, totalPage: 2 });
    expect(second.data).toHaveLength(1);
    const empty = (await get('/admin/tax-documents?month=2020-01')).json().data;
    expect(empty.totalCount).toBe(0);
    // No month: this month in India time.
    expect((await get('/admin/tax-documents')).json().data.totalCount).toBe(3);
  });

  it('refuses a malformed month or kind with 400', async () => {
    for (const query of [
      '?month=2026-13',
      '?month=26-11',
      `?month=${month}&kind=receipt`,
      `?month=${'9'.repeat(5000)}`,
    ]) {
      const response = await get(`/admin/tax-documents${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('admins only', () => {
  it.each(['/admin/tax-documents?month=2026-11', '/admin/tax-documents/gstr1.zip?month=2026-11'])(
    '%s: 401 anonymous, 403 a shopper',
    async (url) => {
      expect((await adminCall(t.app, 'GET', url)).statusCode).toBe(401);
      const shopper = await adminCall(t.app, 'GET', url, { token: shopperToken });
      expect(shopper.statusCode).toBe(403);
      expect(shopper.json().message).toBe(ADMIN_REQUIRED_MESSAGE);
    },
  );
});
