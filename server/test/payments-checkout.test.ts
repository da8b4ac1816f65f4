/**
 * Online checkout (`POST /api/order/create`) and the browser's verification
 * (`POST /api/order/verify-payment`; ADR 0008, 0025), against a local stand-in of Razorpay's API
 * that the official SDK talks to unchanged.
 */
import { messages, pieceGoneMessage } from '@shahi/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedWebhook } from '#server/modules/payments/emulator.ts';
import { hmacSha256Hex } from '#server/modules/payments/signatures.ts';
import { cartLines, orderEvents, orders, paymentEvents, products } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { readOutbox, waitForMail } from './helpers/outbox.ts';
import {
  createRazorpayTestApp,
  deliverWebhook,
  razorpayTestKeys as keys,
  type RazorpayStandIn,
} from './helpers/razorpay-stand-in.ts';
import { availablePieces, call, checkoutBody, postOrder } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let standIn: RazorpayStandIn;
let t: Awaited<ReturnType<typeof createTestApp>>;
let paying: Awaited<ReturnType<typeof createRazorpayTestApp>> | undefined;

beforeAll(async () => {
  paying = await createRazorpayTestApp();
  ({ t, standIn } = paying);
});
afterAll(() => paying?.close());

const statusOf = async (id: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

async function piece() {
  const [one] = await availablePieces(t.db, 1);
  if (!one) throw new Error('demo catalogue too small');
  return one;
}

/** Starts an online checkout of `ids` for `token`; the 201 answer's body. */
async function startOnline(token: string, ids: string[]) {
  const response = await postOrder(t.app, token, ids, 'online');
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { order: { _id: string }; payment: { id: string; amount: number } };
}

const addToBag = (token: string, productId: string) =>
  call(t.app, 'POST', '/cart/add-product', token, { productId });

const verify = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/order/verify-payment', token, body);

describe('POST /api/order/create (online)', () => {
  it('reserves the pieces, creates the Razorpay order for the database price in paise, answers the order, key and gateway order', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [first, second] = await availablePieces(t.db, 2);
    if (!first || !second) throw new Error('demo catalogue too small');
    expect((await addToBag(shopper.token, first.id)).statusCode).toBeLessThan(300);
    const before = standIn.requests.length;
    const tampered = checkoutBody([{ productId: first.id, price: 1 }, second.id], {
      paymentMethod: 'online',
      amount: 100,
      total: 1,
    });
    const response = await call(t.app, 'POST', '/order/create', shopper.token, tampered);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const amount = first.pricePaise + second.pricePaise;
    expect(body).toEqual({
      success: true,
      message: messages.onlineOrderCreated,
      order: { _id: expect.any(String) },
      key: keys.keyId,
      payment: { id: expect.stringMatching(/^order_/), amount, currency: 'INR' },
      sandbox: false,
    });
    const sent = standIn.requests.slice(before).filter((r) => r.method === 'POST' && r.path === '/v1/orders');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      amount,
      currency: 'INR',
      receipt: body.order._id,
      notes: { orderId: body.order._id },
    });
    expect(standIn.emulator.fetchOrder(body.payment.id).amount).toBe(amount);

    const row = await orderRow(body.order._id);
    expect(row).toMatchObject({
      paymentMethod: 'online',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      amountPaise: amount,
      gatewayOrderId: body.payment.id,
    });
    const minutesLeft = ((row?.reservedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15.1);
    expect(await statusOf(first.id)).toBe('reserved');
    expect(await statusOf(second.id)).toBe('reserved');
    // A reservation is not a sale: the piece stays in the bag.
    const bag = await t.db.select().from(cartLines).where(eq(cartLines.productId, first.id));
    expect(bag).toHaveLength(1);
  });

  it('refuses a reserved piece to everyone else, COD or online, naming it (409)', async () => {
    const owner = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const other = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const one = await piece();
    await startOnline(owner.token, [one.id]);
    for (const paymentMethod of ['cod', 'online'] as const) {
      const response = await postOrder(t.app, other.token, [one.id], paymentMethod);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(pieceGoneMessage(one.title, 'reserved'));
    }
    expect(await statusOf(one.id)).toBe('reserved');
  });
});

