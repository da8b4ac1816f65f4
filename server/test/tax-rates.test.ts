/**
 * GST rates as dated data (ADR 0055), through the real ship flow and its documents: the handicraft
 * entries for pieces declared handmade (a ₹10,000 phulkari and rugs at 5 % whatever the value), the
 * ₹2,500 apparel threshold for the rest, a rule entered in advance that applies only to documents
 * issued from its day (the flows' clock), equal CGST and UTGST halves, the UQC of pairs and sets,
 * the refusals of a line without HSN code or rate, and the back office's rate table API.
 */
import { indiaDate, indiaWallClock } from '@shahi/contract';
import { type GstRateRule, gstRateMessages } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipOrder } from '#server/flows/fulfil-order.ts';
import type { OrderChangeDeps } from '#server/flows/steps/order-change.ts';
import type { TaxDocumentSnapshot } from '#server/modules/tax/document.ts';
import { taxDocumentCounters, taxDocuments } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { createTaxShop, type TaxShop } from './helpers/tax.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: TaxShop;
let shopper: { token: string; userId: string };

beforeAll(async () => {
  t = await createTestApp({ ...UNCAPPED_SHOPPER }, undefined, 24);
  const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  shop = await createTaxShop(t, admin.token, shopper.token);
  await storeSeller(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** A piece of an order: its tax-inclusive price (paise) and the facts the test gives it. */
interface PieceSpec {
  price: number;
  hsn: string | null;
  handmade?: boolean;
  netQuantity?: string;
  rateBp?: number | null;
}

/** Places an order of `pieces` to `state`, then gives each ordered piece its HSN code and facts. */
async function orderOf(pieces: PieceSpec[], state: string, zip: string): Promise<string> {
  const id = await shop.order(
    pieces.map((piece) => piece.price),
    state,
    zip,
  );
  const { rows } = await t.db.execute<{ product_id: string }>(
    sql`SELECT product_id FROM order_lines WHERE order_id = ${id} ORDER BY position`,
  );
  for (const [i, row] of rows.entries()) {
    const piece = pieces[i] as PieceSpec;
    await t.db.execute(sql`
      UPDATE products SET hsn_code = ${piece.hsn}, handmade = ${piece.handmade ?? false},
        net_quantity = ${piece.netQuantity ?? '1 piece'}, gst_rate_bp = ${piece.rateBp ?? null}
      WHERE id = ${row.product_id}`);
  }
  return id;
}

const snapshotOf = async (orderId: string) =>
  (await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)))[0]?.snapshot as
    | TaxDocumentSnapshot
    | undefined;

const moneyOf = (snapshot: TaxDocumentSnapshot | undefined) =>
  snapshot?.lines.map((line) => ({
    hsn: line.hsnCode,
    rateBp: line.rateBp,
    taxable: line.taxablePaise,
    igst: line.igstPaise,
    cgst: line.cgstPaise,
    utgst: line.utgstPaise,
  }));

describe('rates by HSN code and handmade declaration', () => {
  it('a ₹10,000 hand-embroidered phulkari (6214) to Punjab: 5 % IGST, 9,523.81 + 476.19', async () => {
    const id = await orderOf([{ price: 1_000_000, hsn: '6214', handmade: true }], 'Punjab', '141001');
    const response = await shop.ship(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(moneyOf(await snapshotOf(id))).toEqual([
      { hsn: '6214', rateBp: 500, taxable: 952_381, igst: 47_619, cgst: 0, utgst: 0 },
    ]);
  });

  it('a ₹3,000 machine-stitched kurta (6211) and the same phulkari not declared handmade: 18 %', async () => {
    const id = await orderOf(
      [
        { price: 300_000, hsn: '6211' },
        { price: 1_000_000, hsn: '6214', handmade: false },
      ],
      'Punjab',
      '141001',
    );
    expect((await shop.ship(id)).statusCode).toBe(200);
    expect(moneyOf(await snapshotOf(id))).toEqual([
      { hsn: '6211', rateBp: 1800, taxable: 254_237, igst: 45_763, cgst: 0, utgst: 0 },
      { hsn: '6214', rateBp: 1800, taxable: 847_458, igst: 152_542, cgst: 0, utgst: 0 },
    ]);
  });

  it('handmade rugs (5702) at ₹2,400 and ₹12,000: both 5 %', async () => {
    const id = await orderOf(
      [
        { price: 240_000, hsn: '5702', handmade: true },
        { price: 1_200_000, hsn: '5702', handmade: true },
      ],
      'Haryana',
      '122001',
    );
    expect((await shop.ship(id)).statusCode).toBe(200);
    expect(moneyOf(await snapshotOf(id))).toEqual([
      { hsn: '5702', rateBp: 500, taxable: 228_571, igst: 11_429, cgst: 0, utgst: 0 },
      { hsn: '5702', rateBp: 500, taxable: 1_142_857, igst: 57_143, cgst: 0, utgst: 0 },
    ]);
  });

  it('the owner’s rate on a piece wins over the table', async () => {
    const id = await orderOf(
      [{ price: 1_000_000, hsn: '6214', handmade: true, rateBp: 1800 }],
      'Punjab',
      '141001',
    );
    expect((await shop.ship(id)).statusCode).toBe(200);
    expect((await snapshotOf(id))?.lines[0]?.rateBp).toBe(1800);
  });
});

describe('the document', () => {
  it('inside Chandigarh CGST and UTGST are equal: ₹3,000 at 18 % → 2,542.38 + 228.81 + 228.81', async () => {
    const id = await orderOf([{ price: 300_000, hsn: '6204' }], 'Chandigarh', '160017');
    expect((await shop.ship(id)).statusCode).toBe(200);
    const snapshot = await snapshotOf(id);
    expect(moneyOf(snapshot)).toEqual([
      { hsn: '6204', rateBp: 1800, taxable: 254_238, igst: 0, cgst: 22_881, utgst: 22_881 },
    ]);
    expect(snapshot?.totals.totalPaise).toBe(300_000);
  });

  it('invoices juttis in pairs (PRS), a set as one SET and five pieces as 5 PCS', async () => {
    const id = await orderOf(
      [
        { price: 180_000, hsn: '6403', netQuantity: '1 pair' },
        { price: 95_000, hsn: '4202', handmade: true, netQuantity: 'set of 3' },
        { price: 145_000, hsn: '7419', handmade: true, netQuantity: '5 pieces' },
      ],
      'Chandigarh',
      '160017',
    );
    expect((await shop.ship(id)).statusCode).toBe(200);
    const snapshot = await snapshotOf(id);
    expect(snapshot?.lines.map((line) => [line.hsnCode, line.quantity, line.unit, line.rateBp])).toEqual([
      ['6403', 1, 'PRS', 500],
      ['4202', 1, 'SET', 500],
      ['7419', 5, 'PCS', 500],
    ]);
    // The price stays per line: the line's total is the piece's price.
    expect(snapshot?.lines.map((line) => line.totalPaise)).toEqual([180_000, 95_000, 145_000]);
  });

  it('refuses to ship a line without an HSN code, or without a rate, naming the piece; nothing numbered', async () => {
    const counter = async () =>
      (
        await t.db
          .select()
          .from(taxDocumentCounters)
          .where(eq(taxDocumentCounters.series, `invoice:${shop.financialYear}`))
      )[0]?.lastNumber ?? 0;
    const before = await counter();
    const noHsn = await orderOf([{ price: 99_900, hsn: '6204' }], 'Chandigarh', '160017');
    const { rows } = await t.db.execute<{ title: string; category_id: string }>(
      sql`SELECT p.title, p.category_id FROM order_lines l JOIN products p ON p.id = l.product_id
          WHERE l.order_id = ${noHsn}`,
    );
    const [line] = rows;
    await t.db.execute(sql`UPDATE categories SET hsn_code = '' WHERE id = ${line?.category_id}`);
    try {
      await t.db.execute(sql`
        UPDATE products SET hsn_code = NULL
        WHERE id IN (SELECT product_id FROM order_lines WHERE order_id = ${noHsn})`);
      const refused = await shop.ship(noHsn);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'NO_HSN_CODE' });
      expect(refused.json().message).toContain(line?.title);
    } finally {
      await t.db.execute(sql`UPDATE categories SET hsn_code = '6204' WHERE id = ${line?.category_id}`);
    }
    // Wooden art ware not declared handmade: no rule, no piece or category rate.
    const noRate = await orderOf([{ price: 99_900, hsn: '4420' }], 'Chandigarh', '160017');
    const refused = await shop.ship(noRate);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NO_GST_RATE' });
    expect(await snapshotOf(noRate)).toBeUndefined();
    expect(await counter()).toBe(before);
    // Declared handmade, the handicraft entry for wooden art ware gives it 5 %.
    await t.db.execute(sql`
      UPDATE products SET handmade = true
      WHERE id IN (SELECT product_id FROM order_lines WHERE order_id = ${noRate})`);
    expect((await shop.ship(noRate)).statusCode).toBe(200);
    expect((await snapshotOf(noRate))?.lines[0]?.rateBp).toBe(500);
  });
});

