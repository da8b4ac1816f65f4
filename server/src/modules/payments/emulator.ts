/**
 * An in-memory emulation of the part of Razorpay the shop uses (ADR 0008, "Razorpay facts relied
 * on"): orders, payments and refunds with Razorpay's entity shapes, ids, timestamps and error bodies,
 * amounts in integer paise. It backs the test sandbox and the HTTP stand-in the SDK talks to in
 * tests; `pay`/`fail` play the shopper's part in Checkout, `webhookEvent` builds the signed webhook.
 * Memory is bounded (ADR 0019): at most `maxOrders` orders and `maxAttempts` payments each.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { hmacSha256Hex } from './signatures.ts';

export interface RazorpayOrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface RazorpayPaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface RazorpayRefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string>;
  receipt: null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

/** Razorpay's error object (`{ error: … }` of a non-2xx answer, or `payment.failed`'s). */
export interface RazorpayErrorObject {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  field?: string | null;
  metadata?: Record<string, string>;
}

/** What Razorpay answers with a non-2xx status; `status` is the HTTP status. */
export class RazorpayApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: RazorpayErrorObject,
  ) {
    super(error.description);
    this.name = 'RazorpayApiError';
  }
}

/** What Checkout hands the `handler` after a successful payment. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export type WebhookKind = 'order.paid' | 'payment.authorized' | 'payment.captured' | 'payment.failed';

/** A webhook as Razorpay would POST it: `body` is the exact JSON text the signature covers. */
export interface SignedWebhook {
  event: WebhookKind;
  body: string;
  eventId: string;
  signature: string;
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Razorpay-style id: `prefix` + 14 base62 characters. */
export function razorpayId(prefix: string): string {
  let id = prefix;
  for (let i = 0; i < 14; i += 1) id += BASE62[randomInt(62)];
  return id;
}

const badRequest = (description: string, field: string | null = null, reason = 'input_validation_failed') =>
  new RazorpayApiError(400, {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason,
    field,
  });

/** Razorpay answers an unknown id with a 400, not a 404. */
const unknownId = () => badRequest('The id provided does not exist', 'id', 'invalid_id');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validateNotes(notes: unknown): Record<string, string> {
  if (notes === undefined || notes === null) return {};
  if (!isPlainObject(notes)) throw badRequest('notes should be an object', 'notes');
  const entries = Object.entries(notes);
  if (entries.length > 15) throw badRequest('Number of notes should not exceed 15', 'notes');
  for (const [key, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw badRequest(`notes.${key} should be a string`, 'notes');
    }
    if (String(value).length > 256) throw badRequest('notes values may be at most 256 characters', 'notes');
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** Orders an emulator keeps by default; creating one more forgets the oldest (ADR 0019). */
export const EMULATOR_MAX_ORDERS = 10_000;
/** Payment attempts (Pay or Fail) an order may have by default; one more is refused. */
export const EMULATOR_MAX_ATTEMPTS = 10;

/** The `reason` of the refusal of an attempt beyond `maxAttempts`. */
export const TOO_MANY_ATTEMPTS = 'too_many_attempts';

export interface EmulatorOptions {
  /** Signs Checkout's `razorpay_signature` (the API key secret). */
  keySecret: string;
  /** Signs webhooks (`X-Razorpay-Signature`). */
  webhookSecret: string;
  /** Clock in milliseconds; tests may pin it. */
  now?: () => number;
  /** Orders kept (default EMULATOR_MAX_ORDERS); the oldest goes, with its payments and refunds. */
  maxOrders?: number;
  /** Payment attempts per order (default EMULATOR_MAX_ATTEMPTS); one more is a 400 `too_many_attempts`. */
  maxAttempts?: number;
}

/**
 * One Razorpay account's orders, payments and refunds, in memory, bounded: the Maps keep
 * insertion order, so the first order is the oldest; each order lists its payments and each
 * payment its refunds, so forgetting an order forgets everything hanging from it.
 */
export class RazorpayEmulator {
  readonly accountId = razorpayId('acc_');
  private readonly orders = new Map<string, RazorpayOrderEntity>();
  private readonly payments = new Map<string, RazorpayPaymentEntity>();
  private readonly refunds = new Map<string, RazorpayRefundEntity>();
  /** Payment ids of each order, oldest first. */
  private readonly orderPayments = new Map<string, string[]>();
  /** Refund ids of each payment. */
  private readonly paymentRefunds = new Map<string, string[]>();
  private readonly maxOrders: number;
  private readonly maxAttempts: number;

  constructor(private readonly options: EmulatorOptions) {
    this.maxOrders = options.maxOrders ?? EMULATOR_MAX_ORDERS;
    this.maxAttempts = options.maxAttempts ?? EMULATOR_MAX_ATTEMPTS;
  }

  /** How many orders, payments and refunds are held (each bounded; see the class). */
  get size(): { orders: number; payments: number; refunds: number } {
    return { orders: this.orders.size, payments: this.payments.size, refunds: this.refunds.size };
  }

  private seconds(): number {
    return Math.floor((this.options.now ?? Date.now)() / 1000);
  }

  /**
   * `POST /v1/orders` with `{ amount (paise, integer ≥ 100), currency: 'INR', receipt? (≤ 40),
   * notes? (≤ 15, values ≤ 256) }` → the order entity, status `created`. Throws RazorpayApiError 400.
   */
  createOrder(body: unknown): RazorpayOrderEntity {
    if (!isPlainObject(body)) throw badRequest('The request body should be a JSON object');
    const { amount, currency = 'INR', receipt, notes } = body;
    if (amount === undefined) throw badRequest('The amount field is required.', 'amount');
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      throw badRequest('The amount must be an integer.', 'amount');
    }
    if (amount < 100) throw badRequest('Order amount less than minimum amount allowed', 'amount');
    if (currency !== 'INR') throw badRequest('Currency is not supported', 'currency');
    if (receipt !== undefined && receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order: RazorpayOrderEntity = {
      id: razorpayId('order_'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: validateNotes(notes),
      created_at: this.seconds(),
    };
    this.orders.set(order.id, order);
    this.orderPayments.set(order.id, []);
    while (this.orders.size > this.maxOrders) this.forgetOldestOrder();
    return structuredClone(order);
  }

  /** `GET /v1/orders/:id` → the order entity. Throws RazorpayApiError 400 for an unknown id. */
  fetchOrder(orderId: string): RazorpayOrderEntity {
    return structuredClone(this.orderOf(orderId));
  }

  /** `GET /v1/orders/:id/payments` → `{ entity: 'collection', count, items }`, newest first. */
  fetchOrderPayments(orderId: string) {
    this.orderOf(orderId);
    const items = this.paymentsOf(orderId).reverse();
    return { entity: 'collection' as const, count: items.length, items: structuredClone(items) };
  }

  /** `GET /v1/payments/:id` → the payment entity. Throws RazorpayApiError 400 for an unknown id. */
  fetchPayment(paymentId: string): RazorpayPaymentEntity {
    return structuredClone(this.paymentOf(paymentId));
  }

  /**
   * `POST /v1/payments/:id/refund` with `{ amount? }` (paise; default: all that is not yet
   * refunded) → the refund entity. Throws RazorpayApiError 400 when the payment is not captured,
   * is fully refunded, or `amount` exceeds what is left.
   */
  refund(paymentId: string, body: unknown = {}): RazorpayRefundEntity {
    const payment = this.paymentOf(paymentId);
    const requested = isPlainObject(body) ? body.amount : undefined;
    if (payment.status === 'refunded') throw badRequest('The payment has been fully refunded already');
    if (payment.status !== 'captured') throw badRequest('Only captured payments can be refunded');
    const left = payment.amount - payment.amount_refunded;
    const amount = requested ?? left;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) {
      throw badRequest('The amount must be an integer of at least 1.', 'amount');
    }
    if (amount > left) {
      throw badRequest('The refund amount provided is greater than amount captured', 'amount');
    }
    payment.amount_refunded += amount;
    const full = payment.amount_refunded === payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    const refund: RazorpayRefundEntity = {
      id: razorpayId('rfnd_'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: {},
      receipt: null,
      acquirer_data: { arn: null },
      created_at: this.seconds(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    this.refunds.set(refund.id, refund);
    this.paymentRefunds.get(payment.id)?.push(refund.id);
    return structuredClone(refund);
  }

  /**
   * The shopper pays in Checkout: the whole order, captured at once, unless `options.capture: false`
   * (left `authorized` for `capture`) or `options.amount` (paise, a partial payment; the order stays
   * `attempted`). Returns what Checkout hands `handler`, signed with the key secret. Throws
   * RazorpayApiError 400 for an unknown or paid order, a bad amount, or too many attempts.
   */
  pay(orderId: string, options: { amount?: number; capture?: boolean } = {}): CheckoutSuccess {
    const order = this.orderOf(orderId);
    if (order.status === 'paid') throw badRequest('Order has already been paid', 'order_id', 'order_paid');
    const amount = options.amount ?? order.amount_due;
    if (!Number.isInteger(amount) || amount < 1 || amount > order.amount_due) {
      throw badRequest('The amount must be an integer from 1 to the amount due.', 'amount');
    }
    const payment = this.attempt(order);
    payment.amount = amount;
    payment.status = 'authorized';
    if (options.capture ?? true) this.settle(order, payment);
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: hmacSha256Hex(this.options.keySecret, `${order.id}|${payment.id}`),
    };
  }

  /**
   * `POST /v1/payments/:id/capture`: an `authorized` payment becomes `captured` (its order `paid`
   * once nothing is due). Returns the payment entity. Throws RazorpayApiError 400 for an unknown
   * payment or one that is not authorized.
   */
  capture(paymentId: string): RazorpayPaymentEntity {
    const payment = this.paymentOf(paymentId);
    if (payment.status !== 'authorized') {
      throw badRequest('This payment has already been captured or is not authorized', 'id');
    }
    this.settle(this.orderOf(payment.order_id), payment);
    return structuredClone(payment);
  }

  /**
   * A failed attempt at paying the order (the order stays `attempted`, open to another try).
   * Returns Checkout's `payment.failed` response `{ error: { code, description, source, step,
   * reason, metadata: { order_id, payment_id } } }`. Throws RazorpayApiError 400 as `pay` does,
   * and (reason `too_many_attempts`) when the order has had `maxAttempts` attempts already.
   */
  fail(orderId: string, reason = 'payment_failed'): { error: RazorpayErrorObject } {
    const order = this.orderOf(orderId);
    if (order.status === 'paid') throw badRequest('Order has already been paid', 'order_id', 'order_paid');
    const payment = this.attempt(order);
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'customer',
      step: 'payment_authentication',
      reason,
    };
    Object.assign(payment, {
      status: 'failed',
      error_code: error.code,
      error_description: error.description,
      error_source: error.source,
      error_step: error.step,
      error_reason: error.reason,
    });
    return { error: { ...error, metadata: { order_id: order.id, payment_id: payment.id } } };
  }

  /**
   * The webhook Razorpay would send for `kind` about an order (its latest payment of the fitting
   * status) or a payment, signed with the webhook secret. Throws RazorpayApiError 400 when there is
   * no such order or payment, or no payment in the state the event reports.
   */
  webhookEvent(kind: WebhookKind, orderOrPaymentId: string): SignedWebhook {
    // A refunded payment was captured once: it still fits a capture event.
    const fits = (item: RazorpayPaymentEntity) =>
      kind === 'payment.failed'
        ? item.status === 'failed'
        : kind === 'payment.authorized'
          ? item.status !== 'created' && item.status !== 'failed'
          : item.captured;
    let payment: RazorpayPaymentEntity | undefined;
    if (orderOrPaymentId.startsWith('pay_')) {
      payment = this.paymentOf(orderOrPaymentId);
    } else {
      const { id } = this.orderOf(orderOrPaymentId);
      payment = this.paymentsOf(id)
        .reverse()
        .find((item) => fits(item));
    }
    if (!payment || !fits(payment)) throw badRequest(`No payment fits a ${kind} event`);
    const order = this.orderOf(payment.order_id);
    const envelope = {
      entity: 'event',
      account_id: this.accountId,
      event: kind,
      contains: kind === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity: payment },
        ...(kind === 'order.paid' ? { order: { entity: order } } : {}),
      },
      created_at: this.seconds(),
    };
    const body = JSON.stringify(envelope);
    return {
      event: kind,
      body,
      eventId: razorpayId(''),
      signature: hmacSha256Hex(this.options.webhookSecret, body),
    };
  }

  private orderOf(orderId: string): RazorpayOrderEntity {
    const order = this.orders.get(orderId);
    if (!order) throw unknownId();
    return order;
  }

  private paymentOf(paymentId: string): RazorpayPaymentEntity {
    const payment = this.payments.get(paymentId);
    if (!payment) throw unknownId();
    return payment;
  }

  /** Captures `payment`: the money counts towards `order`, which is `paid` once nothing is due. */
  private settle(order: RazorpayOrderEntity, payment: RazorpayPaymentEntity): void {
    Object.assign(payment, { status: 'captured', captured: true, fee: 0, tax: 0 });
    order.amount_paid += payment.amount;
    order.amount_due = order.amount - order.amount_paid;
    if (order.amount_due === 0) order.status = 'paid';
  }

  /** The payments of order `orderId`, oldest first (live entities). */
  private paymentsOf(orderId: string): RazorpayPaymentEntity[] {
    return (this.orderPayments.get(orderId) ?? []).flatMap((id) => this.payments.get(id) ?? []);
  }

  /** Forgets the oldest order with its payments and their refunds. */
  private forgetOldestOrder(): void {
    const oldest = this.orders.keys().next();
    if (oldest.done) return;
    for (const paymentId of this.orderPayments.get(oldest.value) ?? []) {
      for (const refundId of this.paymentRefunds.get(paymentId) ?? []) this.refunds.delete(refundId);
      this.paymentRefunds.delete(paymentId);
      this.payments.delete(paymentId);
    }
    this.orderPayments.delete(oldest.value);
    this.orders.delete(oldest.value);
  }

  /**
   * A new payment for the whole order; the order becomes `attempted`. Throws RazorpayApiError 400
   * (reason `too_many_attempts`) once the order has had `maxAttempts` attempts.
   */
  private attempt(order: RazorpayOrderEntity): RazorpayPaymentEntity {
    if (order.attempts >= this.maxAttempts) {
      throw badRequest(
        `Too many payment attempts for this order (at most ${this.maxAttempts})`,
        'order_id',
        TOO_MANY_ATTEMPTS,
      );
    }
    order.attempts += 1;
    order.status = 'attempted';
    const payment: RazorpayPaymentEntity = {
      id: razorpayId('pay_'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: 'created',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      email: 'void@razorpay.com',
      contact: '+919000090000',
      notes: {},
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: { auth_code: null },
      created_at: this.seconds(),
    };
    this.payments.set(payment.id, payment);
    this.orderPayments.get(order.id)?.push(payment.id);
    this.paymentRefunds.set(payment.id, []);
    return payment;
  }
}

/** Random secrets for a sandbox run: nothing to configure, nothing that outlives the process. */
export function randomSecret(): string {
  return randomBytes(24).toString('hex');
}
