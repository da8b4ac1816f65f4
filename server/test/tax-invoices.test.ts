/**
 * GST documents on shipping (ADR 0030): the tax split for Chandigarh (CGST + UTGST), Punjab and
 * Haryana (IGST) and, with the seller moved to Punjab, intra-state SGST; lines that add up to the
 * order total; numbering under concurrent shipments with no gaps; the shipped mail carrying the
 * invoice; seller settings required; a credit note when a shipped order is cancelled.
 */
import { taxMessages } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxDocumentSnapshot } from '#server/modules/tax/document.ts';
import { orders, taxDocumentCounters, taxDocuments } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { createTaxShop, type TaxShop } from './helpers/tax.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: TaxShop;

beforeAll(async () => {
  t = await createTestApp({ ...UNCAPPED_SHOPPER }, undefined, 24);
  const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  shop = await createTaxShop(t, admin.token, shopper.token);
  await storeSeller(t.db);
});
afterAll(async () => {
  await t?.close();
});

const documentsOf = async (orderId: string) =>
  (await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId))).map((row) => ({
    ...row,
    snapshot: row.snapshot as TaxDocumentSnapshot,
  }));
const counter = async (series: string) =>
  (await t.db.select().from(taxDocumentCounters).where(eq(taxDocumentCounters.series, series)))[0]
    ?.lastNumber ?? 0;