describe('POST /api/order/verify-payment', () => {
  it('marks the order paid, sells the pieces once, clears the bags and mails "paid online"; a replay changes nothing', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const other = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const one = await piece();
    expect((await addToBag(other.token, one.id)).statusCode).toBeLessThan(300);
    const started = await startOnline(shopper.token, [one.id]);
    const paid = standIn.emulator.pay(started.payment.id);
    const body = { ...paid, orderId: started.order._id };

    const response = await verify(shopper.token, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: messages.paymentVerified,
      data: {
        _id: started.order._id,
        orderStatus: 'pending',
        payment: { method: 'online', status: 'paid', amount: one.pricePaise / 100, currency: 'INR' },
      },
    });
    expect(await statusOf(one.id)).toBe('sold');
    expect(await t.db.select().from(cartLines).where(eq(cartLines.productId, one.id))).toHaveLength(0);
    const row = await orderRow(started.order._id);
    expect(row).toMatchObject({ paymentStatus: 'paid', gatewayPaymentId: paid.razorpay_payment_id });
    const mail = await waitForMail(t.env.DATA_DIR, (m) => m.to === shopper.email && /order/i.test(m.subject));
    expect(mail.text).toContain('paid online');
    expect(mail.text).not.toContain('cash on delivery');

    const replay = await verify(shopper.token, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe(messages.paymentVerified);
    expect((await orderRow(started.order._id))?.paidAt).toEqual(row?.paidAt);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = (await readOutbox(t.env.DATA_DIR)).filter(
      (m) => m.to === shopper.email && /order/i.test(m.subject),
    );
    expect(mails).toHaveLength(1);
  });

  it('a forged signature, or one for another order, is refused (400) and changes nothing', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [first, second] = await availablePieces(t.db, 2);
    if (!first || !second) throw new Error('demo catalogue too small');
    const mine = await startOnline(shopper.token, [first.id]);
    const theirs = await startOnline(shopper.token, [second.id]);
    const paidTheirs = standIn.emulator.pay(theirs.payment.id);
    const attempts = [
      // Forged: a signature that is not the key secret's HMAC.
      {
        razorpay_order_id: mine.payment.id,
        razorpay_payment_id: paidTheirs.razorpay_payment_id,
        razorpay_signature: 'a'.repeat(64),
      },
      // The other order's genuine payment and signature, presented for this order.
      { ...paidTheirs, razorpay_order_id: mine.payment.id },
      // The other order's whole callback, presented for this order.
      paidTheirs,
      // Not even hex.
      { ...paidTheirs, razorpay_order_id: mine.payment.id, razorpay_signature: 'not-a-signature' },
    ];
    for (const attempt of attempts) {
      const response = await verify(shopper.token, { ...attempt, orderId: mine.order._id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: messages.paymentVerificationFailed });
    }
    // The reservation stays until it ends, so the shopper can retry.
    expect(await orderRow(mine.order._id)).toMatchObject({
      paymentStatus: 'pending',
      gatewayPaymentId: null,
    });
    expect(await statusOf(first.id)).toBe('reserved');
    const retry = await verify(shopper.token, {
      ...standIn.emulator.pay(mine.payment.id),
      orderId: mine.order._id,
    });
    expect(retry.statusCode).toBe(200);
    expect(await statusOf(first.id)).toBe('sold');
  });

  it("someone else's order and an unknown order are both 404 Order not found; no session is 401", async () => {
    const owner = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const intruder = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const one = await piece();
    const started = await startOnline(owner.token, [one.id]);
    const paid = standIn.emulator.pay(started.payment.id);
    const stolen = await verify(intruder.token, { ...paid, orderId: started.order._id });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(messages.orderNotFound);
    const unknown = await verify(intruder.token, { ...paid, orderId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.orderNotFound);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: { ...paid, orderId: started.order._id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await orderRow(started.order._id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await statusOf(one.id)).toBe('reserved');
  });

  it('a cash-on-delivery order has no online payment to verify (400)', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const one = await piece();
    const cod = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([one.id]));
    const response = await verify(shopper.token, {
      razorpay_order_id: 'order_x',
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'b'.repeat(64),
      orderId: cod.json().order._id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.paymentVerificationFailed);
  });
});

