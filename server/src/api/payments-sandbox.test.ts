/**
 * The test sandbox's routes and widget (ADR 0019) on a Fastify instance of their own, built as
 * app.ts builds the API (zod compilers, the envelope's error handler, `/api` prefix), with a
 * recording stand-in for the webhook route that the payments module provides in the real app.
 */
import { Script } from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorHandler } from '#server/http/error-handler.ts';
import {
  EMULATOR_MAX_ATTEMPTS,
  EMULATOR_MAX_ORDERS,
  type EmulatorOptions,
  RazorpayEmulator,
} from '#server/modules/payments/emulator.ts';
import type { PaymentGateway } from '#server/modules/payments/gateway.ts';
import { createSandboxGateway } from '#server/modules/payments/sandbox-gateway.ts';
import { SANDBOX_CHECKOUT_SCRIPT } from '#server/modules/payments/sandbox-widget.ts';
import { type SandboxRoutesOptions, sandboxRoutes, type WebhookDelivery } from './payments-sandbox.ts';

interface ReceivedWebhook {
  headers: Record<string, unknown>;
  rawBody: string;
}

let app: FastifyInstance;
let gateway: PaymentGateway;
let emulator: RazorpayEmulator;
let received: ReceivedWebhook[];
let deliveries: WebhookDelivery[];
let webhookStatus: number;

async function build(options: Partial<SandboxRoutesOptions> = {}, bounds: Partial<EmulatorOptions> = {}) {
  emulator = new RazorpayEmulator({
    keySecret: 'sandbox-key-secret',
    webhookSecret: 'sandbox-hook-secret',
    ...bounds,
  });
  gateway = createSandboxGateway({
    emulator,
    keySecret: 'sandbox-key-secret',
    webhookSecret: 'sandbox-hook-secret',
  });
  received = [];
  deliveries = [];
  webhookStatus = 200;
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // The webhook route needs the raw text its signature covers.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body.toString();
    try {
      done(null, { text, json: text === '' ? undefined : JSON.parse(text) });
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  await app.register(
    async (api) => {
      await api.register(sandboxRoutes, {
        emulator,
        onWebhookDelivered: (delivery) => deliveries.push(delivery),
        ...options,
      });
      api.post('/payments/razorpay/webhook', async (request, reply) => {
        received.push({ headers: request.headers, rawBody: (request.body as { text: string }).text });
        return reply.code(webhookStatus).send({ success: webhookStatus < 300 });
      });
    },
    { prefix: '/api' },
  );
  // The sandbox routes parse the body as the app does: unwrap the test parser's { text, json }.
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/payments/sandbox/')) {
      request.body = (request.body as { json?: unknown } | undefined)?.json;
    }
  });
  await app.ready();
}

const post = (path: string, body: unknown) =>
  app.inject({ method: 'POST', url: `/api/payments/sandbox/${path}`, payload: body as object });

