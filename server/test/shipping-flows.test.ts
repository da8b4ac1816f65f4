/**
 * Courier shipping's flows against the Shiprocket stand-in (ADR 0061): ship in one press (AWB,
 * label, pickup, invoice, shipped mail) and its failures changing nothing; the tracking webhook
 * moving the order to delivered (cash collected), idempotent, forged tokens refused, unknown AWBs
 * acknowledged; a returned parcel (RTO) cancelling the order with its credit note and the same piece
 * back on sale, and the manual "returned" cancel; the polling job catching a missed scan; the
 * shopper's timeline; checkout refusals for an unserved PIN and COD blocks; the RTO figures.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pollQuietShipments } from '#server/flows/track-shipments.ts';
import { ShiprocketClient } from '#server/modules/shipping/shiprocket-client.ts';
import { createShiprocketProvider } from '#server/modules/shipping/shiprocket-provider.ts';
import { ShiprocketStandIn } from '#server/modules/shipping/shiprocket-stand-in.ts';
import {
  orderEvents,
  orders,
  products,
  shipmentEvents,
  shipments,
  taxDocuments,
} from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { waitForMail } from './helpers/outbox.ts';
import { storeSeller } from './helpers/seller.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

const startSpy = vi.spyOn(ShiprocketStandIn, 'start');
let standIn: ShiprocketStandIn;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;
let stranger: Awaited<ReturnType<typeof createVerifiedShopper>>;
/** Orders this file shipped, and of them returned: the RTO figures' expected counts. */
let shippedCount = 0;
let returnedCount = 0;

beforeAll(async () => {
  t = await createTestApp({
    SHIPPING_SANDBOX: 'true',
    PUBLIC_URL: 'https://shop.example.in',
    ...UNCAPPED_SHOPPER,
  });
  const started = startSpy.mock.results[0]?.value as Promise<ShiprocketStandIn> | undefined;
  if (!started) throw new Error('the app did not start the Shiprocket stand-in');
  standIn = await started;
  await storeSeller(t.db);
  admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR, { firstName: 'Gurpreet', lastName: 'Admin' });
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR, {
    firstName: 'Simran',
    phoneNumber: '9988776655',
  });
  stranger = await createVerifiedShopper(t.app, t.env.DATA_DIR, { firstName: 'Other' });
});
afterAll(async () => {
  await t?.close();
  startSpy.mockRestore();
});

const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  adminCall(t.app, method, url, { token: admin.token, payload });
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const shipmentRow = async (id: string) =>
  (await t.db.select().from(shipments).where(eq(shipments.orderId, id)))[0];
const pieceStatus = async (id: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;
const documentsOf = (id: string) => t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
const scansOf = (id: string) => t.db.select().from(shipmentEvents).where(eq(shipmentEvents.orderId, id));
const mailAbout = (id: string, subject: RegExp) =>
  waitForMail(
    t.env.DATA_DIR,
    (m) => m.subject.includes(id.slice(0, 8).toUpperCase()) && subject.test(m.subject),
  );

/** A cash-on-delivery order of one available piece by `token`; `overrides` change the checkout body. */
async function codOrder(token = shopper.token, overrides: Record<string, unknown> = {}) {
  const [piece] = await availablePieces(t.db, 1);
  if (!piece) throw new Error('demo catalogue too small');
  const response = await call(t.app, 'POST', '/order/create', token, checkoutBody([piece.id], overrides));
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().order._id as string, pieceId: piece.id };
}

/** A COD order booked with the stand-in and shipped; its AWB. */
async function shippedWithCourier() {
  const order = await codOrder();
  const response = await as('POST', `/admin/orders/${order.id}/ship-with-courier`, {});
  expect(response.statusCode, response.body).toBe(200);
  shippedCount += 1;
  return { ...order, awb: response.json().data.shipment.awb as string };
}

/** `minutes` after the file started (whole seconds, as Shiprocket stamps scans), so scans sort as written. */
const startedAt = Math.ceil(Date.now() / 1000) * 1000 + 60_000;
const at = (minutes: number) => new Date(startedAt + minutes * 60_000);