const deliver = (hook: SignedWebhook) => deliverWebhook(t.app, hook);

const historyOf = async (orderId: string) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((event) => event.kind);

describe('POST /api/order/verify-payment checks the payment itself (ADR 0025)', () => {
  it('a payment only authorized: 202 "confirming", order pending and piece reserved; the capture webhook then settles it', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const one = await piece();
    const started = await startOnline(shopper.token, [one.id]);
    const authorized = standIn.emulator.pay(started.payment.id, { capture: false });
    const body = { ...authorized, orderId: started.order._id };

    const response = await verify(shopper.token, body);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      success: true,
      message: messages.paymentConfirming,
      data: { _id: started.order._id, payment: { method: 'online', status: 'pending' } },
    });
    expect(await orderRow(started.order._id)).toMatchObject({
      paymentStatus: 'pending',
      gatewayPaymentId: null,
    });
    expect(await statusOf(one.id)).toBe('reserved');
    // Its payment.authorized webhook is recorded and settles nothing either.
    const authorizedHook = standIn.emulator.webhookEvent(
      'payment.authorized',
      authorized.razorpay_payment_id,
    );
    expect((await deliver(authorizedHook)).statusCode).toBe(200);
    expect(await orderRow(started.order._id)).toMatchObject({ paymentStatus: 'pending' });

    standIn.emulator.capture(authorized.razorpay_payment_id);
    const captured = standIn.emulator.webhookEvent('payment.captured', authorized.razorpay_payment_id);
    expect((await deliver(captured)).statusCode).toBe(200);
    expect(await orderRow(started.order._id)).toMatchObject({
      paymentStatus: 'paid',
      gatewayPaymentId: authorized.razorpay_payment_id,
    });
    expect(await statusOf(one.id)).toBe('sold');
    const again = await verify(shopper.token, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(messages.paymentVerified);
  });

  it('a payment of another amount: 400, nothing settled; its signed webhook is recorded, logged in the history, never sells', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const one = await piece();
    const started = await startOnline(shopper.token, [one.id]);
    // A partial payment: genuine, signed, captured — but not the order's amount.
    const partial = standIn.emulator.pay(started.payment.id, { amount: started.payment.amount - 100 });
    const response = await verify(shopper.token, { ...partial, orderId: started.order._id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: messages.paymentVerificationFailed });
    expect(await orderRow(started.order._id)).toMatchObject({
      paymentStatus: 'pending',
      gatewayPaymentId: null,
    });
    expect(await statusOf(one.id)).toBe('reserved');

    const hook = standIn.emulator.webhookEvent('payment.captured', partial.razorpay_payment_id);
    const delivered = await deliver(hook);
    expect(delivered.statusCode).toBe(200);
    expect(await orderRow(started.order._id)).toMatchObject({
      paymentStatus: 'pending',
      gatewayPaymentId: null,
    });
    expect(await statusOf(one.id)).toBe('reserved');
    expect(
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, hook.eventId)),
    ).toHaveLength(1);
    expect(await historyOf(started.order._id)).toEqual(['placed', 'payment_mismatch']);
    // A repeated delivery is a duplicate: no second history row.
    expect((await deliver(hook)).statusCode).toBe(200);
    expect(await historyOf(started.order._id)).toEqual(['placed', 'payment_mismatch']);
  });

  it("another order's payment, signed for this one: 400, nothing settled; this order's own payment then settles it", async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [first, second] = await availablePieces(t.db, 2);
    if (!first || !second) throw new Error('demo catalogue too small');
    // Same price, so only the payment's order tells them apart.
    await t.db
      .update(products)
      .set({ pricePaise: first.pricePaise })
      .where(inArray(products.id, [second.id]));
    const mine = await startOnline(shopper.token, [first.id]);
    const theirs = await startOnline(shopper.token, [second.id]);
    expect(theirs.payment.amount).toBe(mine.payment.amount);
    const paidTheirs = standIn.emulator.pay(theirs.payment.id);
    // Only someone holding the key secret could sign this; the capture check stops it anyway.
    const signature = hmacSha256Hex(keys.keySecret, `${mine.payment.id}|${paidTheirs.razorpay_payment_id}`);
    const response = await verify(shopper.token, {
      razorpay_order_id: mine.payment.id,
      razorpay_payment_id: paidTheirs.razorpay_payment_id,
      razorpay_signature: signature,
      orderId: mine.order._id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.paymentVerificationFailed);
    expect(await orderRow(mine.order._id)).toMatchObject({
      paymentStatus: 'pending',
      gatewayPaymentId: null,
    });
    expect(await statusOf(first.id)).toBe('reserved');

    const own = standIn.emulator.pay(mine.payment.id);
    expect((await deliver(standIn.emulator.webhookEvent('order.paid', mine.payment.id))).statusCode).toBe(
      200,
    );
    expect(await orderRow(mine.order._id)).toMatchObject({
      paymentStatus: 'paid',
      gatewayPaymentId: own.razorpay_payment_id,
    });
    expect(await statusOf(first.id)).toBe('sold');
  });
});

