/**
 * The payment gateways (ADR 0008, "Razorpay facts relied on"): the Razorpay gateway talking
 * through the official SDK over HTTP to a local stand-in of Razorpay's API, the signature checks,
 * the emulator's entity shapes, the sandbox gateway, and the choice between them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEnv } from '#server/config/env.ts';
import { createPaymentGateway } from '#server/modules/payments/create-gateway.ts';
import { RazorpayApiError, RazorpayEmulator } from '#server/modules/payments/emulator.ts';
import { GatewayError, type PaymentGateway } from '#server/modules/payments/gateway.ts';
import { createRazorpayGateway } from '#server/modules/payments/razorpay-gateway.ts';
import { createSandboxGateway, SANDBOX_KEY_ID } from '#server/modules/payments/sandbox-gateway.ts';
import { hmacSha256Hex, signaturesMatch } from '#server/modules/payments/signatures.ts';
import { type RazorpayStandIn, startRazorpayStandIn } from './helpers/razorpay-stand-in.ts';

const keys = {
  keyId: 'rzp_test_Stand1nKey0001',
  keySecret: 'stand-in-key-secret',
  webhookSecret: 'stand-in-hook',
};
const RECEIPT = '3f0c8a52-9d4e-4a8e-b8a4-1c2d3e4f5a6b';
const id14 = (prefix: string) => new RegExp(`^${prefix}[A-Za-z0-9]{14}$`);

let standIn: RazorpayStandIn;
let gateway: PaymentGateway;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  gateway = createRazorpayGateway({ ...keys, apiUrl: standIn.url, timeoutMs: 1_000 });
});
afterAll(() => standIn.close());

/** The GatewayError `promise` rejects with (fails the test when it resolves). */
async function gatewayErrorOf(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('Razorpay gateway over the SDK, against the stand-in', () => {
  it('creates an order: amount in paise, receipt and notes arrive as sent, with Basic auth', async () => {
    const before = standIn.requests.length;
    const order = await gateway.createOrder({
      amountPaise: 1_234_500,
      receipt: RECEIPT,
      notes: { orderId: RECEIPT },
    });
    expect(order).toEqual({
      id: expect.stringMatching(id14('order_')),
      amount: 1_234_500,
      currency: 'INR',
      receipt: RECEIPT,
      status: 'created',
    });
    const sent = standIn.requests.slice(before);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v1/orders',
        body: { amount: 1_234_500, currency: 'INR', receipt: RECEIPT, notes: { orderId: RECEIPT } },
        keyId: keys.keyId,
        authorized: true,
      },
    ]);
    expect(standIn.emulator.fetchOrder(order.id)).toMatchObject({ amount: 1_234_500, amount_due: 1_234_500 });
  });

  it('refuses amounts that are not whole paise and over-long receipts before calling Razorpay', async () => {
    const before = standIn.requests.length;
    for (const amountPaise of [12.5, 0, -100, Number.NaN]) {
      const error = await gatewayErrorOf(gateway.createOrder({ amountPaise, receipt: RECEIPT, notes: {} }));
      expect(error.code).toBe('INVALID_REQUEST');
    }
    await gatewayErrorOf(gateway.createOrder({ amountPaise: 100, receipt: 'x'.repeat(41), notes: {} }));
    expect(standIn.requests.length).toBe(before);
  });

  it('fetches a payment and refunds it; over-refunding is a GatewayError', async () => {
    const order = await gateway.createOrder({ amountPaise: 50_000, receipt: RECEIPT, notes: {} });
    const paid = standIn.emulator.pay(order.id);
    const payment = await gateway.fetchPayment(paid.razorpay_payment_id);
    expect(payment).toEqual({
      id: paid.razorpay_payment_id,
      orderId: order.id,
      amount: 50_000,
      currency: 'INR',
      status: 'captured',
    });

    const refund = await gateway.refund(payment.id, 20_000);
    expect(refund).toEqual({
      id: expect.stringMatching(id14('rfnd_')),
      paymentId: payment.id,
      amount: 20_000,
      status: 'processed',
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${payment.id}/refund`,
      body: { amount: 20_000 },
    });

    const over = await gatewayErrorOf(gateway.refund(payment.id, 30_001));
    expect(over.code).toBe('BAD_REQUEST_ERROR');
    expect(over.message).toContain('greater than amount captured');
    await gateway.refund(payment.id, 30_000);
    expect((await gateway.fetchPayment(payment.id)).status).toBe('refunded');
  });

  it('turns an unknown payment, bad keys and malformed ids into GatewayErrors without secrets', async () => {
    const unknown = await gatewayErrorOf(gateway.fetchPayment('pay_AAAAAAAAAAAAAA'));
    expect(unknown.message).toContain('The id provided does not exist');

    const wrongKeys = createRazorpayGateway({ ...keys, keySecret: 'not-the-secret', apiUrl: standIn.url });
    const refused = await gatewayErrorOf(
      wrongKeys.createOrder({ amountPaise: 100, receipt: 'r', notes: {} }),
    );
    expect(refused.message).toContain('HTTP 401');
    expect(standIn.requests.at(-1)).toMatchObject({ keyId: keys.keyId, authorized: false });
    for (const error of [unknown, refused]) {
      expect(error.message).not.toContain(keys.keySecret);
      expect(error.message).not.toContain('not-the-secret');
    }

    const before = standIn.requests.length;
    const traversal = await gatewayErrorOf(gateway.fetchPayment('../orders/order_x'));
    expect(traversal.code).toBe('INVALID_REQUEST');
    expect(standIn.requests.length).toBe(before);
  });

  it('a slow gateway is a GATEWAY_TIMEOUT and a stopped one GATEWAY_UNREACHABLE, not a crash', async () => {
    standIn.delayAnswers(1_500);
    try {
      const slow = await gatewayErrorOf(gateway.fetchPayment('pay_AAAAAAAAAAAAAA'));
      expect(slow.code).toBe('GATEWAY_TIMEOUT');
    } finally {
      standIn.delayAnswers(0);
    }
    const other = await startRazorpayStandIn(keys);
    const toStopped = createRazorpayGateway({ ...keys, apiUrl: other.url });
    await other.close();
    const down = await gatewayErrorOf(toStopped.createOrder({ amountPaise: 100, receipt: 'r', notes: {} }));
    expect(down.code).toBe('GATEWAY_UNREACHABLE');
  });

  it('takes RAZORPAY_API_URL with a trailing slash as the origin (the SDK adds /v1 itself)', async () => {
    const prefixed = createRazorpayGateway({ ...keys, apiUrl: `${standIn.url}/` });
    await prefixed.createOrder({ amountPaise: 100, receipt: 'r', notes: {} });
    expect(standIn.requests.at(-1)?.path).toBe('/v1/orders');
  });
});

describe('signatures', () => {
  it('hmacSha256Hex is the lowercase hex HMAC-SHA256 (a known vector)', () => {
    // RFC 4231 test case 2.
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('signaturesMatch: equal digests only; wrong length, non-hex and non-strings are false', () => {
    const digest = hmacSha256Hex('k', 'text');
    expect(signaturesMatch(digest, digest)).toBe(true);
    expect(signaturesMatch(digest, digest.toUpperCase())).toBe(true);
    expect(signaturesMatch(digest, `${digest.slice(0, -1)}${digest.endsWith('0') ? '1' : '0'}`)).toBe(false);
    expect(signaturesMatch(digest, digest.slice(0, -2))).toBe(false);
    expect(signaturesMatch(digest, `${digest}00`)).toBe(false);
    expect(signaturesMatch(digest, `${digest.slice(0, -1)}g`)).toBe(false);
    expect(signaturesMatch(digest, digest.slice(0, -1))).toBe(false);
    expect(signaturesMatch(digest, '')).toBe(false);
    expect(signaturesMatch(digest, undefined)).toBe(false);
    expect(signaturesMatch(digest, 42)).toBe(false);
  });

  it('payment signature: the one Checkout gave is valid; forged, another order’s, wrong length, non-hex are not', async () => {
    const order = await gateway.createOrder({ amountPaise: 10_000, receipt: RECEIPT, notes: {} });
    const other = await gateway.createOrder({ amountPaise: 10_000, receipt: RECEIPT, notes: {} });
    const paid = standIn.emulator.pay(order.id);
    const paidOther = standIn.emulator.pay(other.id);
    const check = (signature: string, orderId = order.id, paymentId = paid.razorpay_payment_id) =>
      gateway.verifyPaymentSignature(orderId, paymentId, signature);

    expect(check(paid.razorpay_signature)).toBe(true);
    expect(check(hmacSha256Hex('guessed-secret', `${order.id}|${paid.razorpay_payment_id}`))).toBe(false);
    // Another order's genuine signature, replayed against this order.
    expect(check(paidOther.razorpay_signature)).toBe(false);
    expect(check(paid.razorpay_signature, order.id, paidOther.razorpay_payment_id)).toBe(false);
    expect(check(paid.razorpay_signature, other.id)).toBe(false);
    expect(check(paid.razorpay_signature.slice(0, 32))).toBe(false);
    expect(check(`${paid.razorpay_signature.slice(0, -2)}zz`)).toBe(false);
  });

  it('webhook signature: the webhook secret over the exact raw body', async () => {
    const order = await gateway.createOrder({ amountPaise: 10_000, receipt: RECEIPT, notes: {} });
    standIn.emulator.pay(order.id);
    const hook = standIn.emulator.webhookEvent('order.paid', order.id);
    expect(gateway.verifyWebhookSignature(hook.body, hook.signature)).toBe(true);
    // The same JSON re-serialised (here: with spaces) is not what was signed.
    expect(
      gateway.verifyWebhookSignature(JSON.stringify(JSON.parse(hook.body), null, 1), hook.signature),
    ).toBe(false);
    expect(gateway.verifyWebhookSignature(`${hook.body} `, hook.signature)).toBe(false);
    expect(gateway.verifyWebhookSignature(hook.body, hmacSha256Hex(keys.keySecret, hook.body))).toBe(false);
    const noSecret = createRazorpayGateway({ ...keys, webhookSecret: undefined, apiUrl: standIn.url });
    expect(noSecret.verifyWebhookSignature(hook.body, hook.signature)).toBe(false);
  });
});

describe("emulator: Razorpay's documented shapes", () => {
  const emulator = new RazorpayEmulator({ keySecret: 'k', webhookSecret: 'w', now: () => 1_700_000_000_999 });
  const refusal = (work: () => unknown) => {
    try {
      work();
    } catch (error) {
      expect(error).toBeInstanceOf(RazorpayApiError);
      return error as RazorpayApiError;
    }
    throw new Error('expected a refusal');
  };

  it('orders: entity, ids, Unix seconds, created → attempted → paid', () => {
    const order = emulator.createOrder({
      amount: 50_000,
      currency: 'INR',
      receipt: 'rcpt',
      notes: { orderId: 'o1' },
    });
    expect(order).toEqual({
      id: expect.stringMatching(id14('order_')),
      entity: 'order',
      amount: 50_000,
      amount_paid: 0,
      amount_due: 50_000,
      currency: 'INR',
      receipt: 'rcpt',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { orderId: 'o1' },
      created_at: 1_700_000_000,
    });
    const failed = emulator.fail(order.id);
    expect(failed).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authentication',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(id14('pay_')) },
      },
    });
    expect(emulator.fetchOrder(order.id)).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });
    const paid = emulator.pay(order.id);
    expect(paid.razorpay_signature).toBe(hmacSha256Hex('k', `${order.id}|${paid.razorpay_payment_id}`));
    expect(emulator.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      attempts: 2,
      amount_paid: 50_000,
      amount_due: 0,
    });
    expect(emulator.fetchPayment(paid.razorpay_payment_id)).toMatchObject({
      entity: 'payment',
      status: 'captured',
      captured: true,
      amount: 50_000,
      order_id: order.id,
      created_at: 1_700_000_000,
    });
    const payments = emulator.fetchOrderPayments(order.id);
    expect(payments).toMatchObject({ entity: 'collection', count: 2 });
    expect(payments.items.map((item) => item.status)).toEqual(['captured', 'failed']);
    expect(payments.items[1]).toMatchObject({
      error_code: 'BAD_REQUEST_ERROR',
      error_reason: 'payment_failed',
    });
    expect(refusal(() => emulator.pay(order.id)).status).toBe(400);
  });

  it("refuses bad orders and unknown ids with Razorpay's error body", () => {
    const bad = refusal(() => emulator.createOrder({ amount: 100.5, currency: 'INR' }));
    expect(bad.status).toBe(400);
    expect(bad.error).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: expect.any(String),
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      field: 'amount',
    });
    expect(refusal(() => emulator.createOrder({ amount: 100, receipt: 'x'.repeat(41) })).error.field).toBe(
      'receipt',
    );
    expect(refusal(() => emulator.createOrder({ amount: 100, currency: 'USD' })).error.field).toBe(
      'currency',
    );
    expect(refusal(() => emulator.fetchOrder('order_AAAAAAAAAAAAAA')).error.description).toBe(
      'The id provided does not exist',
    );
  });

  it('refunds: partial, then full (payment refunded), then nothing left', () => {
    const { id } = emulator.createOrder({ amount: 10_000 });
    const { razorpay_payment_id: paymentId } = emulator.pay(id);
    expect(emulator.refund(paymentId, { amount: 4_000 })).toMatchObject({
      id: expect.stringMatching(id14('rfnd_')),
      entity: 'refund',
      payment_id: paymentId,
      amount: 4_000,
      status: 'processed',
      created_at: 1_700_000_000,
    });
    expect(emulator.fetchPayment(paymentId)).toMatchObject({
      status: 'captured',
      amount_refunded: 4_000,
      refund_status: 'partial',
    });
    expect(refusal(() => emulator.refund(paymentId, { amount: 6_001 })).status).toBe(400);
    expect(emulator.refund(paymentId).amount).toBe(6_000);
    expect(emulator.fetchPayment(paymentId)).toMatchObject({ status: 'refunded', refund_status: 'full' });
    expect(refusal(() => emulator.refund(paymentId, { amount: 1 })).status).toBe(400);
  });

  it('webhooks: the documented envelope, signed with the webhook secret over the exact body', () => {
    const { id } = emulator.createOrder({ amount: 10_000 });
    expect(refusal(() => emulator.webhookEvent('order.paid', id)).status).toBe(400);
    const { error } = emulator.fail(id);
    const failed = emulator.webhookEvent('payment.failed', id);
    expect(failed.eventId).toMatch(/^[A-Za-z0-9]{14}$/);
    expect(failed.signature).toBe(hmacSha256Hex('w', failed.body));
    expect(JSON.parse(failed.body)).toEqual({
      entity: 'event',
      account_id: emulator.accountId,
      event: 'payment.failed',
      contains: ['payment'],
      payload: {
        payment: { entity: expect.objectContaining({ id: error.metadata?.payment_id, status: 'failed' }) },
      },
      created_at: 1_700_000_000,
    });
    const paid = emulator.pay(id);
    const orderPaid = JSON.parse(emulator.webhookEvent('order.paid', id).body);
    expect(orderPaid).toMatchObject({ event: 'order.paid', contains: ['payment', 'order'] });
    expect(orderPaid.payload.payment.entity).toMatchObject({
      id: paid.razorpay_payment_id,
      status: 'captured',
    });
    expect(orderPaid.payload.order.entity).toMatchObject({ id, status: 'paid', amount_paid: 10_000 });
    const captured = emulator.webhookEvent('payment.captured', paid.razorpay_payment_id);
    expect(JSON.parse(captured.body).payload).toEqual({
      payment: { entity: expect.objectContaining({ status: 'captured' }) },
    });
    expect(captured.eventId).not.toBe(failed.eventId);
  });

  it('hands out copies: changing an answer does not change the account', () => {
    const order = emulator.createOrder({ amount: 10_000 });
    order.amount = 1;
    expect(emulator.fetchOrder(order.id).amount).toBe(10_000);
  });
});

describe('sandbox gateway and the choice of gateway', () => {
  it('the sandbox gateway keeps the contract in-process', async () => {
    const emulator = new RazorpayEmulator({ keySecret: 'ks', webhookSecret: 'ws' });
    const sandbox = createSandboxGateway({ emulator, keySecret: 'ks', webhookSecret: 'ws' });
    expect(sandbox).toMatchObject({ mode: 'sandbox', keyId: SANDBOX_KEY_ID });
    const order = await sandbox.createOrder({
      amountPaise: 99_900,
      receipt: RECEIPT,
      notes: { orderId: RECEIPT },
    });
    expect(order).toEqual({
      id: expect.stringMatching(id14('order_')),
      amount: 99_900,
      currency: 'INR',
      receipt: RECEIPT,
      status: 'created',
    });
    const paid = emulator.pay(order.id);
    expect(sandbox.verifyPaymentSignature(order.id, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(
      true,
    );
    expect(sandbox.verifyPaymentSignature(order.id, paid.razorpay_payment_id, hmacSha256Hex('x', 'y'))).toBe(
      false,
    );
    const hook = emulator.webhookEvent('payment.captured', order.id);
    expect(sandbox.verifyWebhookSignature(hook.body, hook.signature)).toBe(true);
    expect(await sandbox.fetchPayment(paid.razorpay_payment_id)).toMatchObject({
      status: 'captured',
      orderId: order.id,
    });
    expect(await sandbox.refund(paid.razorpay_payment_id, 99_900)).toMatchObject({
      amount: 99_900,
      status: 'processed',
    });
    expect((await gatewayErrorOf(sandbox.refund(paid.razorpay_payment_id, 1))).code).toBe(
      'BAD_REQUEST_ERROR',
    );
    expect((await gatewayErrorOf(sandbox.fetchPayment('pay_AAAAAAAAAAAAAA'))).message).toContain(
      'does not exist',
    );
    expect(
      (await gatewayErrorOf(sandbox.createOrder({ amountPaise: 1.5, receipt: 'r', notes: {} }))).code,
    ).toBe('INVALID_REQUEST');
  });

  it('without keys: the sandbox, with its emulator and fresh random secrets', () => {
    const first = createPaymentGateway(resolveEnv({}));
    const second = createPaymentGateway(resolveEnv({}));
    expect(first.mode).toBe('test');
    expect(first.gateway?.mode).toBe('sandbox');
    expect(first.sandbox?.emulator).toBeInstanceOf(RazorpayEmulator);
    expect(first.sandbox?.webhookSecret).toMatch(/^[0-9a-f]{48}$/);
    expect(second.sandbox?.webhookSecret).not.toBe(first.sandbox?.webhookSecret);
  });

  it('with keys: Razorpay, never the sandbox — and it talks to RAZORPAY_API_URL', async () => {
    const warnings: string[] = [];
    const source = {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_API_URL: standIn.url,
    };
    const setup = createPaymentGateway(resolveEnv(source), { warn: (message) => warnings.push(message) });
    expect(setup.mode).toBe('live');
    expect(setup.gateway?.mode).toBe('razorpay');
    expect(setup.gateway?.keyId).toBe(keys.keyId);
    expect(setup.sandbox).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('RAZORPAY_WEBHOOK_SECRET')]);
    const order = await setup.gateway?.createOrder({ amountPaise: 100, receipt: 'r', notes: {} });
    expect(standIn.emulator.fetchOrder(order?.id ?? '').amount).toBe(100);

    const withHook = createPaymentGateway(resolveEnv({ ...source, RAZORPAY_WEBHOOK_SECRET: 'hook' }));
    expect(withHook.sandbox).toBeUndefined();
    expect(withHook.gateway?.verifyWebhookSignature('{}', hmacSha256Hex('hook', '{}'))).toBe(true);
  });

  it('in production without keys: no gateway at all unless PAYMENT_SANDBOX=true', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(32),
      PUBLIC_URL: 'https://shop.example.in',
      SMTP_URL: 'smtp://127.0.0.1:1',
    };
    expect(createPaymentGateway(resolveEnv(production))).toEqual({ mode: 'off' });
    expect(createPaymentGateway(resolveEnv({ PAYMENT_SANDBOX: 'false' }))).toEqual({ mode: 'off' });
    const allowed = createPaymentGateway(resolveEnv({ ...production, PAYMENT_SANDBOX: 'true' }));
    expect(allowed.mode).toBe('test');
    expect(allowed.gateway?.mode).toBe('sandbox');
    expect(allowed.sandbox?.emulator).toBeInstanceOf(RazorpayEmulator);
  });
});
