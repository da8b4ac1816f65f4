/**
 * Which payment mode the shop runs in (ADR 0019): in production without Razorpay keys
 * online payment is off — no sandbox routes, online orders refused, nothing reserved — unless
 * PAYMENT_SANDBOX=true; the storefront is told the mode in `window.__SHOP_CONFIG__`.
 */
import { messages } from '@shahi/contract';
import { adminOrderMessages } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { availablePieces, call, checkoutBody, postOrder } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'payment-modes-test-secret-of-32-chars!!',
  PUBLIC_URL: 'https://shop.example.in',
  SMTP_URL: 'smtp://127.0.0.1:1',
};

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const statusOf = async (t: TestApp, id: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;

/** The `window.__SHOP_CONFIG__` object the page carries. */
async function shopConfigOf(t: TestApp) {
  const page = await t.app.inject({ method: 'GET', url: '/checkout' });
  const script = /window\.__SHOP_CONFIG__=(\{.*?\});/.exec(page.body)?.[1];
  expect(script, page.body).toBeDefined();
  return JSON.parse(script ?? '{}') as Record<string, unknown>;
}

describe('production without Razorpay keys: online payment is off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(production, undefined, 4, true);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the sandbox routes answer the JSON 404, as does the webhook route', async () => {
    const requests = [
      { method: 'GET', url: '/api/payments/sandbox/checkout.js' },
      { method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id: 'order_AAAAAAAAAAAAAA' } },
      { method: 'POST', url: '/api/payments/sandbox/fail', payload: { order_id: 'order_AAAAAAAAAAAAAA' } },
      { method: 'POST', url: '/api/payments/razorpay/webhook', payload: { event: 'order.paid' } },
    ] as const;
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: messages.routeNotFound });
    }
  });

  it('an online order is refused with a clear 400: no piece reserved, no order; cash on delivery still works', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('demo catalogue too small');
    const online = await postOrder(t.app, shopper.token, [piece.id], 'online');
    expect(online.statusCode).toBe(400);
    expect(online.json()).toMatchObject({ success: false, message: messages.onlinePaymentUnavailable });
    expect(await statusOf(t, piece.id)).toBe('available');
    expect(await t.db.select().from(orders).where(eq(orders.userId, shopper.userId))).toHaveLength(0);

    const verify = await call(t.app, 'POST', '/order/verify-payment', shopper.token, {
      razorpay_order_id: 'order_AAAAAAAAAAAAAA',
      razorpay_payment_id: 'pay_AAAAAAAAAAAAAA',
      razorpay_signature: 'a'.repeat(64),
      orderId: crypto.randomUUID(),
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().message).toBe(messages.onlinePaymentUnavailable);

    const cod = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece.id]));
    expect(cod.statusCode).toBe(201);
    expect(await statusOf(t, piece.id)).toBe('sold');
  });

  it('tells the storefront the mode is "off"', async () => {
    expect(await shopConfigOf(t)).toMatchObject({ paymentMode: 'off' });
  });

  it('cancelling an order paid online (while keys were set) is a clear 409, and changes nothing', async () => {
    const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    const placed = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece?.id]));
    const id = placed.json().order._id as string;
    // As if paid through Razorpay before the keys were taken away.
    await t.db.execute(
      sql`UPDATE orders SET payment_method = 'online', payment_status = 'paid',
          gateway_order_id = 'order_PaidBeforeKeys', gateway_payment_id = 'pay_PaidBeforeKeys1', paid_at = now()
          WHERE id = ${id}`,
    );
    const before = (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
    const response = await adminCall(t.app, 'POST', `/admin/orders/${id}/cancel`, {
      token: admin.token,
      payload: { reason: 'Customer asked' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: adminOrderMessages.refundUnavailable });
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]).toEqual(before);
    expect(await statusOf(t, piece?.id ?? '')).toBe('sold');
  });
});

