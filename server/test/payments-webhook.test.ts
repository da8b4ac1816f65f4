/**
 * Razorpay webhooks, lapsed reservations and late payments (ADR 0008): signature over the
 * raw body, dedup by event id, any order of arrival, release of expired reservations, and a
 * payment captured after its piece went elsewhere refunded in full — never sold twice.
 */
import { messages, pieceGoneMessage } from '@shahi/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseExpiredReservations, startReservationRelease } from '#server/flows/expire-reservations.ts';
import type { SignedWebhook } from '#server/modules/payments/emulator.ts';
import { orderLines, orders, paymentEvents, products } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { waitFor } from './helpers/outbox.ts';
import { createRazorpayTestApp, deliverWebhook, type RazorpayStandIn } from './helpers/razorpay-stand-in.ts';
import { availablePieces, call, checkoutBody, postOrder } from './helpers/shop.ts';
import { type createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

let standIn: RazorpayStandIn;
let t: Awaited<ReturnType<typeof createTestApp>>;
let paying: Awaited<ReturnType<typeof createRazorpayTestApp>> | undefined;
let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;

beforeAll(async () => {
  // One shopper places most orders here; the per-shopper caps are tested in shopper-caps.test.ts.
  paying = await createRazorpayTestApp(UNCAPPED_SHOPPER);
  ({ t, standIn } = paying);
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
});
afterAll(() => paying?.close());

const statusOf = async (id: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventCount = async (eventId: string) =>
  (await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).length;

async function piece() {
  const [one] = await availablePieces(t.db, 1);
  if (!one) throw new Error('demo catalogue too small');
  return one;
}

/** An online order of one piece for `token`: our id, the Razorpay order id and the piece. */
async function onlineOrder(token = shopper.token) {
  const one = await piece();
  const response = await postOrder(t.app, token, [one.id], 'online');
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return { orderId: body.order._id as string, gatewayOrderId: body.payment.id as string, piece: one };
}

const deliver = (hook: SignedWebhook, headers: Record<string, string> = {}) =>
  deliverWebhook(t.app, hook, headers);

/** Makes the order's reservation end in the past, as if 15 minutes had gone by. */
async function lapse(orderId: string) {
  await t.db.execute(
    sql`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = ${orderId}`,
  );
  await t.db.execute(
    sql`UPDATE products SET reserved_until = now() - interval '1 minute'
        WHERE id IN (SELECT product_id FROM order_lines WHERE order_id = ${orderId})`,
  );
}

describe('POST /api/payments/razorpay/webhook', () => {
  it('payment.captured before the browser comes back settles the order; the late verification then changes nothing', async () => {
    const order = await onlineOrder();
    const paid = standIn.emulator.pay(order.gatewayOrderId);
    const hook = standIn.emulator.webhookEvent('payment.captured', paid.razorpay_payment_id);
    const response = await deliver(hook);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const settled = await orderRow(order.orderId);
    expect(settled).toMatchObject({ paymentStatus: 'paid', gatewayPaymentId: paid.razorpay_payment_id });
    expect(await statusOf(order.piece.id)).toBe('sold');
    expect(await eventCount(hook.eventId)).toBe(1);

    const verify = await call(t.app, 'POST', '/order/verify-payment', shopper.token, {
      ...paid,
      orderId: order.orderId,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({
      message: messages.paymentVerified,
      data: { payment: { status: 'paid' } },
    });
    expect((await orderRow(order.orderId))?.updatedAt).toEqual(settled?.updatedAt);
  });

  it('order.paid after the browser verified changes nothing and is recorded', async () => {
    const order = await onlineOrder();
    const paid = standIn.emulator.pay(order.gatewayOrderId);
    const verify = await call(t.app, 'POST', '/order/verify-payment', shopper.token, {
      ...paid,
      orderId: order.orderId,
    });
    expect(verify.statusCode).toBe(200);
    const settled = await orderRow(order.orderId);
    const hook = standIn.emulator.webhookEvent('order.paid', order.gatewayOrderId);
    expect((await deliver(hook)).statusCode).toBe(200);
    expect(await orderRow(order.orderId)).toEqual(settled);
    expect(await eventCount(hook.eventId)).toBe(1);
  });

  it('a duplicated event, even delivered at the same moment, is recorded and applied once', async () => {
    const order = await onlineOrder();
    const paid = standIn.emulator.pay(order.gatewayOrderId);
    const hook = standIn.emulator.webhookEvent('order.paid', order.gatewayOrderId);
    const answers = await Promise.all([deliver(hook), deliver(hook), deliver(hook)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await eventCount(hook.eventId)).toBe(1);
    const settled = await orderRow(order.orderId);
    expect(settled).toMatchObject({ paymentStatus: 'paid', gatewayPaymentId: paid.razorpay_payment_id });
    expect((await deliver(hook)).statusCode).toBe(200);
    expect(await orderRow(order.orderId)).toEqual(settled);
  });

  it('a bad or missing signature is refused (400) and nothing is recorded', async () => {
    const order = await onlineOrder();
    standIn.emulator.pay(order.gatewayOrderId);
    const hook = standIn.emulator.webhookEvent('order.paid', order.gatewayOrderId);
    const tampered = hook.body.replace(/"amount":(\d+)/, '"amount":100');
    const attempts = [
      deliver(hook, { 'x-razorpay-signature': 'f'.repeat(64) }),
      deliver({ ...hook, body: tampered }),
      t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-event-id': hook.eventId },
        payload: hook.body,
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await eventCount(hook.eventId)).toBe(0);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'pending' });
    expect(await statusOf(order.piece.id)).toBe('reserved');
  });

  it('payment.failed is recorded and keeps the reservation, so the shopper can pay again', async () => {
    const order = await onlineOrder();
    standIn.emulator.fail(order.gatewayOrderId);
    const hook = standIn.emulator.webhookEvent('payment.failed', order.gatewayOrderId);
    expect((await deliver(hook)).statusCode).toBe(200);
    expect(await eventCount(hook.eventId)).toBe(1);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'pending', orderStatus: 'pending' });
    expect(await statusOf(order.piece.id)).toBe('reserved');
    const retry = standIn.emulator.pay(order.gatewayOrderId);
    const verify = await call(t.app, 'POST', '/order/verify-payment', shopper.token, {
      ...retry,
      orderId: order.orderId,
    });
    expect(verify.statusCode).toBe(200);
    expect(await statusOf(order.piece.id)).toBe('sold');
  });
});

describe('lapsed reservations and late payments', () => {
  it('releaseExpiredReservations frees only lapsed reservations, marks their orders failed, and is idempotent', async () => {
    const lapsed = await onlineOrder();
    const fresh = await onlineOrder();
    await lapse(lapsed.orderId);
    const first = await releaseExpiredReservations(t.pool);
    expect(first.orders).toBeGreaterThanOrEqual(1);
    expect(await statusOf(lapsed.piece.id)).toBe('available');
    expect(await orderRow(lapsed.orderId)).toMatchObject({
      paymentStatus: 'failed',
      orderStatus: 'cancelled',
    });
    expect(await statusOf(fresh.piece.id)).toBe('reserved');
    expect(await orderRow(fresh.orderId)).toMatchObject({ paymentStatus: 'pending' });
    expect(await releaseExpiredReservations(t.pool)).toEqual({ orders: 0, pieces: 0 });

    // The released piece is on sale again; a second expiry run leaves the new reservation alone.
    const again = await postOrder(t.app, shopper.token, [lapsed.piece.id], 'online');
    expect(again.statusCode).toBe(201);
    await releaseExpiredReservations(t.pool);
    expect(await statusOf(lapsed.piece.id)).toBe('reserved');
  });

  it('a payment captured after the reservation lapsed still buys the piece if nobody took it', async () => {
    const order = await onlineOrder();
    await lapse(order.orderId);
    await releaseExpiredReservations(t.pool);
    const paid = standIn.emulator.pay(order.gatewayOrderId);
    const hook = standIn.emulator.webhookEvent('payment.captured', paid.razorpay_payment_id);
    expect((await deliver(hook)).statusCode).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'pending',
      gatewayPaymentId: paid.razorpay_payment_id,
    });
    expect(await statusOf(order.piece.id)).toBe('sold');
  });

  it('late capture (webhook) when the piece went to someone else: refunded in full, order cancelled, sold once', async () => {
    const order = await onlineOrder();
    await lapse(order.orderId);
    await releaseExpiredReservations(t.pool);
    const buyer = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const cod = await call(t.app, 'POST', '/order/create', buyer.token, checkoutBody([order.piece.id]));
    expect(cod.statusCode).toBe(201);

    const paid = standIn.emulator.pay(order.gatewayOrderId);
    const before = standIn.requests.length;
    const hook = standIn.emulator.webhookEvent('payment.captured', paid.razorpay_payment_id);
    expect((await deliver(hook)).statusCode).toBe(200);
    const refunds = standIn.requests
      .slice(before)
      .filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paid.razorpay_payment_id}/refund`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body).toEqual({ amount: order.piece.pricePaise });
    expect(standIn.emulator.fetchPayment(paid.razorpay_payment_id)).toMatchObject({
      status: 'refunded',
      amount_refunded: order.piece.pricePaise,
    });
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({
      paymentStatus: 'refunded',
      orderStatus: 'cancelled',
      gatewayPaymentId: paid.razorpay_payment_id,
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(await statusOf(order.piece.id)).toBe('sold');
    const { rows } = await t.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.product_id = ${order.piece.id} AND o.order_status <> 'cancelled'`,
    );
    expect(Number(rows[0]?.n)).toBe(1);

    // The browser coming back now, and the event again: told clearly, no second refund.
    const verify = await call(t.app, 'POST', '/order/verify-payment', shopper.token, {
      ...paid,
      orderId: order.orderId,
    });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toContain('refunded');
    const retried = standIn.emulator.webhookEvent('order.paid', order.gatewayOrderId);
    expect((await deliver(retried)).statusCode).toBe(200);
    expect(standIn.requests.slice(before).filter((r) => r.path.endsWith('/refund'))).toHaveLength(1);
  });

  it('a late payment reported by the browser and two webhooks at once is refunded exactly once', async () => {
    const order = await onlineOrder();
    await lapse(order.orderId);
    await releaseExpiredReservations(t.pool);
    const buyer = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    expect(
      (await call(t.app, 'POST', '/order/create', buyer.token, checkoutBody([order.piece.id]))).statusCode,
    ).toBe(201);
    const paid = standIn.emulator.pay(order.gatewayOrderId);
    const before = standIn.requests.length;
    const answers = await Promise.all([
      deliver(standIn.emulator.webhookEvent('payment.captured', paid.razorpay_payment_id)),
      call(t.app, 'POST', '/order/verify-payment', shopper.token, { ...paid, orderId: order.orderId }),
      deliver(standIn.emulator.webhookEvent('order.paid', order.gatewayOrderId)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 409, 200]);
    const refunds = standIn.requests
      .slice(before)
      .filter((r) => r.method === 'POST' && r.path.endsWith('/refund'));
    expect(refunds).toHaveLength(1);
    expect(await orderRow(order.orderId)).toMatchObject({
      paymentStatus: 'refunded',
      orderStatus: 'cancelled',
    });
  });

  it('late verification by the browser when the piece is gone: 409 naming it, refunded', async () => {
    const order = await onlineOrder();
    await lapse(order.orderId);
    await releaseExpiredReservations(t.pool);
    const buyer = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const taken = await postOrder(t.app, buyer.token, [order.piece.id], 'online');
    expect(taken.statusCode).toBe(201);
    const paid = standIn.emulator.pay(order.gatewayOrderId);
    const verify = await call(t.app, 'POST', '/order/verify-payment', shopper.token, {
      ...paid,
      orderId: order.orderId,
    });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toContain(pieceGoneMessage(order.piece.title, 'sold'));
    expect(await orderRow(order.orderId)).toMatchObject({
      paymentStatus: 'refunded',
      orderStatus: 'cancelled',
    });
    // The other shopper's reservation is untouched.
    expect(await statusOf(order.piece.id)).toBe('reserved');
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.productId, order.piece.id));
    expect(lines).toHaveLength(2);
  });

  it('the pg-boss job releases lapsed reservations on its own', async () => {
    const order = await onlineOrder();
    await lapse(order.orderId);
    const quiet = { debug() {}, info() {}, warn() {}, error() {} };
    const jobs = startReservationRelease({
      pool: t.pool,
      log: quiet,
      everySeconds: 1,
      pollingIntervalSeconds: 0.2,
    });
    try {
      await waitFor(
        async () => ((await statusOf(order.piece.id)) === 'available' ? true : undefined),
        10_000,
      );
    } finally {
      await jobs.stop();
    }
    expect(await orderRow(order.orderId)).toMatchObject({
      paymentStatus: 'failed',
      orderStatus: 'cancelled',
    });
  });
});
