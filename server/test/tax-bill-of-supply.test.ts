/**
 * The unregistered seller (ADR 0030, ADR 0058): an "Invoice / Cash memo" without tax lines saying no
 * GST is charged, the handicraft exemption and e-way bill of an inter-state shipment of handmade
 * pieces (CGST Rule 138); and the numbering's series: a new one on 1 April (India time), a
 * rolled-back issue giving its number back.
 */
import { taxMessages } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '#server/db/transaction.ts';
import { shipOrder } from '#server/flows/fulfil-order.ts';
import type { OrderChangeDeps } from '#server/flows/steps/order-change.ts';
import type { TaxDocumentSnapshot } from '#server/modules/tax/document.ts';
import { takeDocumentNumber } from '#server/modules/tax/numbering.ts';
import { HANDICRAFT_NOTE, UNREGISTERED_NOTE, UNREGISTERED_TITLE } from '#server/modules/tax/snapshot.ts';
import { orders, taxDocumentCounters, taxDocuments } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { createTaxShop, type TaxShop } from './helpers/tax.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: TaxShop;

beforeAll(async () => {
  t = await createTestApp({ ...UNCAPPED_SHOPPER });
  const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  shop = await createTaxShop(t, admin.token, shopper.token);
  await storeSeller(t.db, { gstMode: 'unregistered', gstin: '' });
  // Every piece handmade: an unregistered seller sends nothing else out of Chandigarh (ADR 0058).
  await t.db.execute(sql`UPDATE products SET handmade = true`);
});
afterAll(async () => {
  await t?.close();
});

const documentOf = async (orderId: string) => {
  const [row] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  return row && { ...row, snapshot: row.snapshot as TaxDocumentSnapshot };
};
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('the unregistered seller’s invoice / cash memo', () => {
  it('inside Chandigarh: no tax lines, taxable = total, no GST charged, no e-way bill asked', async () => {
    const id = await shop.order([249_900, 1_234_567], 'Chandigarh', '160017');
    const detail = await adminCall(t.app, 'GET', `/admin/orders/${id}`, { token: shop.adminToken });
    expect(detail.json().data.needsEWayBill).toBe(false);
    const response = await shop.ship(id);
    expect(response.statusCode, response.body).toBe(200);
    const document = await documentOf(id);
    expect(document?.kind).toBe('bill_of_supply');
    expect(document?.number).toBe(`BOS/${shop.financialYear.slice(2)}/00001`);
    const snapshot = document?.snapshot as TaxDocumentSnapshot;
    expect(snapshot.title).toBe(UNREGISTERED_TITLE);
    expect(snapshot.title).toBe('Invoice / Cash memo (supplier not registered under GST)');
    expect(snapshot.split).toBe('none');
    expect(snapshot.seller.gstin).toBe('');
    expect(snapshot.lines.every((line) => line.rateBp === 0 && line.taxablePaise === line.totalPaise)).toBe(
      true,
    );
    expect(snapshot.totals).toEqual({
      taxablePaise: 1_484_467,
      cgstPaise: 0,
      sgstPaise: 0,
      utgstPaise: 0,
      igstPaise: 0,
      totalPaise: 1_484_467,
    });
    expect(snapshot.notes).toEqual([UNREGISTERED_NOTE]);
  });

  it('handmade pieces to Punjab: refused without an e-way bill, accepted with one, printed with the exemption', async () => {
    const id = await shop.order([99_900], 'Punjab', '141001');
    const detail = await adminCall(t.app, 'GET', `/admin/orders/${id}`, { token: shop.adminToken });
    expect(detail.json().data.needsEWayBill).toBe(true);
    const refused = await shop.ship(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(taxMessages.eWayBillRequired);
    expect((await orderRow(id))?.orderStatus).toBe('pending');
    const malformed = await shop.ship(id, { eWayBillNumber: '12345' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(taxMessages.eWayBillFormat);
    expect(await documentOf(id)).toBeUndefined();

    const accepted = await shop.ship(id, { eWayBillNumber: '351234567890' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await orderRow(id))?.eWayBillNumber).toBe('351234567890');
    const document = await documentOf(id);
    expect(document?.number).toBe(`BOS/${shop.financialYear.slice(2)}/00002`);
    expect(document?.snapshot.notes).toEqual([
      UNREGISTERED_NOTE,
      HANDICRAFT_NOTE,
      'E-way bill number 351234567890',
    ]);
  });

  it('a credit note reverses a cancelled invoice / cash memo', async () => {
    const id = await shop.order([99_900], 'Chandigarh', '160017');
    expect((await shop.ship(id)).statusCode).toBe(200);
    const cancel = await adminCall(t.app, 'POST', `/admin/orders/${id}/cancel`, {
      token: shop.adminToken,
      payload: { reason: 'Returned' },
    });
    expect(cancel.statusCode).toBe(200);
    const notes = await t.db.select().from(taxDocuments).where(eq(taxDocuments.kind, 'credit_note'));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.orderId).toBe(id);
    expect((notes[0]?.snapshot as TaxDocumentSnapshot | undefined)?.split).toBe('none');
  });
});

describe('numbering series', () => {
  it('starts a new series at midnight of 1 April, India time', async () => {
    const take = (at: string) =>
      withTransaction(t.pool, (tx) => takeDocumentNumber(tx.db, 'invoice', new Date(at)));
    expect((await take('2027-03-31T18:29:59Z')).number).toBe('INV/26-27/00001');
    expect((await take('2027-03-31T18:29:59.999Z')).number).toBe('INV/26-27/00002');
    expect(await take('2027-03-31T18:30:00Z')).toEqual({
      number: 'INV/27-28/00001',
      financialYear: '2027-28',
      sequence: 1,
    });
  });

  it('a shipment at 00:00 on 1 April (India time) opens the new year’s series', async () => {
    const depsAt = (iso: string): OrderChangeDeps => ({
      pool: t.pool,
      mail: { enqueue: async () => 'mail', wake: () => {} },
      shopName: 'Shahi Threads',
      publicUrl: 'https://shop.example.in',
      log: { info: () => {}, warn: () => {}, error: () => {} },
      clock: () => new Date(iso),
    });
    const actor = { userId: (await t.pool.query(`SELECT id FROM users LIMIT 1`)).rows[0].id };
    const shipment = { courierName: 'India Post', trackingNumber: 'EE1IN' };
    const march = await shop.order([99_900], 'Chandigarh', '160017');
    const april = await shop.order([99_900], 'Chandigarh', '160017');
    await shipOrder(depsAt('2030-03-31T23:59:59+05:30'), actor, march, shipment);
    await shipOrder(depsAt('2030-04-01T00:00:00+05:30'), actor, april, shipment);
    expect((await documentOf(march))?.number).toBe('BOS/29-30/00001');
    expect((await documentOf(april))?.number).toBe('BOS/30-31/00001');
    expect((await documentOf(april))?.financialYear).toBe('2030-31');
  });

  it('a rolled-back issue gives its number back', async () => {
    const at = new Date('2030-06-01T00:00:00Z');
    const failed = withTransaction(t.pool, async (tx) => {
      await takeDocumentNumber(tx.db, 'credit_note', at);
      throw new Error('shipment failed');
    });
    await expect(failed).rejects.toThrow('shipment failed');
    const [row] = await t.db
      .select()
      .from(taxDocumentCounters)
      .where(eq(taxDocumentCounters.series, 'credit_note:2030-31'));
    expect(row).toBeUndefined();
    const next = await withTransaction(t.pool, (tx) => takeDocumentNumber(tx.db, 'credit_note', at));
    expect(next.number).toBe('CN/30-31/00001');
  });
});
