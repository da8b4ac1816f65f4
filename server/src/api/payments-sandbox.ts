/**
 * The test sandbox's HTTP side, registered only in payment mode `test` (ADR 0019): the stand-in
 * `checkout.js` and its Pay and Fail. After answering, Pay and Fail deliver the webhooks Razorpay
 * would send to the app's own webhook route (switchable, so tests can order them themselves).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import {
  RazorpayApiError,
  type RazorpayEmulator,
  type SignedWebhook,
  TOO_MANY_ATTEMPTS,
  type WebhookKind,
} from '#server/modules/payments/emulator.ts';
import { SANDBOX_CHECKOUT_SCRIPT } from '#server/modules/payments/sandbox-widget.ts';

/** Where Razorpay's webhooks arrive in this app. */
export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

/** One webhook delivery: the webhook route's status, or why it was not reached. */
export interface WebhookDelivery {
  event: WebhookKind;
  eventId: string;
  statusCode?: number;
  error?: string;
}

export interface SandboxRoutesOptions {
  emulator: RazorpayEmulator;
  /** Deliver webhooks after Pay and Fail (default true); a request's `webhooks` flag overrides it. */
  deliverWebhooks?: boolean;
  webhookPath?: string;
  /** Told of every delivery once it is over (tests wait on it). */
  onWebhookDelivered?: (delivery: WebhookDelivery) => void;
}

const attemptSchema = z.object({
  order_id: z
    .string({ error: 'order_id is required' })
    .min(1, 'order_id is required')
    .max(64, 'Unknown order'),
  webhooks: z.boolean({ error: 'webhooks must be true or false' }).optional(),
});
const failSchema = attemptSchema.extend({
  reason: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'reason must be a Razorpay reason code like payment_failed')
    .optional(),
});

/** The emulator's refusal as the shop's envelope (statuses: `sandboxRoutes`). */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof RazorpayApiError)) return error;
  if (error.error.reason === 'invalid_id') return notFound('Unknown order');
  if (error.error.reason === 'order_paid') return conflict('This order has already been paid');
  if (error.error.reason === TOO_MANY_ATTEMPTS) return conflict(error.error.description);
  return badRequest(error.error.description);
}

/** Sends `hooks` in turn to the webhook route as Razorpay would: exact body, signature, event id. */
async function deliver(app: FastifyInstance, hooks: SignedWebhook[], options: SandboxRoutesOptions) {
  for (const hook of hooks) {
    const delivery: WebhookDelivery = { event: hook.event, eventId: hook.eventId };
    try {
      const response = await app.inject({
        method: 'POST',
        url: options.webhookPath ?? WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hook.signature,
          'x-razorpay-event-id': hook.eventId,
        },
        payload: hook.body,
      });
      delivery.statusCode = response.statusCode;
      if (response.statusCode >= 300) {
        app.log.warn({ event: hook.event, statusCode: response.statusCode }, 'sandbox webhook refused');
      }
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
      app.log.error({ err: error, event: hook.event }, 'sandbox webhook not delivered');
    }
    options.onWebhookDelivered?.(delivery);
  }
}

/**
 * `GET /payments/sandbox/checkout.js`; `POST /payments/sandbox/pay {order_id, webhooks?}` → Checkout's
 * handler fields; `POST /payments/sandbox/fail {order_id, reason?, webhooks?}` → `{error}`. Unknown
 * (or forgotten) order 404, already paid or too many attempts 409, bad input 400.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (app, options) => {
  const { emulator } = options;
  const pending = new WeakMap<FastifyRequest, SignedWebhook[]>();
  const inFlight = new Set<Promise<void>>();

  // Webhooks go out once the answer has left, as Razorpay's arrive independently of the browser.
  app.addHook('onResponse', async (request) => {
    const hooks = pending.get(request);
    if (!hooks) return;
    const delivery = deliver(app, hooks, options).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  const queue = (request: FastifyRequest, flag: boolean | undefined, make: () => SignedWebhook[]) => {
    if (flag ?? options.deliverWebhooks ?? true) pending.set(request, make());
  };
  const hidden = { hide: true };

  app.get('/payments/sandbox/checkout.js', { schema: hidden }, (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SANDBOX_CHECKOUT_SCRIPT),
  );

  app.post('/payments/sandbox/pay', { schema: { ...hidden, body: attemptSchema } }, async (request) => {
    const { order_id: orderId, webhooks } = request.body;
    try {
      const response = emulator.pay(orderId);
      queue(request, webhooks, () => [
        emulator.webhookEvent('payment.captured', response.razorpay_payment_id),
        emulator.webhookEvent('order.paid', orderId),
      ]);
      return { success: true, data: response };
    } catch (error) {
      throw asHttpError(error);
    }
  });

  app.post('/payments/sandbox/fail', { schema: { ...hidden, body: failSchema } }, async (request) => {
    const { order_id: orderId, reason, webhooks } = request.body;
    try {
      const response = emulator.fail(orderId, reason);
      const paymentId = response.error.metadata?.payment_id ?? '';
      queue(request, webhooks, () => [emulator.webhookEvent('payment.failed', paymentId)]);
      return { success: true, data: response };
    } catch (error) {
      throw asHttpError(error);
    }
  });
};
