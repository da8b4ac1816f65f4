/**
 * The e-way bill of a registered seller (CGST Rule 138(1); ADR 0059): a consignment worth more
 * than ₹50,000 (the order amount, tax included) leaves only with its 12-digit number, inter-state
 * or inside Chandigarh; at ₹50,000 or less none is asked. The unregistered seller's inter-state
 * case is tested in tax-bill-of-supply.test.ts.
 */
import { taxMessages } from '@shahi/contract/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E_WAY_BILL_THRESHOLD_PAISE, needsEWayBill } from '#server/modules/tax/e-way-bill.ts';
import { orders, taxDocuments } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { createTaxShop, type TaxShop } from './helpers/tax.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: TaxShop;

beforeAll(async () => {
  // Orders above ₹50,000 are paid in cash on delivery here, so the ceiling is lifted.
  t = await createTestApp({ ...UNCAPPED_SHOPPER, COD_MAX_ORDER_RUPEES: '1000000' });
  const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  shop = await createTaxShop(t, admin.token, shopper.token);
  await storeSeller(t.db, { gstMode: 'registered' });
});
afterAll(async () => {
  await t?.close();
});

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const invoiceOf = async (id: string) =>
  (await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id)))[0];
const asked = async (id: string) =>
  (await adminCall(t.app, 'GET', `/admin/orders/${id}`, { token: shop.adminToken })).json().data
    .needsEWayBill;

describe('needsEWayBill', () => {
  const registered = { gstMode: 'registered' as const, stateCode: '04' };
  const unregistered = { gstMode: 'unregistered' as const, stateCode: '04' };

  it('asks a registered seller above ₹50,000, inter-state or not, and never at ₹50,000 or less', () => {
    expect(E_WAY_BILL_THRESHOLD_PAISE).toBe(5_000_000);
    expect(needsEWayBill(registered, '03', 5_000_001)).toBe(true);
    expect(needsEWayBill(registered, '04', 5_000_001)).toBe(true);
    expect(needsEWayBill(registered, '03', 5_000_000)).toBe(false);
    expect(needsEWayBill(registered, '04', 100)).toBe(false);
  });

  it('asks an unregistered seller for every inter-state shipment, whatever its value', () => {
    expect(needsEWayBill(unregistered, '03', 100)).toBe(true);
    expect(needsEWayBill(unregistered, '04', 9_000_000)).toBe(false);
  });
});

describe('shipping a registered seller’s order', () => {
  it('to Punjab at ₹60,000: refused without the number, shipped with it, which is stored', async () => {
    const id = await shop.order([6_000_000], 'Punjab', '141001');
    expect(await asked(id)).toBe(true);
    const refused = await shop.ship(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: taxMessages.eWayBillRequired });
    expect((await orderRow(id))?.orderStatus).toBe('pending');
    expect(await invoiceOf(id)).toBeUndefined();

    const shipped = await shop.ship(id, { eWayBillNumber: '391234567890' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await orderRow(id)).toMatchObject({ orderStatus: 'shipped', eWayBillNumber: '391234567890' });
    expect((await invoiceOf(id))?.kind).toBe('invoice');
  });

  it('inside Chandigarh at ₹50,000.01 (two pieces): the same ₹50,000 limit applies', async () => {
    const id = await shop.order([2_500_000, 2_500_001], 'Chandigarh', '160017');
    expect(await asked(id)).toBe(true);
    expect((await shop.ship(id)).statusCode).toBe(409);
    expect((await shop.ship(id, { eWayBillNumber: '391234567891' })).statusCode).toBe(200);
  });

  it('at ₹40,000 or exactly ₹50,000: not asked, and shipped without one', async () => {
    for (const [price, state, zip] of [
      [4_000_000, 'Punjab', '141001'],
      [5_000_000, 'Haryana', '134109'],
    ] as const) {
      const id = await shop.order([price], state, zip);
      expect(await asked(id)).toBe(false);
      const shipped = await shop.ship(id);
      expect(shipped.statusCode, shipped.body).toBe(200);
      expect(await orderRow(id)).toMatchObject({ orderStatus: 'shipped', eWayBillNumber: null });
    }
  });
});
