/**
 * The Razorpay PaymentGateway (ADR 0008): the official `razorpay` SDK pointed at `RAZORPAY_API_URL`,
 * with our own constant-time signature checks. Every failure of a call (a refusal, no answer, a
 * timeout, a wrong shape) becomes a GatewayError whose message names the call, never a secret.
 */
import Razorpay from 'razorpay';
import { z } from 'zod';
import {
  GatewayError,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway.ts';
import { hmacSha256Hex, signaturesMatch } from './signatures.ts';

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  /** Without it no webhook verifies (Razorpay's dashboard sets it; it is not the key secret). */
  webhookSecret: string | undefined;
  /** Origin of the API, e.g. `https://api.razorpay.com` (the SDK adds `/v1`). */
  apiUrl: string;
  /** Per-call limit in milliseconds (15 s by default). */
  timeoutMs?: number;
}

/** GatewayError codes besides Razorpay's own (`BAD_REQUEST_ERROR`, `SERVER_ERROR`, …). */
export const gatewayErrorCodes = {
  invalidRequest: 'INVALID_REQUEST',
  unreachable: 'GATEWAY_UNREACHABLE',
  timeout: 'GATEWAY_TIMEOUT',
  badResponse: 'GATEWAY_BAD_RESPONSE',
} as const;

const orderSchema = z.object({
  id: z.string().startsWith('order_'),
  amount: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
});
const paymentSchema = z.object({
  id: z.string().startsWith('pay_'),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
});
const refundSchema = z.object({
  id: z.string().startsWith('rfnd_'),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.string(),
});

function parsed<T extends z.ZodType>(schema: T, body: unknown, call: string): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new GatewayError(`Razorpay ${call}: unexpected answer`, gatewayErrorCodes.badResponse);
  return result.data;
}

/** Razorpay's order entity (API JSON) → GatewayOrder; GatewayError when it is not one. */
export function toGatewayOrder(body: unknown): GatewayOrder {
  const order = parsed(orderSchema, body, 'order');
  return { ...order, receipt: order.receipt ?? '' };
}

/** Razorpay's payment entity → GatewayPayment; GatewayError when it is not one. */
export function toGatewayPayment(body: unknown): GatewayPayment {
  const { order_id, ...payment } = parsed(paymentSchema, body, 'payment');
  return { ...payment, orderId: order_id ?? '' };
}

/** Razorpay's refund entity → GatewayRefund; GatewayError when it is not one. */
export function toGatewayRefund(body: unknown): GatewayRefund {
  const { payment_id, ...refund } = parsed(refundSchema, body, 'refund');
  return { ...refund, paymentId: payment_id };
}

/** Our marker for "no answer": the SDK reads `response.status` off every error it sees. */
const NO_ANSWER = 'NO_ANSWER';

/**
 * A GatewayError for what the SDK threw during `call`: `{ statusCode, error }` (Razorpay's
 * refusal, or our NO_ANSWER marker), a GatewayError already, or anything else. `secrets` are
 * blanked out of the message, should Razorpay's description ever echo one.
 */
export function toGatewayError(thrown: unknown, call: string, secrets: string[] = []): GatewayError {
  if (thrown instanceof GatewayError) return thrown;
  const { statusCode, error } = (thrown ?? {}) as { statusCode?: unknown; error?: unknown };
  const { code, description } = (error ?? {}) as { code?: unknown; description?: unknown };
  let result: GatewayError;
  if (code === NO_ANSWER) {
    const timedOut = description === 'ECONNABORTED' || description === 'ETIMEDOUT';
    result = timedOut
      ? new GatewayError(`Razorpay ${call}: no answer in time`, gatewayErrorCodes.timeout)
      : new GatewayError(
          `Razorpay ${call}: unreachable (${String(description)})`,
          gatewayErrorCodes.unreachable,
        );
  } else if (typeof statusCode === 'number') {
    const reason = typeof description === 'string' ? `: ${description}` : '';
    const errorCode = typeof code === 'string' ? code : 'GATEWAY_ERROR';
    result = new GatewayError(
      `Razorpay ${call} refused (HTTP ${statusCode} ${errorCode})${reason}`,
      errorCode,
    );
  } else {
    result = new GatewayError(`Razorpay ${call} failed`, 'GATEWAY_ERROR');
  }
  for (const secret of secrets.filter(Boolean))
    result.message = result.message.replaceAll(secret, '[secret]');
  return result;
}