describe('ship in one press', () => {
  it('says the shop ships through the stand-in', async () => {
    const response = await as('GET', '/admin/shipping/mode');
    expect(response.json().data).toEqual({ mode: 'test' });
  });

  it('books the courier, keeps the AWB, label and pickup, issues the invoice and mails the shopper', async () => {
    const order = await codOrder();
    const response = await as('POST', `/admin/orders/${order.id}/ship-with-courier`, {});
    expect(response.statusCode, response.body).toBe(200);
    shippedCount += 1;
    const { shipment, order: shipped } = response.json().data;
    expect(shipment.awb).toMatch(/^\w+$/);
    expect(shipment.courierName).toBeTruthy();
    expect(shipment.pickupToken).toBeTruthy();
    expect(shipment.labelUrl).toBe(`/api/admin/orders/${order.id}/label.pdf`);
    expect(shipped.orderStatus).toBe('shipped');

    const row = await orderRow(order.id);
    expect(row?.orderStatus).toBe('shipped');
    expect(row?.trackingNumber).toBe(shipment.awb);
    expect(row?.courierName).toBe(shipment.courierName);
    expect((await documentsOf(order.id)).map((document) => document.kind)).toEqual(['invoice']);

    const label = await as('GET', `/admin/orders/${order.id}/label.pdf`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(standIn.shipmentByAwb(shipment.awb)?.cancelled ?? false).toBe(false);

    const mail = await mailAbout(order.id, /on its way/);
    expect(mail.text).toContain(shipment.awb);
    expect(mail.parsed.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);

    const again = await as('POST', `/admin/orders/${order.id}/ship-with-courier`, {});
    expect(again.statusCode).toBe(409);
  });

  it('refuses, changing nothing, when no courier is assigned; the provider order is cancelled', async () => {
    const order = await codOrder();
    const reference = order.id.slice(0, 8).toUpperCase();
    standIn.refuseNext('assign', { status: 422, message: 'No courier serviceable for this weight' });
    const response = await as('POST', `/admin/orders/${order.id}/ship-with-courier`, {});
    expect([409, 502]).toContain(response.statusCode);
    expect(response.json().message).toMatch(/courier could not be booked.*Nothing was changed/);
    expect((await orderRow(order.id))?.orderStatus).toBe('pending');
    expect(await shipmentRow(order.id)).toBeUndefined();
    expect(await documentsOf(order.id)).toEqual([]);
    expect(standIn.shipmentOfOrder(reference)?.cancelled).toBe(true);
  });

  it('cancels the booking when the pickup fails after the AWB was taken', async () => {
    const order = await codOrder();
    const reference = order.id.slice(0, 8).toUpperCase();
    standIn.refuseNext('pickup', { status: 400, message: 'Pickup could not be scheduled' });
    const response = await as('POST', `/admin/orders/${order.id}/ship-with-courier`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Pickup could not be scheduled');
    expect((await orderRow(order.id))?.orderStatus).toBe('pending');
    expect(await shipmentRow(order.id)).toBeUndefined();
    expect(standIn.shipmentOfOrder(reference)?.awb).toBeTruthy();
    expect(standIn.shipmentOfOrder(reference)?.cancelled).toBe(true);
  });
});

describe('tracking to the door', () => {
  it('moves the order through the scans to delivered, cash collected, and never backwards', async () => {
    const order = await shippedWithCourier();
    await standIn.advance(order.awb, 42, { location: 'Chandigarh', at: at(0) });
    expect((await shipmentRow(order.id))?.status).toBe('picked_up');
    await standIn.advance(order.awb, 18, { location: 'Ambala Hub', at: at(60) });
    expect((await shipmentRow(order.id))?.status).toBe('in_transit');
    await standIn.advance(order.awb, 17, { location: 'Chandigarh', at: at(180) });
    expect((await shipmentRow(order.id))?.status).toBe('out_for_delivery');
    // An older scan arriving late is recorded but does not move the parcel back.
    await standIn.advance(order.awb, 38, { location: 'Chandigarh Hub', at: at(120) });
    expect((await shipmentRow(order.id))?.status).toBe('out_for_delivery');
    expect((await orderRow(order.id))?.orderStatus).toBe('shipped');

    await standIn.advance(order.awb, 7, { location: 'Chandigarh', at: at(240) });
    const row = await orderRow(order.id);
    expect(row?.orderStatus).toBe('delivered');
    expect(row?.paymentStatus).toBe('paid');
    expect((await shipmentRow(order.id))?.status).toBe('delivered');
    expect((await mailAbout(order.id, /was delivered/)).text).toContain('in cash');
    const notes = (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)))
      .filter((event) => event.kind === 'tracking')
      .map((event) => event.note);
    expect(notes).toContain('Out for delivery — Chandigarh');

    const timeline = await call(t.app, 'GET', `/order/${order.id}/tracking`, shopper.token);
    expect(timeline.statusCode).toBe(200);
    const data = timeline.json().data;
    expect(data.source).toBe('courier');
    expect(data.awb).toBe(order.awb);
    expect(data.current).toBe('delivered');
    expect(data.steps.map((step: { status: string }) => step.status)).toEqual([
      'placed',
      'booked',
      'picked_up',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    const someoneElse = await call(t.app, 'GET', `/order/${order.id}/tracking`, stranger.token);
    expect(someoneElse.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/order/${order.id}/tracking` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores a repeated webhook once and changes nothing', async () => {
    const order = await shippedWithCourier();
    const body = await standIn.advance(order.awb, 18, { location: 'Ambala Hub', at: at(30) });
    const scans = (await scansOf(order.id)).length;
    const events = (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).length;
    await standIn.onWebhook?.(body);
    await standIn.onWebhook?.(body);
    expect((await scansOf(order.id)).length).toBe(scans);
    expect((await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).length).toBe(
      events,
    );
  });

  it('refuses a forged or missing token and reads nothing; acknowledges an unknown AWB', async () => {
    const order = await shippedWithCourier();
    const body = {
      awb: order.awb,
      current_status: 'DELIVERED',
      shipment_status: 'DELIVERED',
      shipment_status_id: 7,
      current_timestamp: '20 11 2026 12:00:00',
      scans: [],
    };
    for (const headers of [{ 'x-api-key': 'guessed-token' }, {}]) {
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/shipping/webhook',
        headers,
        payload: body,
      });
      expect(forged.statusCode).toBe(401);
    }
    expect((await orderRow(order.id))?.orderStatus).toBe('shipped');
    expect(await scansOf(order.id)).toEqual([]);

    // The stand-in's receiver posts with the shop's real token and throws on a 4xx/5xx answer.
    await expect(standIn.onWebhook?.({ ...body, awb: 'NO-SUCH-AWB-1' })).resolves.toBeUndefined();
    const stored = await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.awb, 'NO-SUCH-AWB-1'));
    expect(stored).toEqual([]);
    await expect(standIn.onWebhook?.({ awb: order.awb })).rejects.toThrow(/400/);
  });

  it('catches a missed webhook by polling the provider', async () => {
    const order = await shippedWithCourier();
    const receiver = standIn.onWebhook;
    standIn.onWebhook = undefined;
    try {
      await standIn.advance(order.awb, 42, { location: 'Chandigarh', at: at(10) });
      await standIn.advance(order.awb, 18, { location: 'Ambala Hub', at: at(70) });
    } finally {
      standIn.onWebhook = receiver;
    }
    expect(await scansOf(order.id)).toEqual([]);
    const options = startSpy.mock.calls[0]?.[0];
    if (!options) throw new Error('no stand-in options');
    const provider = createShiprocketProvider({
      client: new ShiprocketClient({ apiUrl: standIn.url, email: options.email, password: options.password }),
      pickupLocation: options.pickupLocation,
      pickupPin: async () => '160017',
    });
    const deps = {
      pool: t.pool,
      db: t.db,
      // Scans short of delivery mail no one.
      mail: { enqueue: async () => 'no-mail', wake: () => undefined },
      shopName: 'Shahi Threads',
      publicUrl: 'https://shop.example.in',
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      provider,
    };
    const later = new Date(startedAt + 5 * 60 * 60 * 1000);
    const first = await pollQuietShipments(deps, later);
    expect(first.scans).toBeGreaterThanOrEqual(2);
    expect((await shipmentRow(order.id))?.status).toBe('in_transit');
    // The stand-in lists its booking scans too (AWB assigned, pickup): each stored once.
    const polled = (await scansOf(order.id)).map((scan) => scan.status);
    expect(polled).toEqual(expect.arrayContaining(['picked_up', 'in_transit']));
    expect(new Set(polled.filter((status) => status !== 'booked')).size).toBe(2);
    expect((await shipmentRow(order.id))?.lastPolledAt?.getTime()).toBe(later.getTime());
    // Asked just now: not asked again in the same run's time.
    const second = await pollQuietShipments(deps, later);
    expect(second.scans).toBe(0);
  });
});

describe('RTO back to stock', () => {
  it('cancels a returned parcel "Returned undelivered", issues the credit note and puts the same piece on sale', async () => {
    const order = await shippedWithCourier();
    expect(await pieceStatus(order.pieceId)).toBe('sold');
    await standIn.advance(order.awb, 21, { location: 'Chandigarh', at: at(0) });
    expect((await shipmentRow(order.id))?.status).toBe('undelivered');
    await standIn.advance(order.awb, 9, { location: 'Chandigarh', at: at(60) });
    expect((await orderRow(order.id))?.orderStatus).toBe('shipped');
    await standIn.advance(order.awb, 10, { location: 'Mohali workshop', at: at(600) });
    returnedCount += 1;

    const row = await orderRow(order.id);
    expect(row?.orderStatus).toBe('cancelled');
    expect(row?.returnedAt).toBeInstanceOf(Date);
    expect(await pieceStatus(order.pieceId)).toBe('available');
    expect((await documentsOf(order.id)).map((document) => document.kind).sort()).toEqual([
      'credit_note',
      'invoice',
    ]);
    const [cancelled] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'cancelled')));
    expect(cancelled?.note).toMatch(
      /^Returned undelivered · .*1 piece\(s\) back on sale · Credit note issued$/,
    );
    expect(cancelled?.actorUserId).toBeNull();
    expect((await mailAbout(order.id, /cancelled/)).text).toContain('Returned undelivered');
    // The piece's own page works again, under the same id.
    const page = await t.app.inject({ method: 'GET', url: `/api/product/${order.pieceId}` });
    expect(page.statusCode).toBe(200);
  });

  it('by hand: cancelling a shipped order as returned puts the piece back on sale', async () => {
    const order = await codOrder();
    const shipped = await as('POST', `/admin/orders/${order.id}/ship`, {
      courierName: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    shippedCount += 1;
    const cancelled = await as('POST', `/admin/orders/${order.id}/cancel`, {
      reason: 'Returned undelivered',
      returned: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    returnedCount += 1;
    expect(await pieceStatus(order.pieceId)).toBe('available');
    expect((await orderRow(order.id))?.returnedAt).toBeInstanceOf(Date);
    expect((await documentsOf(order.id)).some((document) => document.kind === 'credit_note')).toBe(true);

    const timeline = await call(t.app, 'GET', `/order/${order.id}/tracking`, shopper.token);
    expect(timeline.json().data.source).toBe('manual');
    expect(timeline.json().data.steps.map((step: { status: string }) => step.status)).toEqual([
      'placed',
      'shipped',
      'rto_delivered',
      'cancelled',
    ]);
  });

  it('refuses a returned flag that is not true or false', async () => {
    const order = await codOrder();
    const response = await as('POST', `/admin/orders/${order.id}/cancel`, { returned: 'yes' });
    expect(response.statusCode).toBe(400);
    expect((await orderRow(order.id))?.orderStatus).toBe('pending');
  });

  it('shows the RTO figures per PIN prefix and per shopper', async () => {
    const response = await as('GET', '/admin/shipping/rto?days=30');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.days).toBe(30);
    expect(data.total).toEqual({
      shipped: shippedCount,
      returned: returnedCount,
      rate: Math.round((returnedCount / shippedCount) * 1000) / 1000,
    });
    expect(data.byPinPrefix).toEqual([
      expect.objectContaining({ pinPrefix: '160', shipped: shippedCount, returned: returnedCount }),
    ]);
    expect(data.byShopper[0]).toMatchObject({
      userId: shopper.userId,
      returned: returnedCount,
      codBlocked: false,
    });
    for (const days of ['0', '366', 'many']) {
      expect((await as('GET', `/admin/shipping/rto?days=${days}`)).statusCode).toBe(400);
    }
  });
});

describe('checkout refusals', () => {
  it('refuses a PIN no courier serves, and COD where couriers collect no cash', async () => {
    const [piece] = await availablePieces(t.db, 1);
    const andaman = {
      ...checkoutBody([piece?.id]).addressDetails,
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
      zip: '744101',
    };
    const unserved = await call(
      t.app,
      'POST',
      '/order/create',
      shopper.token,
      checkoutBody([piece?.id], { addressDetails: andaman }),
    );
    expect(unserved.statusCode).toBe(409);
    expect(unserved.json().message).toMatch(/^We can't deliver to PIN 744101 yet/);
    const manipur = { ...andaman, city: 'Imphal', state: 'Manipur', zip: '795001' };
    const noCash = await call(
      t.app,
      'POST',
      '/order/create',
      shopper.token,
      checkoutBody([piece?.id], { addressDetails: manipur }),
    );
    expect(noCash.statusCode).toBe(409);
    expect(noCash.json().message).toMatch(/Cash on delivery isn't available for PIN 795001.*pay online/);
    expect(await pieceStatus(piece?.id ?? '')).toBe('available');
  });

  it('refuses COD for a blocked shopper or PIN prefix until the block is removed', async () => {
    const [piece] = await availablePieces(t.db, 1);
    const place = () => call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece?.id]));

    const byShopper = await as('POST', '/admin/shipping/cod-blocks', {
      kind: 'customer',
      shopper: shopper.email.toUpperCase(),
      note: 'Two parcels refused',
    });
    expect(byShopper.statusCode, byShopper.body).toBe(201);
    expect(byShopper.json().data).toMatchObject({
      kind: 'customer',
      value: shopper.userId,
      note: 'Two parcels refused',
    });
    const refused = await place();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Cash on delivery isn't available for this order\. Please pay online/,
    );
    expect(
      (await as('POST', '/admin/shipping/cod-blocks', { kind: 'customer', shopper: '9988776655' }))
        .statusCode,
    ).toBe(409);
    const rto = await as('GET', '/admin/shipping/rto');
    expect(rto.json().data.byShopper[0]).toMatchObject({ userId: shopper.userId, codBlocked: true });
    expect((await as('DELETE', `/admin/shipping/cod-blocks/${byShopper.json().data.id}`)).statusCode).toBe(
      200,
    );

    const byPrefix = await as('POST', '/admin/shipping/cod-blocks', {
      kind: 'pin_prefix',
      pinPrefix: '1600',
    });
    expect(byPrefix.statusCode).toBe(201);
    expect(byPrefix.json().data.label).toBe('PIN codes starting 1600');
    const refusedHere = await place();
    expect(refusedHere.statusCode).toBe(409);
    expect(refusedHere.json().message).toContain('PIN 160017');
    expect((await as('GET', '/admin/shipping/cod-blocks')).json().data).toHaveLength(1);
    expect((await as('DELETE', `/admin/shipping/cod-blocks/${byPrefix.json().data.id}`)).statusCode).toBe(
      200,
    );
    expect((await as('DELETE', `/admin/shipping/cod-blocks/${byPrefix.json().data.id}`)).statusCode).toBe(
      404,
    );

    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('refuses malformed blocks and unknown shoppers with a clear message', async () => {
    for (const [body, status, message] of [
      [{ kind: 'pin_prefix', pinPrefix: '0123' }, 400, /PIN prefix is 1 to 6 digits/],
      [{ kind: 'pin_prefix', pinPrefix: '1234567' }, 400, /PIN prefix is 1 to 6 digits/],
      [{ kind: 'everyone' }, 400, /kind must be pin_prefix or customer/],
      [{ kind: 'customer', shopper: 'nobody@example.in' }, 404, /No shopper has that/],
      [{ kind: 'customer', shopper: '' }, 400, /e-mail address or phone number/],
    ] as const) {
      const response = await as('POST', '/admin/shipping/cod-blocks', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect((await as('GET', '/admin/shipping/cod-blocks')).json().data).toEqual([]);
  });
});