describe('a rule entered in advance', () => {
  it('applies only to documents issued from its day (India time), never to earlier ones', async () => {
    const today = indiaDate(new Date());
    const [year, month] = today.split('-').map(Number) as [number, number];
    const firstOfNextMonth = indiaWallClock(year, month + 1, 1);
    const effectiveFrom = indiaDate(firstOfNextMonth);
    const added = await adminCall(t.app, 'POST', '/admin/tax-rates', {
      token: shop.adminToken,
      payload: {
        hsnPrefix: '6214',
        handmadeOnly: true,
        rateBp: 1800,
        effectiveFrom,
        source: 'Notification 99/2026-CT(Rate) (test)',
        description: 'Handmade shawls, new rate',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const depsAt = (at: Date): OrderChangeDeps => ({
      pool: t.pool,
      mail: { enqueue: async () => 'mail', wake: () => {} },
      shopName: 'Shahi Threads',
      publicUrl: 'https://shop.example.in',
      log: { info: () => {}, warn: () => {}, error: () => {} },
      clock: () => at,
    });
    const actor = { userId: shopper.userId };
    const shipment = { courierName: 'India Post', trackingNumber: 'EE9IN' };
    const spec = [{ price: 1_000_000, hsn: '6214', handmade: true }];
    const before = await orderOf(spec, 'Punjab', '141001');
    const after = await orderOf(spec, 'Punjab', '141001');
    await shipOrder(depsAt(new Date(firstOfNextMonth.getTime() - 1)), actor, before, shipment);
    await shipOrder(depsAt(firstOfNextMonth), actor, after, shipment);
    expect((await snapshotOf(before))?.lines[0]).toMatchObject({ rateBp: 500, igstPaise: 47_619 });
    expect((await snapshotOf(after))?.lines[0]).toMatchObject({ rateBp: 1800, igstPaise: 152_542 });
    // The back office lists it beside the rule it follows.
    const list = await adminCall(t.app, 'GET', '/admin/tax-rates', { token: shop.adminToken });
    const rule = (list.json().data.rules as GstRateRule[]).find((row) => row.effectiveFrom === effectiveFrom);
    expect(rule).toMatchObject({ hsnPrefix: '6214', rateBp: 1800, handmadeOnly: true });
  });
});

describe('the rate table API', () => {
  const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    adminCall(t.app, method, `/admin${url}`, { token: shop.adminToken, payload });
  const body = {
    hsnPrefix: '5810',
    handmadeOnly: true,
    rateBp: 500,
    effectiveFrom: '2099-04-01',
    source: 'Notification 1/2099-CT(Rate)',
    description: 'Hand-embroidered articles',
  };

  it('lists the seeded rules with their dates and sources, and today', async () => {
    const response = await as('GET', '/tax-rates');
    expect(response.statusCode).toBe(200);
    const { today, rules } = response.json().data as { today: string; rules: GstRateRule[] };
    expect(today).toBe(indiaDate(new Date()));
    expect(rules.find((rule) => rule.hsnPrefix === '62')).toMatchObject({
      handmadeOnly: false,
      rateBp: 500,
      thresholdPaise: 250_000,
      rateAboveBp: 1800,
      effectiveFrom: '2025-09-22',
    });
    expect(rules.find((rule) => rule.hsnPrefix === '6214' && rule.handmadeOnly)?.source).toContain(
      '13/2025-CT(Rate)',
    );
  });

  it('adds a future rule, refuses a second one of the same day, and deletes it before it applies', async () => {
    const created = await as('POST', '/tax-rates', body);
    expect(created.statusCode, created.body).toBe(201);
    const duplicate = await as('POST', '/tax-rates', body);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(gstRateMessages.ruleExists);
    const id = created.json().data.id as string;
    expect((await as('DELETE', `/tax-rates/${id}`)).statusCode).toBe(200);
    expect((await as('DELETE', `/tax-rates/${id}`)).statusCode).toBe(404);
  });

  it('refuses a rule starting today or earlier, a rule in force being deleted, and bad bodies', async () => {
    const today = await as('POST', '/tax-rates', { ...body, effectiveFrom: indiaDate(new Date()) });
    expect(today.statusCode).toBe(400);
    expect(today.json().message).toBe(gstRateMessages.futureOnly);
    const { rows } = await t.db.execute<{ id: string }>(
      sql`SELECT id FROM gst_rate_rules WHERE hsn_prefix = '62' AND effective_from = '2025-09-22'`,
    );
    const inForce = await as('DELETE', `/tax-rates/${rows[0]?.id}`);
    expect(inForce.statusCode).toBe(409);
    expect(inForce.json().message).toBe(gstRateMessages.ruleInForce);
    for (const bad of [
      { ...body, rateBp: 1200 },
      { ...body, hsnPrefix: '5' },
      { ...body, effectiveFrom: '2099-13-01' },
      { ...body, thresholdPaise: 250_000 },
      { ...body, source: '' },
    ]) {
      expect((await as('POST', '/tax-rates', bad)).statusCode).toBe(400);
    }
    expect((await as('DELETE', '/tax-rates/not-an-id')).statusCode).toBe(400);
  });

  it('is the back office’s only', async () => {
    const anonymous = await adminCall(t.app, 'GET', '/admin/tax-rates');
    expect(anonymous.statusCode).toBe(401);
    const asShopper = await adminCall(t.app, 'POST', '/admin/tax-rates', {
      token: shopper.token,
      payload: body,
    });
    expect(asShopper.statusCode).toBe(403);
  });
});