/** The SDK's undeclared axios client, reached into in this one place (ADR 0008). */
interface SdkHttpClient {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: { response: { use(onAnswer: undefined, onError: (error: unknown) => unknown): number } };
}

function pointSdkAt(instance: Razorpay, apiUrl: string, timeoutMs: number): void {
  const client = (instance.api as unknown as { rq: SdkHttpClient }).rq;
  // The SDK prefixes every path with `/v1` itself (api.js getEntityUrl): the base is the origin.
  // The lookbehind starts the match at a run's first slash only, so the strip stays linear.
  client.defaults.baseURL = apiUrl.replace(/(?<!\/)\/+$/, '');
  client.defaults.timeout = timeoutMs;
  // Without an answer the SDK would throw a bare TypeError (it reads `error.response.status`):
  // hand it a response-shaped marker instead so the cause (refused, timeout) survives.
  client.interceptors.response.use(undefined, (error) => {
    if ((error as { response?: unknown })?.response) return Promise.reject(error);
    const cause = (error as { code?: unknown })?.code;
    return Promise.reject({
      response: { status: 0, data: { error: { code: NO_ANSWER, description: String(cause ?? 'ERROR') } } },
    });
  });
}

const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;

/** Amount check shared by both gateways: integer paise of at least 1. Throws GatewayError. */
export function assertPaise(amountPaise: number, call: string): void {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 1) {
    throw new GatewayError(
      `${call}: amount must be a whole number of paise`,
      gatewayErrorCodes.invalidRequest,
    );
  }
}

/** Payment-id check shared by both gateways: the id goes into a URL path. Throws GatewayError. */
export function assertPaymentId(paymentId: string, call: string): void {
  if (!PAYMENT_ID.test(paymentId)) {
    throw new GatewayError(`${call}: not a Razorpay payment id`, gatewayErrorCodes.invalidRequest);
  }
}

/** Receipt and notes as Razorpay accepts them (≤ 40 characters; ≤ 15 notes of ≤ 256). Throws GatewayError. */
export function assertOrderInput(input: {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}) {
  assertPaise(input.amountPaise, 'createOrder');
  const notes = Object.values(input.notes);
  if (
    input.receipt.length < 1 ||
    input.receipt.length > 40 ||
    notes.length > 15 ||
    notes.some((v) => v.length > 256)
  ) {
    throw new GatewayError('createOrder: receipt or notes too long', gatewayErrorCodes.invalidRequest);
  }
}

/** The gateway over Razorpay's API (mode 'razorpay'); see PaymentGateway for each call's contract. */
export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentGateway {
  const { keyId, keySecret, webhookSecret } = options;
  const sdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
  pointSdkAt(sdk, options.apiUrl, options.timeoutMs ?? 15_000);
  const secrets = [keySecret, webhookSecret ?? ''];
  const call = async <T>(
    name: string,
    run: () => Promise<unknown>,
    map: (body: unknown) => T,
  ): Promise<T> => {
    try {
      return map(await run());
    } catch (thrown) {
      throw toGatewayError(thrown, name, secrets);
    }
  };

  return {
    mode: 'razorpay',
    keyId,
    async createOrder(input) {
      assertOrderInput(input);
      const body = { amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes };
      return call('createOrder', () => sdk.orders.create(body), toGatewayOrder);
    },
    verifyPaymentSignature(gatewayOrderId, paymentId, signature) {
      return signaturesMatch(hmacSha256Hex(keySecret, `${gatewayOrderId}|${paymentId}`), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      if (!webhookSecret) return false;
      return signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature);
    },
    async fetchPayment(paymentId) {
      assertPaymentId(paymentId, 'fetchPayment');
      return call('fetchPayment', () => sdk.payments.fetch(paymentId), toGatewayPayment);
    },
    async refund(paymentId, amountPaise) {
      assertPaymentId(paymentId, 'refund');
      assertPaise(amountPaise, 'refund');
      return call('refund', () => sdk.payments.refund(paymentId, { amount: amountPaise }), toGatewayRefund);
    },
  };
}