/** Waits until `count` webhook deliveries are over. */
async function deliveriesDone(count: number) {
  for (let waited = 0; deliveries.length < count; waited += 5) {
    if (waited > 2_000) throw new Error(`only ${deliveries.length} of ${count} webhooks delivered`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function newOrder(amountPaise = 123_450) {
  return gateway.createOrder({ amountPaise, receipt: 'our-order-id', notes: { orderId: 'our-order-id' } });
}

beforeEach(() => build());
afterEach(() => app.close());

describe('GET /api/payments/sandbox/checkout.js', () => {
  it('serves the widget as JavaScript that parses and uses no eval or markup injection', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SANDBOX_CHECKOUT_SCRIPT);
    expect(() => new Script(response.body)).not.toThrow();
    expect(response.body).not.toMatch(/\beval\(|new Function|innerHTML|insertAdjacentHTML|document\.write/);
    expect(response.body).toContain('Test mode');
  });
});

describe('POST /api/payments/sandbox/pay', () => {
  it('pays the order, answers Checkout’s handler response, then sends payment.captured and order.paid', async () => {
    const order = await newOrder();
    const response = await post('pay', { order_id: order.id });
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toEqual({
      razorpay_order_id: order.id,
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(gateway.verifyPaymentSignature(order.id, data.razorpay_payment_id, data.razorpay_signature)).toBe(
      true,
    );
    expect(emulator.fetchOrder(order.id).status).toBe('paid');

    await deliveriesDone(2);
    expect(deliveries.map((delivery) => [delivery.event, delivery.statusCode])).toEqual([
      ['payment.captured', 200],
      ['order.paid', 200],
    ]);
    expect(received).toHaveLength(2);
    for (const [index, hook] of received.entries()) {
      expect(hook.headers['content-type']).toBe('application/json');
      expect(hook.headers['x-razorpay-event-id']).toBe(deliveries[index]?.eventId);
      expect(gateway.verifyWebhookSignature(hook.rawBody, String(hook.headers['x-razorpay-signature']))).toBe(
        true,
      );
    }
    const [captured, orderPaid] = received.map((hook) => JSON.parse(hook.rawBody));
    expect(captured.payload.payment.entity).toMatchObject({
      id: data.razorpay_payment_id,
      status: 'captured',
    });
    expect(orderPaid.payload.order.entity).toMatchObject({
      id: order.id,
      status: 'paid',
      amount_paid: 123_450,
    });
  });

  it('sends no webhooks with `webhooks: false`, so a test can send them later itself', async () => {
    const order = await newOrder();
    expect((await post('pay', { order_id: order.id, webhooks: false })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    expect(() => emulator.webhookEvent('order.paid', order.id)).not.toThrow();
  });

  it('with delivery switched off by option, a request may still ask for webhooks', async () => {
    await app.close();
    await build({ deliverWebhooks: false });
    const quiet = await newOrder();
    await post('pay', { order_id: quiet.id });
    const loud = await newOrder();
    await post('pay', { order_id: loud.id, webhooks: true });
    await deliveriesDone(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received.map((hook) => JSON.parse(hook.rawBody).payload.payment.entity.order_id)).toEqual([
      loud.id,
      loud.id,
    ]);
  });

  it('a refused webhook is logged and reported, never breaks the payment', async () => {
    webhookStatus = 500;
    const order = await newOrder();
    expect((await post('pay', { order_id: order.id })).statusCode).toBe(200);
    await deliveriesDone(2);
    expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([500, 500]);
  });

  it('unknown order 404, paid twice 409, bad input 400 — in the envelope, never a 500', async () => {
    const order = await newOrder();
    expect((await post('pay', { order_id: order.id, webhooks: false })).statusCode).toBe(200);
    const cases: [unknown, number, string][] = [
      [{ order_id: 'order_AAAAAAAAAAAAAA' }, 404, 'Unknown order'],
      [{ order_id: 'x'.repeat(65) }, 400, 'Unknown order'],
      [{ order_id: order.id, webhooks: false }, 409, 'This order has already been paid'],
      [{}, 400, 'order_id is required'],
      [{ order_id: 42 }, 400, 'order_id is required'],
      [{ order_id: order.id, webhooks: 'no' }, 400, 'webhooks must be true or false'],
    ];
    for (const [body, statusCode, message] of cases) {
      const response = await post('pay', body);
      expect([response.statusCode, response.json()]).toEqual([statusCode, { success: false, message }]);
    }
  });
});

describe('POST /api/payments/sandbox/fail', () => {
  it('answers payment.failed’s error object and sends the payment.failed webhook; paying afterwards works', async () => {
    const order = await newOrder();
    const response = await post('fail', { order_id: order.id });
    expect(response.statusCode).toBe(200);
    const { error } = response.json().data;
    expect(error).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'customer',
      step: 'payment_authentication',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/) },
    });
    await deliveriesDone(1);
    expect(deliveries[0]?.event).toBe('payment.failed');
    const failed = JSON.parse(received[0]?.rawBody ?? '{}');
    expect(failed.payload.payment.entity).toMatchObject({ id: error.metadata.payment_id, status: 'failed' });
    expect(emulator.fetchOrder(order.id).status).toBe('attempted');

    expect((await post('fail', { order_id: order.id, reason: 'Not A Code' })).statusCode).toBe(400);
    expect((await post('fail', { order_id: 'order_AAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await post('pay', { order_id: order.id, webhooks: false })).statusCode).toBe(200);
    expect((await post('fail', { order_id: order.id })).statusCode).toBe(409);
  });
});

describe('the sandbox keeps bounded memory', () => {
  it('thousands of fails on one order: the first attempts fail as asked, then a clear 409; payments stay at the bound', async () => {
    const order = await newOrder();
    const statuses = new Map<number, number>();
    let refusal: unknown;
    for (let i = 0; i < 3_000; i += 1) {
      const response = await post('fail', { order_id: order.id, webhooks: false });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode !== 200) refusal = response.json();
    }
    expect(Object.fromEntries(statuses)).toEqual({
      200: EMULATOR_MAX_ATTEMPTS,
      409: 3_000 - EMULATOR_MAX_ATTEMPTS,
    });
    expect(refusal).toEqual({
      success: false,
      message: `Too many payment attempts for this order (at most ${EMULATOR_MAX_ATTEMPTS})`,
    });
    expect(emulator.size).toEqual({ orders: 1, payments: EMULATOR_MAX_ATTEMPTS, refunds: 0 });
    expect(emulator.fetchOrderPayments(order.id).count).toBe(EMULATOR_MAX_ATTEMPTS);
    // Paying is an attempt too: this order can no longer be paid.
    expect((await post('pay', { order_id: order.id, webhooks: false })).statusCode).toBe(409);
  });

  it('thousands of fails over many orders: the oldest orders are forgotten with their payments and refunds', async () => {
    await app.close();
    await build({}, { maxOrders: 50, maxAttempts: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 1_000; i += 1) {
      const order = await newOrder();
      ids.push(order.id);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await post('fail', { order_id: order.id, webhooks: false })).statusCode).toBe(200);
      }
      expect(emulator.size.orders).toBeLessThanOrEqual(50);
      expect(emulator.size.payments).toBeLessThanOrEqual(150);
    }
    // A paid and refunded order goes too, refund and all, once 50 newer ones came.
    const paid = await newOrder();
    const paidResponse = await post('pay', { order_id: paid.id, webhooks: false });
    await gateway.refund(paidResponse.json().data.razorpay_payment_id, 123_450);
    expect(emulator.size.refunds).toBe(1);
    for (let i = 0; i < 50; i += 1) await newOrder();
    expect(emulator.size).toEqual({ orders: 50, payments: 0, refunds: 0 });
    const forgotten = await post('fail', { order_id: ids[0], webhooks: false });
    expect([forgotten.statusCode, forgotten.json().message]).toEqual([404, 'Unknown order']);
    expect(() => emulator.fetchOrder(paid.id)).toThrow(/does not exist/);
    const newest = ids.at(-1) ?? '';
    expect(() => emulator.fetchOrder(newest)).toThrow(/does not exist/);
  });

  it(`keeps ${EMULATOR_MAX_ORDERS.toLocaleString('en')} orders by default, forgetting the oldest`, () => {
    const first = emulator.createOrder({ amount: 100 });
    for (let i = 1; i < EMULATOR_MAX_ORDERS; i += 1) emulator.createOrder({ amount: 100 });
    expect(emulator.fetchOrder(first.id).id).toBe(first.id);
    const next = emulator.createOrder({ amount: 100 });
    expect(emulator.size.orders).toBe(EMULATOR_MAX_ORDERS);
    expect(() => emulator.fetchOrder(first.id)).toThrow(/does not exist/);
    expect(emulator.fetchOrder(next.id).id).toBe(next.id);
  });
});
