/**
 * The Orders home of the back office built for a phone (ADR 0063): the counts behind the menu's
 * badges, the "Awaiting confirmation" and "To ship" views, the list's confirmation facts, and the
 * packing slip's return address, second contact and cancelled-order wording.
 */
import { adminOrderMessages } from '@shahi/contract/schemas';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example.in', ...UNCAPPED_SHOPPER });
  await storeSeller(t.db, {
    tradeName: 'Phulkari Ghar',
    address: 'Plot 45, Industrial Area Phase 2',
    city: 'Chandigarh',
    stateCode: '04',
    pinCode: '160002',
    carePhone: '9876501234',
  });
  admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
});
afterAll(async () => {
  await t?.close();
});

const as = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  adminCall(t.app, method, url, { token: admin.token, payload });

/** A cash-on-delivery order of one piece: awaiting its shopper's confirmation (ADR 0035). */
async function codOrder(overrides: Record<string, unknown> = {}) {
  const [piece] = await availablePieces(t.db, 1);
  const response = await call(
    t.app,
    'POST',
    '/order/create',
    shopper.token,
    checkoutBody([piece?.id], overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order._id as string;
}

const counts = async () => {
  const response = await as('GET', '/admin/orders/counts');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const idsOf = async (query: string) =>
  ((await as('GET', `/admin/orders${query}`)).json().data.data as Array<{ _id: string }>).map((o) => o._id);

describe('the Orders home', () => {
  it('counts and lists orders awaiting confirmation, to ship and shipped as they move', async () => {
    expect(await counts()).toEqual({
      awaitingConfirmation: 0,
      toShip: 0,
      shipped: 0,
      openClaims: 0,
      newRequests: 0,
    });
    const waiting = await codOrder();
    const confirmed = await codOrder();
    expect((await as('POST', `/admin/orders/${confirmed}/confirm-cod`)).statusCode).toBe(200);
    // An order placed before confirmation existed has no window: it never waits, it is to ship.
    const older = await codOrder();
    await t.db.update(orders).set({ reservedUntil: null }).where(eq(orders.id, older));
    // An online order whose payment has not come is neither.
    const [piece] = await availablePieces(t.db, 1);
    const online = await call(
      t.app,
      'POST',
      '/order/create',
      shopper.token,
      checkoutBody([piece?.id], { paymentMethod: 'online' }),
    );
    expect([201, 503]).toContain(online.statusCode);

    expect(await counts()).toMatchObject({ awaitingConfirmation: 1, toShip: 2, shipped: 0 });
    expect(await idsOf('?view=awaiting_confirmation')).toEqual([waiting]);
    expect(new Set(await idsOf('?view=to_ship'))).toEqual(new Set([confirmed, older]));

    const list = (await as('GET', '/admin/orders?view=awaiting_confirmation')).json().data.data[0];
    expect(list).toMatchObject({ awaitingConfirmation: true, codConfirmedAt: null });
    expect(Date.parse(list.confirmBy)).toBeGreaterThan(Date.now());
    const ready = (await as('GET', '/admin/orders?view=to_ship')).json().data.data;
    const confirmedRow = ready.find((row: { _id: string }) => row._id === confirmed);
    expect(confirmedRow).toMatchObject({ awaitingConfirmation: false, confirmBy: null });
    expect(typeof confirmedRow.codConfirmedAt).toBe('string');

    const shipped = await as('POST', `/admin/orders/${confirmed}/ship`, {
      courierName: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await counts()).toMatchObject({ awaitingConfirmation: 1, toShip: 1, shipped: 1 });
    expect(await idsOf('?view=to_ship')).toEqual([older]);
    // A view combines with the other filters.
    expect(await idsOf('?view=to_ship&status=shipped')).toEqual([]);
  });

  it('refuses an unknown view with a 400 that names the views, and the counts need an admin', async () => {
    const bad = await as('GET', '/admin/orders?view=everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: adminOrderMessages.badView });
    expect((await adminCall(t.app, 'GET', '/admin/orders/counts')).statusCode).toBe(401);
    expect((await adminCall(t.app, 'GET', '/admin/orders/counts', { token: shopper.token })).statusCode).toBe(
      403,
    );
  });
});

describe('the packing slip', () => {
  it('prints the workshop’s return address and a Print button, and the second contact only when it differs', async () => {
    const same = await codOrder({ phoneNumber: '9876543210' });
    const html = (await as('GET', `/admin/orders/${same}/packing-slip`)).body;
    expect(html).toContain('Return to');
    expect(html).toContain('Phulkari Ghar');
    expect(html).toContain('Plot 45, Industrial Area Phase 2');
    expect(html).toContain('Chandigarh, Chandigarh 160002');
    expect(html).toContain('9876501234');
    expect(html).toContain('data-print');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('Second contact');

    const other = await codOrder({ phoneNumber: '9123456780' });
    expect((await as('GET', `/admin/orders/${other}/packing-slip`)).body).toContain(
      'Second contact: 9123456780',
    );
  });

  it('asks for nothing to be collected on a cancelled order', async () => {
    const id = await codOrder();
    expect((await as('POST', `/admin/orders/${id}/cancel`, {})).statusCode).toBe(200);
    const html = (await as('GET', `/admin/orders/${id}/packing-slip`)).body;
    expect(html).toContain('DO NOT SHIP');
    expect(html).toContain('nothing to collect');
    expect(html).not.toContain('collect ₹');
  });
});

describe('the parcel papers', () => {
  it('print the transporter’s copy of the invoice and the packing slip in one PDF after shipping', async () => {
    const id = await codOrder();
    const before = await as('GET', `/admin/orders/${id}/parcel-papers.pdf`);
    expect(before.statusCode).toBe(200);
    // Before shipping: the slip alone (no invoice yet).
    const slipOnly = await PDFDocument.load(before.rawPayload);
    expect(slipOnly.getPageCount()).toBe(1);

    await as('POST', `/admin/orders/${id}/ship`, {
      courierName: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    const response = await as('GET', `/admin/orders/${id}/parcel-papers.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const papers = await PDFDocument.load(response.rawPayload);
    expect(papers.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(papers.getTitle()).toBe(`Parcel papers ${id.slice(0, 8).toUpperCase()}`);
    expect(
      (await as('GET', '/admin/orders/5b1f2c9e-0000-4000-8000-000000000003/parcel-papers.pdf')).statusCode,
    ).toBe(404);
  });
});