describe('tax invoice on shipping', () => {
  it('Chandigarh: CGST + UTGST, 5 % up to ₹2,625.00 and 18 % above, lines adding up to the order', async () => {
    const id = await shop.order([249_900, 262_500, 262_501, 1_234_567], 'Chandigarh', '160017');
    const response = await shop.ship(id);
    expect(response.statusCode, response.body).toBe(200);
    const [invoice] = await documentsOf(id);
    expect(invoice?.kind).toBe('invoice');
    expect(invoice?.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{5}$/);
    const snapshot = invoice?.snapshot as TaxDocumentSnapshot;
    expect(snapshot.split).toBe('cgst_utgst');
    expect(snapshot.placeOfSupply).toEqual({ stateName: 'Chandigarh', stateCode: '04' });
    expect(snapshot.seller.gstin).toBe('04ABKPS1234L1ZK');
    expect(snapshot.lines.map((line) => line.rateBp)).toEqual([500, 500, 1800, 1800]);
    expect(snapshot.lines.map((line) => [line.taxablePaise, line.cgstPaise, line.utgstPaise])).toEqual([
      [238_000, 5_950, 5_950],
      [250_000, 6_250, 6_250],
      [222_459, 20_021, 20_021],
      [1_046_243, 94_162, 94_162],
    ]);
    const amount = (await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.amountPaise;
    const { totals } = snapshot;
    expect(totals.totalPaise).toBe(amount);
    expect(totals.taxablePaise + totals.cgstPaise + totals.utgstPaise).toBe(amount);
    expect(totals.sgstPaise + totals.igstPaise).toBe(0);
    expect(invoice?.totalPaise).toBe(amount);
  });

  it("takes a piece's own rate and HSN, else the rate table, else its category's rate", async () => {
    const id = await shop.order([300_000, 300_000], 'Punjab', '141001');
    const { rows } = await t.db.execute<{ product_id: string; category_id: string }>(
      sql`SELECT l.product_id, p.category_id FROM order_lines l JOIN products p ON p.id = l.product_id
          WHERE l.order_id = ${id} ORDER BY l.position`,
    );
    const [own, byCategory] = rows;
    await t.db.execute(
      sql`UPDATE products SET gst_rate_bp = 300, hsn_code = '7113' WHERE id = ${own?.product_id}`,
    );
    await t.db.execute(sql`UPDATE products SET hsn_code = NULL WHERE id = ${byCategory?.product_id}`);
    // Wooden art ware not declared handmade: no rule of the rate table, so the category's 5 %.
    await t.db.execute(
      sql`UPDATE categories SET gst_rate_bp = 500, hsn_code = '4420' WHERE id = ${byCategory?.category_id}`,
    );
    try {
      expect((await shop.ship(id)).statusCode).toBe(200);
      const snapshot = (await documentsOf(id))[0]?.snapshot as TaxDocumentSnapshot;
      expect(snapshot.lines.map((line) => [line.rateBp, line.hsnCode, line.igstPaise])).toEqual([
        [300, '7113', 8_738],
        [500, '4420', 14_286],
      ]);
    } finally {
      await t.db.execute(
        sql`UPDATE categories SET gst_rate_bp = NULL, hsn_code = '6204' WHERE id = ${byCategory?.category_id}`,
      );
    }
  });

  it('queues the shipped mail with the invoice attached', async () => {
    const id = await shop.order([99_900], 'Chandigarh', '160017');
    expect((await shop.ship(id)).statusCode).toBe(200);
    const [invoice] = await documentsOf(id);
    const { rows } = await t.pool.query(
      `SELECT attachment_document_id FROM mail_messages WHERE kind = 'order-shipped' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0]?.attachment_document_id).toBe(invoice?.id);
  });

  it.each([
    ['Punjab', '141001', '03'],
    ['Haryana', '122001', '06'],
  ])('%s: IGST only, at 5 %% and 18 %%', async (state, zip, code) => {
    const id = await shop.order([249_900, 1_234_567], state, zip);
    expect((await shop.ship(id)).statusCode).toBe(200);
    const snapshot = (await documentsOf(id))[0]?.snapshot as TaxDocumentSnapshot;
    expect(snapshot.split).toBe('igst');
    expect(snapshot.placeOfSupply.stateCode).toBe(code);
    expect(snapshot.lines.map((line) => [line.rateBp, line.igstPaise, line.cgstPaise])).toEqual([
      [500, 11_900, 0],
      [1800, 188_324, 0],
    ]);
    expect(snapshot.totals.taxablePaise + snapshot.totals.igstPaise).toBe(249_900 + 1_234_567);
  });

  it('intra-state SGST when the seller is in Punjab, IGST to Chandigarh then', async () => {
    await storeSeller(t.db, { stateCode: '03', city: 'Mohali', pinCode: '160062', gstin: '03ABKPS1234L1ZM' });
    try {
      const punjab = await shop.order([262_501], 'Punjab', '141001');
      const chandigarh = await shop.order([262_501], 'Chandigarh', '160017');
      expect((await shop.ship(punjab)).statusCode).toBe(200);
      expect((await shop.ship(chandigarh)).statusCode).toBe(200);
      const intra = (await documentsOf(punjab))[0]?.snapshot as TaxDocumentSnapshot;
      expect(intra.split).toBe('cgst_sgst');
      expect(intra.lines[0]).toMatchObject({ cgstPaise: 20_021, sgstPaise: 20_021, utgstPaise: 0 });
      expect((await documentsOf(chandigarh))[0]?.snapshot.split).toBe('igst');
    } finally {
      await storeSeller(t.db);
    }
  });

  it('20 orders shipped at once take 20 consecutive numbers, no gaps, no duplicates', async () => {
    const before = await counter(`invoice:${shop.financialYear}`);
    const ids = [];
    for (let i = 0; i < 20; i += 1) ids.push(await shop.order([50_000 + i], 'Delhi', '110001'));
    const responses = await Promise.all(ids.map((id) => shop.ship(id)));
    expect(responses.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
    const sequences = [];
    for (const id of ids) {
      const documents = await documentsOf(id);
      expect(documents).toHaveLength(1);
      sequences.push(documents[0]?.sequence);
    }
    expect(sequences.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, i) => before + i + 1),
    );
    expect(await counter(`invoice:${shop.financialYear}`)).toBe(before + 20);
  });

  it('no seller settings: 409, the order stays pending and no number is used', async () => {
    const id = await shop.order([99_900], 'Chandigarh', '160017');
    const before = await counter(`invoice:${shop.financialYear}`);
    await t.db.execute(sql`DELETE FROM seller_settings`);
    try {
      const response = await shop.ship(id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(taxMessages.sellerMissing);
    } finally {
      await storeSeller(t.db);
    }
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.orderStatus).toBe('pending');
    expect(await documentsOf(id)).toEqual([]);
    expect(await counter(`invoice:${shop.financialYear}`)).toBe(before);
    expect((await shop.ship(id)).statusCode).toBe(200);
    expect((await documentsOf(id))[0]?.sequence).toBe(before + 1);
  });

  it('an unknown delivery state: 409 asking to correct it, nothing numbered', async () => {
    const id = await shop.order([99_900], 'Chandigarh', '160017');
    await t.db.update(orders).set({ shipState: 'Atlantis', shipStateCode: null }).where(eq(orders.id, id));
    const before = await counter(`invoice:${shop.financialYear}`);
    const response = await shop.ship(id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(taxMessages.unknownPlaceOfSupply);
    expect(await counter(`invoice:${shop.financialYear}`)).toBe(before);
    // A stored state code wins over the name: the order ships once it is corrected.
    await t.db.update(orders).set({ shipStateCode: '04' }).where(eq(orders.id, id));
    expect((await shop.ship(id)).statusCode).toBe(200);
  });
});

describe('credit note on cancelling a shipped order', () => {
  it('reverses the invoice in full in its own series', async () => {
    const id = await shop.order([249_900, 300_000], 'Haryana', '122001');
    expect((await shop.ship(id)).statusCode).toBe(200);
    const cancel = await adminCall(t.app, 'POST', `/admin/orders/${id}/cancel`, {
      token: shop.adminToken,
      payload: { reason: 'Parcel lost by the courier' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const documents = await documentsOf(id);
    const invoice = documents.find((row) => row.kind === 'invoice');
    const note = documents.find((row) => row.kind === 'credit_note');
    expect(note?.number).toBe(`CN/${shop.financialYear.slice(2)}/00001`);
    expect(note?.correctsDocumentId).toBe(invoice?.id);
    expect(note?.snapshot.corrects).toEqual({
      number: invoice?.number,
      issuedAt: invoice?.snapshot.issuedAt,
    });
    expect(note?.snapshot.totals).toEqual(invoice?.snapshot.totals);
    expect(note?.snapshot.notes.join(' ')).toContain('Parcel lost by the courier');
    expect(note?.totalPaise).toBe(549_900);
  });

  it('a pending order cancelled has no document and gets no credit note', async () => {
    const id = await shop.order([99_900], 'Chandigarh', '160017');
    const cancel = await adminCall(t.app, 'POST', `/admin/orders/${id}/cancel`, {
      token: shop.adminToken,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect(await documentsOf(id)).toEqual([]);
  });
});
