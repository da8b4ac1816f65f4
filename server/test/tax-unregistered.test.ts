/**
 * A seller not registered under GST, told truthfully (ADR 0058): its "Invoice / Cash memo" charging
 * no GST, the handicraft note only on an inter-state supply of handmade pieces; checkout sending out
 * of its state only pieces declared handmade (CGST Act s.24(i), Notification 3/2018-IT), cash on
 * delivery and online alike, changing nothing when it refuses; and the financial year's turnover
 * against the registration threshold (s.22).
 */
import { gstinCheckCharacter } from '@shahi/contract';
import { notHandicraftMessage } from '@shahi/contract/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSaleSnapshot,
  HANDICRAFT_NOTE,
  type OrderForDocument,
  UNREGISTERED_NOTE,
  UNREGISTERED_TITLE,
} from '#server/modules/tax/snapshot.ts';
import { cartLines, orders, products, taxDocuments } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { call, checkoutBody } from './helpers/shop.ts';
import { createTaxShop, type TaxShop } from './helpers/tax.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

const PUNJAB = { state: 'Punjab', zip: '141001', city: 'Ludhiana' };
const CHANDIGARH = { state: 'Chandigarh', zip: '160017', city: 'Chandigarh' };
const PUNJAB_GSTIN = `03AAFCK5678M1Z${gstinCheckCharacter('03AAFCK5678M1Z')}`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: TaxShop;
let adminToken: string;
let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;

beforeAll(async () => {
  t = await createTestApp({ ...UNCAPPED_SHOPPER });
  const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  adminToken = admin.token;
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  shop = await createTaxShop(t, admin.token, shopper.token);
  await storeSeller(t.db, { gstMode: 'unregistered', gstin: '' });
});
afterAll(async () => {
  await t?.close();
});

/** `count` pieces on sale at `pricePaise`, declared handmade or not. */
async function pieces(count: number, handmade: boolean, pricePaise = 150_000) {
  const { rows } = await t.db.execute<{ id: string; title: string }>(
    sql`SELECT id, title FROM products WHERE status = 'available' ORDER BY random() LIMIT ${count}`,
  );
  const ids = rows.map((row) => row.id);
  await t.db.update(products).set({ handmade, pricePaise }).where(inArray(products.id, ids));
  return rows;
}

/** Orders `ids` delivered to `place`, by cash on delivery unless told. */
function checkout(ids: string[], place: Record<string, string>, extra: Record<string, unknown> = {}) {
  const { addressDetails: address, ...body } = extra;
  const order = checkoutBody(ids, body);
  Object.assign(order.addressDetails, place, address);
  return call(t.app, 'POST', '/order/create', shopper.token, order);
}

const statusesOf = async (ids: string[]) =>
  (await t.db.select({ status: products.status }).from(products).where(inArray(products.id, ids))).map(
    (row) => row.status,
  );

