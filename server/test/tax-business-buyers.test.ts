/**
 * Business buyers (ADR 0058): the business name required beside a GSTIN and kept on the order and
 * the saved address; the tax invoice billed to the business in its GSTIN's state (IGST Act
 * s.10(1)(b), bill-to/ship-to) with the delivery printed as "Shipped to"; no 0 % line on a tax
 * invoice.
 */
import { gstinCheckCharacter, messages } from '@shahi/contract';
import { billToShipToNote, billToStateOf, type GstRateRule } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxDocumentSnapshot } from '#server/modules/tax/document.ts';
import { buildSaleSnapshot, placeOfSupplyCode } from '#server/modules/tax/snapshot.ts';
import { addresses, orders, taxDocuments } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { call, checkoutBody } from './helpers/shop.ts';
import { createTaxShop, type TaxShop } from './helpers/tax.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

/** A valid GSTIN from its first 14 characters. */
const gstinOf = (first14: string) => first14 + gstinCheckCharacter(first14);
const PUNJAB_GSTIN = gstinOf('03AAFCK5678M1Z');
const CHANDIGARH_GSTIN = gstinOf('04AAFCK5678M1Z');
const BUSINESS = 'Kaur Textiles Private Limited';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: TaxShop;
let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;

beforeAll(async () => {
  t = await createTestApp({ ...UNCAPPED_SHOPPER });
  const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  shop = await createTaxShop(t, admin.token, shopper.token);
  await storeSeller(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** `count` pieces on sale, priced ₹999.00 each (5 % under the apparel rule). */
async function freshPieces(count: number): Promise<string[]> {
  const { rows } = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM products WHERE status = 'available' ORDER BY random() LIMIT ${count}`,
  );
  for (const row of rows)
    await t.db.execute(sql`UPDATE products SET price_paise = 99900 WHERE id = ${row.id}`);
  return rows.map((row) => row.id);
}

/** Places a COD order delivered in Chandigarh with `address` fields over the test address. */
async function placeOrder(address: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const body = checkoutBody(await freshPieces(1), extra);
  Object.assign(body.addressDetails, { state: 'Chandigarh', zip: '160017', city: 'Chandigarh' }, address);
  return call(t.app, 'POST', '/order/create', shopper.token, body);
}

const saleDocumentOf = async (orderId: string) => {
  const [row] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  return row?.snapshot as TaxDocumentSnapshot | undefined;
};

describe('the business name beside a GSTIN', () => {
  it('is required with a GSTIN: 400 naming it, no order placed', async () => {
    const before = await t.db.$count(orders);
    const response = await placeOrder({ gstin: PUNJAB_GSTIN, businessName: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(messages.businessNameRequired);
    expect(messages.businessNameRequired).toBe('Enter the business name as on the GST certificate');
    expect(await t.db.$count(orders)).toBe(before);
  });

  it('is kept, trimmed, on the order, its answer and the saved address', async () => {
    const response = await placeOrder(
      { gstin: PUNJAB_GSTIN.toLowerCase(), businessName: `  ${BUSINESS} ` },
      { saveAddress: true },
    );
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json().order;
    expect(answer.addressDetails).toMatchObject({ gstin: PUNJAB_GSTIN, businessName: BUSINESS });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, answer._id));
    expect(row?.shipBusinessName).toBe(BUSINESS);
    const saved = await t.db.select().from(addresses).where(eq(addresses.gstin, PUNJAB_GSTIN));
    expect(saved.map((address) => address.businessName)).toContain(BUSINESS);
  });

  it('is ignored without a GSTIN', async () => {
    const response = await placeOrder({ gstin: '', businessName: BUSINESS });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json().order;
    expect(answer.addressDetails.businessName).toBe('');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, answer._id));
    expect(row?.shipBusinessName).toBe('');
  });

  it('is too long past 100 characters', async () => {
    const response = await placeOrder({ gstin: PUNJAB_GSTIN, businessName: 'K'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(messages.textTooLong);
  });
});

describe('the tax invoice of a business buyer', () => {
  it('a Punjab GSTIN shipped to Chandigarh: IGST, place of supply 03, billed to the business, shipped to the address', async () => {
    const placed = await placeOrder({ gstin: PUNJAB_GSTIN, businessName: BUSINESS });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().order._id;
    const shipped = await shop.ship(id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const snapshot = await saleDocumentOf(id);
    expect(snapshot?.kind).toBe('invoice');
    expect(snapshot?.split).toBe('igst');
    expect(snapshot?.placeOfSupply).toEqual({ stateName: 'Punjab', stateCode: '03' });
    // ₹999.00 at 5 %: taxable 951.43, IGST 47.57.
    expect(
      snapshot?.lines.map((line) => [line.rateBp, line.taxablePaise, line.igstPaise, line.cgstPaise]),
    ).toEqual([[500, 95_143, 4_757, 0]]);
    expect(snapshot?.buyer).toMatchObject({
      name: BUSINESS,
      businessName: BUSINESS,
      gstin: PUNJAB_GSTIN,
      stateName: 'Punjab',
      stateCode: '03',
      addressLines: [],
      pinCode: '',
    });
    expect(snapshot?.shipTo).toMatchObject({
      stateCode: '04',
      stateName: 'Chandigarh',
      pinCode: '160017',
      gstin: '',
    });
    expect(snapshot?.shipTo?.addressLines.at(-1)).toBe('Chandigarh');
  });

  it('a Chandigarh GSTIN to Chandigarh: CGST + UTGST, place of supply 04, the business at the delivery address', async () => {
    const placed = await placeOrder({ gstin: CHANDIGARH_GSTIN, businessName: BUSINESS });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().order._id;
    expect((await shop.ship(id)).statusCode).toBe(200);
    const snapshot = await saleDocumentOf(id);
    expect(snapshot?.split).toBe('cgst_utgst');
    expect(snapshot?.placeOfSupply.stateCode).toBe('04');
    expect(snapshot?.lines[0]).toMatchObject({
      taxablePaise: 95_142,
      cgstPaise: 2_379,
      utgstPaise: 2_379,
      igstPaise: 0,
    });
    expect(snapshot?.buyer).toMatchObject({
      name: BUSINESS,
      businessName: BUSINESS,
      gstin: CHANDIGARH_GSTIN,
    });
    expect(snapshot?.buyer.addressLines).toEqual(snapshot?.shipTo?.addressLines);
    expect(snapshot?.buyer.pinCode).toBe('160017');
  });

  it('a consumer: billed and shipped to the same person, no "Shipped to"', async () => {
    const placed = await placeOrder({ gstin: '' });
    const id = placed.json().order._id;
    expect((await shop.ship(id)).statusCode).toBe(200);
    const snapshot = await saleDocumentOf(id);
    expect(snapshot?.shipTo).toBeUndefined();
    expect(snapshot?.buyer.businessName).toBeUndefined();
    expect(snapshot?.buyer.gstin).toBe('');
  });
});

describe('place of supply and the 0 % guard (pure)', () => {
  const order = {
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    shipFirstName: 'Meera',
    shipLastName: 'Kaur',
    shipPhone: '9876543210',
    shipAddress: '12 Mall Road',
    shipCity: 'Chandigarh',
    shipState: 'Chandigarh',
    shipStateCode: '04',
    shipZip: '160017',
    shipGstin: '',
    shipBusinessName: '',
    eWayBillNumber: null,
  };

  it('is the GSTIN state when one is given, else the delivery state', () => {
    expect(placeOfSupplyCode(order)).toBe('04');
    expect(placeOfSupplyCode({ ...order, shipGstin: PUNJAB_GSTIN })).toBe('03');
    expect(billToStateOf(PUNJAB_GSTIN, 'Chandigarh')).toEqual({ code: '03', name: 'Punjab' });
    expect(billToStateOf(CHANDIGARH_GSTIN, 'Chandigarh')).toBeUndefined();
    expect(billToShipToNote('Punjab')).toBe(
      'Your invoice will show Punjab as the place of supply (billed to your business, shipped to this address)',
    );
  });

  it('refuses a 0 % line on a tax invoice with 409 ZERO_RATE_LINE', async () => {
    const seller = await storeSeller(t.db);
    const zero: GstRateRule = {
      id: 'zero',
      hsnPrefix: '5007',
      handmadeOnly: false,
      rateBp: 0,
      thresholdPaise: null,
      rateAboveBp: null,
      effectiveFrom: '2020-01-01',
      source: 'test',
      description: 'test',
    };
    const line = {
      title: 'Silk fabric',
      pricePaise: 99_900,
      hsnCode: '5007',
      gstRateBp: null,
      categoryHsnCode: '5007',
      categoryGstRateBp: null,
      handmade: false,
      netQuantity: '1 piece',
    };
    const build = () =>
      buildSaleSnapshot({ seller, order, lines: [line], rules: [zero], number: '', issuedAt: new Date() });
    expect(build).toThrow(/Silk fabric has a GST rate of 0 %/);
    try {
      build();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 409, code: 'ZERO_RATE_LINE' });
    }
  });
});