describe('gateway down', () => {
  let down: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // Nothing listens on port 9 of 127.0.0.1: every call to "Razorpay" is refused at once.
    down = await createTestApp({
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_API_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('releases the reservation, cancels the order and answers a clear 502', async () => {
    const shopper = await createVerifiedShopper(down.app, down.env.DATA_DIR);
    const [one] = await availablePieces(down.db, 1);
    if (!one) throw new Error('no piece');
    const response = await call(
      down.app,
      'POST',
      '/order/create',
      shopper.token,
      checkoutBody([one.id], { paymentMethod: 'online' }),
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, message: messages.paymentGatewayUnavailable });
    const [status] = await down.db
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, one.id));
    expect(status?.status).toBe('available');
    const rows = await down.db.select().from(orders).where(eq(orders.userId, shopper.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      paymentStatus: 'failed',
      orderStatus: 'cancelled',
      gatewayOrderId: null,
    });
    // The piece can be bought at once.
    const cod = await call(down.app, 'POST', '/order/create', shopper.token, checkoutBody([one.id]));
    expect(cod.statusCode).toBe(201);
  });

  it('verify-payment cannot fetch the payment: the 502 wording, the order untouched', async () => {
    const shopper = await createVerifiedShopper(down.app, down.env.DATA_DIR);
    const [one] = await availablePieces(down.db, 1);
    const placed = await call(down.app, 'POST', '/order/create', shopper.token, checkoutBody([one?.id]));
    const id = placed.json().order._id as string;
    // As if its gateway order had been created before Razorpay became unreachable.
    await down.db.execute(
      sql`UPDATE orders SET payment_method = 'online', gateway_order_id = 'order_DownDownDown01',
          reserved_until = now() + interval '15 minutes' WHERE id = ${id}`,
    );
    await down.db.execute(
      sql`UPDATE products SET status = 'reserved', reserved_until = now() + interval '15 minutes'
          WHERE id = ${one?.id}`,
    );
    const before = (await down.db.select().from(orders).where(eq(orders.id, id)))[0];
    const response = await call(down.app, 'POST', '/order/verify-payment', shopper.token, {
      razorpay_order_id: 'order_DownDownDown01',
      razorpay_payment_id: 'pay_DownDownDown0001',
      razorpay_signature: hmacSha256Hex(keys.keySecret, 'order_DownDownDown01|pay_DownDownDown0001'),
      orderId: id,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, message: messages.paymentGatewayUnavailable });
    expect((await down.db.select().from(orders).where(eq(orders.id, id)))[0]).toEqual(before);
    const [piece] = await down.db
      .select()
      .from(products)
      .where(eq(products.id, one?.id ?? ''));
    expect(piece?.status).toBe('reserved');
  });
});