describe('production with PAYMENT_SANDBOX=true: the sandbox, its orders marked as tests', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    t = await createTestApp({ ...production, PAYMENT_SANDBOX: 'true' }, undefined, 4, true);
    admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  });
  afterAll(async () => {
    await t?.close();
  });
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    adminCall(t.app, method, url, { token: admin.token, payload });

  /** An online order of one piece paid in the sandbox and verified, as the storefront does it. */
  async function paidInSandbox() {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    const created = await postOrder(t.app, shopper.token, [piece?.id], 'online');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ key: 'rzp_test_sandbox', sandbox: true });
    const id = created.json().order._id as string;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      payload: { order_id: created.json().payment.id, webhooks: false },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const verify = await call(t.app, 'POST', '/order/verify-payment', shopper.token, {
      ...paid.json().data,
      orderId: id,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    return { id, piece };
  }

  it('the order is paid through the sandbox and recorded as a test payment', async () => {
    const { id, piece } = await paidInSandbox();
    const row = (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
    expect(row).toMatchObject({ paymentMethod: 'online', paymentStatus: 'paid', testPayment: true });
    expect(await statusOf(t, piece?.id ?? '')).toBe('sold');
    expect(await shopConfigOf(t)).toMatchObject({ paymentMode: 'test' });
  });

  it('the packing slip says "TEST — not paid", never "nothing to collect"; list and detail carry testPayment', async () => {
    const { id } = await paidInSandbox();
    const slip = await asAdmin('GET', `/admin/orders/${id}/packing-slip`);
    expect(slip.statusCode).toBe(200);
    expect(slip.body).toContain('TEST — not paid');
    expect(slip.body).toContain('TEST ORDER — NOT PAID — DO NOT SHIP');
    expect(slip.body).not.toContain('nothing to collect');
    const detail = await asAdmin('GET', `/admin/orders/${id}`);
    expect(detail.json().data).toMatchObject({ _id: id, testPayment: true, payment: { status: 'paid' } });
    expect(detail.json().data.events.at(-1)).toMatchObject({
      kind: 'payment_paid',
      note: expect.stringMatching(/^Paid in the test sandbox, no money moved \(pay_/),
    });
    const list = await asAdmin('GET', '/admin/orders?perPage=100');
    const summary = list.json().data.data.find((order: { _id: string }) => order._id === id);
    expect(summary).toMatchObject({ testPayment: true, paymentStatus: 'paid' });
  });

  it('cancelling a test-paid order asks no gateway for a refund: nothing was taken', async () => {
    const { id, piece } = await paidInSandbox();
    const response = await asAdmin('POST', `/admin/orders/${id}/cancel`, { reason: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      orderStatus: 'cancelled',
      payment: { status: 'refunded' },
      gateway: { refundId: null },
    });
    const cancelled = response.json().data.events.at(-1);
    expect(cancelled.note).toContain('Test payment: no money to refund');
    expect(await statusOf(t, piece?.id ?? '')).toBe('available');
  });
});

describe('the storefront is told the payment mode', () => {
  it('"test" with the sandbox (outside production by default, or PAYMENT_SANDBOX=true), "live" with keys', async () => {
    const cases = [
      [{}, 'test'],
      [{ ...production, PAYMENT_SANDBOX: 'true' }, 'test'],
      [{ PAYMENT_SANDBOX: 'false' }, 'off'],
      [
        {
          RAZORPAY_KEY_ID: 'rzp_live_x',
          RAZORPAY_KEY_SECRET: 'secret',
          RAZORPAY_API_URL: 'http://127.0.0.1:9',
        },
        'live',
      ],
    ] as const;
    for (const [env, mode] of cases) {
      const t = await createTestApp(env);
      try {
        expect(await shopConfigOf(t), JSON.stringify(env)).toMatchObject({ paymentMode: mode });
      } finally {
        await t.close();
      }
    }
  });
});