describe('checkout out of the seller’s state', () => {
  it.each(['cod', 'online'])(
    '%s: refuses a piece not declared handmade with 409 NOT_HANDICRAFT naming it, changing nothing',
    async (paymentMethod) => {
      const [plain] = await pieces(1, false);
      const [handmade] = await pieces(1, true);
      if (!plain || !handmade) throw new Error('demo catalogue too small');
      await call(t.app, 'POST', '/cart/add-product', shopper.token, { productId: plain.id });
      const ordersBefore = await t.db.$count(orders);
      const response = await checkout([handmade.id, plain.id], PUNJAB, { paymentMethod, saveAddress: true });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'NOT_HANDICRAFT',
        message: `${plain.title} can be sent only within Chandigarh: our workshop is not registered for GST`,
      });
      expect(await t.db.$count(orders)).toBe(ordersBefore);
      expect(await statusesOf([plain.id, handmade.id])).toEqual(['available', 'available']);
      expect(await t.db.$count(cartLines, eq(cartLines.productId, plain.id))).toBe(1);
    },
  );

  it('names every refused piece', () => {
    expect(notHandicraftMessage(['Kurta', 'Suit', 'Stole'], 'Chandigarh')).toBe(
      'Kurta, Suit and Stole can be sent only within Chandigarh: our workshop is not registered for GST',
    );
  });

  it('refuses a piece billed to a GSTIN of another state though delivered in Chandigarh', async () => {
    const [plain] = await pieces(1, false);
    const response = await checkout([plain?.id ?? ''], CHANDIGARH, {
      addressDetails: { gstin: PUNJAB_GSTIN, businessName: 'Kaur Textiles' },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('NOT_HANDICRAFT');
  });

  it.each(['cod', 'online'])('%s: sends handmade pieces to Punjab', async (paymentMethod) => {
    const handmade = await pieces(2, true);
    const response = await checkout(
      handmade.map((piece) => piece.id),
      PUNJAB,
      { paymentMethod },
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('sends any piece within Chandigarh', async () => {
    const plain = await pieces(2, false);
    const response = await checkout(
      plain.map((piece) => piece.id),
      CHANDIGARH,
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses nothing for a registered seller', async () => {
    await storeSeller(t.db);
    try {
      const [plain] = await pieces(1, false);
      expect((await checkout([plain?.id ?? ''], PUNJAB)).statusCode).toBe(201);
    } finally {
      await storeSeller(t.db, { gstMode: 'unregistered', gstin: '' });
    }
  });
});

describe('the invoice / cash memo', () => {
  const order: OrderForDocument = {
    id: '00000000-0000-4000-8000-000000000002',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    shipFirstName: 'Meera',
    shipLastName: 'Kaur',
    shipPhone: '9876543210',
    shipAddress: '12 Mall Road',
    shipCity: 'Ludhiana',
    shipState: 'Punjab',
    shipStateCode: '03',
    shipZip: '141001',
    shipGstin: '',
    eWayBillNumber: '351234567890',
  };
  const line = (handmade: boolean) => ({
    title: 'Phulkari Dupatta',
    pricePaise: 150_000,
    hsnCode: '6214',
    gstRateBp: null,
    categoryHsnCode: '6214',
    categoryGstRateBp: null,
    handmade,
    netQuantity: '1 piece',
  });
  const build = async (lines: ReturnType<typeof line>[], place: Partial<OrderForDocument> = {}) => {
    const seller = await storeSeller(t.db, { gstMode: 'unregistered', gstin: '' });
    return buildSaleSnapshot({
      seller,
      order: { ...order, ...place },
      lines,
      rules: [],
      number: '',
      issuedAt: new Date(),
    });
  };

  it('is titled for a supplier not registered under GST and charges no GST', async () => {
    const snapshot = await build([line(true)]);
    expect(snapshot.kind).toBe('bill_of_supply');
    expect(snapshot.title).toBe(UNREGISTERED_TITLE);
    expect(snapshot.title).toBe('Invoice / Cash memo (supplier not registered under GST)');
    expect(snapshot.split).toBe('none');
    expect(snapshot.totals).toMatchObject({ taxablePaise: 150_000, igstPaise: 0, totalPaise: 150_000 });
    expect(UNREGISTERED_NOTE).toBe(
      'The supplier is not registered under GST; no GST is charged on this supply.',
    );
  });

  it('notes Notification 3/2018-IT and the e-way bill only on an inter-state supply of handmade pieces', async () => {
    expect((await build([line(true)])).notes).toEqual([
      UNREGISTERED_NOTE,
      HANDICRAFT_NOTE,
      'E-way bill number 351234567890',
    ]);
    expect(HANDICRAFT_NOTE).toContain('Notification 3/2018-Integrated Tax');
    expect((await build([line(true), line(false)])).notes).not.toContain(HANDICRAFT_NOTE);
    const local = { shipState: 'Chandigarh', shipStateCode: '04', shipZip: '160017', eWayBillNumber: null };
    expect((await build([line(true)], local)).notes).toEqual([UNREGISTERED_NOTE]);
  });
});

describe('the financial year’s turnover', () => {
  const turnover = async () => {
    const response = await adminCall(t.app, 'GET', '/admin/seller/turnover', { token: adminToken });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('adds the bills of supply, less their credit notes, against the threshold, warning from 80 %', async () => {
    const before = await turnover();
    expect(before).toMatchObject({
      financialYear: shop.financialYear,
      gstMode: 'unregistered',
      threshold: 2_000_000,
    });

    const kept = await shop.order([1_000_000], 'Chandigarh', '160017');
    const cancelled = await shop.order([250_000], 'Chandigarh', '160017');
    expect((await shop.ship(kept)).statusCode).toBe(200);
    expect((await shop.ship(cancelled)).statusCode).toBe(200);
    const cancel = await adminCall(t.app, 'POST', `/admin/orders/${cancelled}/cancel`, {
      token: adminToken,
      payload: { reason: 'Returned' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await turnover();
    // ₹10,000 kept; the ₹2,500 bill and its credit note cancel out.
    expect(after.turnover).toBe(before.turnover + 10_000);

    const figure = after.turnover as number;
    const at = async (thresholdRupees: number) => {
      await storeSeller(t.db, {
        gstMode: 'unregistered',
        gstin: '',
        registrationThresholdPaise: thresholdRupees * 100,
      });
      return turnover();
    };
    expect(await at(figure * 2)).toMatchObject({ level: 'ok', percent: 50, threshold: figure * 2 });
    expect(await at(figure)).toMatchObject({ level: 'near', percent: 100 });
    expect(await at(figure * 1.25)).toMatchObject({ level: 'near', percent: 80 });
    expect(await at(Math.floor(figure / 2))).toMatchObject({ level: 'over' });
    await storeSeller(t.db, { gstMode: 'unregistered', gstin: '' });
  });

  it('does not count tax invoices', async () => {
    const before = await turnover();
    const invoices = await t.db.$count(taxDocuments, eq(taxDocuments.kind, 'invoice'));
    await storeSeller(t.db);
    try {
      const id = await shop.order([99_900], 'Chandigarh', '160017');
      expect((await shop.ship(id)).statusCode).toBe(200);
      expect(await t.db.$count(taxDocuments, eq(taxDocuments.kind, 'invoice'))).toBe(invoices + 1);
      expect((await turnover()).turnover).toBe(before.turnover);
    } finally {
      await storeSeller(t.db, { gstMode: 'unregistered', gstin: '' });
    }
  });

  it('is 404 while no seller settings are stored', async () => {
    const unset = await createTestApp();
    try {
      const admin = await createAdmin(unset.app, unset.pool, unset.env.DATA_DIR);
      await unset.db.execute(sql`DELETE FROM seller_settings`);
      const response = await adminCall(unset.app, 'GET', '/admin/seller/turnover', { token: admin.token });
      expect(response.statusCode).toBe(404);
    } finally {
      await unset.close();
    }
  });
});
