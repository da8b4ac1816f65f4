/** Reading Razorpay's webhooks (ADR 0008): the raw body's signature is checked before the body is trusted. */
import { messages } from '@shahi/contract';
import { z } from 'zod';
import { badRequest } from '#server/http/errors.ts';
import type { PaymentGateway } from './gateway.ts';

/** The parts of a webhook the shop acts on. */
export interface WebhookEvent {
  /** Razorpay's unique `x-razorpay-event-id`, the deduplication key. */
  eventId: string;
  /** e.g. `payment.captured`, `order.paid`, `payment.failed`. */
  event: string;
  /** The gateway order (`order_…`) the event is about, when it names one. */
  gatewayOrderId: string | null;
  /** The payment (`pay_…`), when the event carries one. */
  paymentId: string | null;
  /** The payment's amount in PAISE, when the event carries one. */
  amountPaise: number | null;
}

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) }).optional();

/** Only what we read; Razorpay's other fields pass untouched. */
const webhookBodySchema = z.object({
  event: z.string().min(1),
  payload: z
    .object({
      payment: entity({
        id: z.string().min(1),
        order_id: z.string().min(1).nullish(),
        amount: z.number().int().nullish(),
      }),
      order: entity({ id: z.string().min(1) }),
    })
    .default({}),
});

/**
 * Checks the webhook's `x-razorpay-signature` and reads its event. 400 when the signature is missing
 * or wrong, or the event id is missing (nothing could deduplicate it). A genuine body of another shape
 * reads as event `unreadable`, to be acknowledged: refusing it would make Razorpay retry for a day.
 */
export function readWebhook(
  gateway: PaymentGateway,
  request: { rawBody: string | undefined; signature: unknown; eventId: unknown; body: unknown },
): WebhookEvent {
  const { rawBody, signature, eventId } = request;
  let genuine = false;
  try {
    genuine =
      typeof signature === 'string' && !!rawBody && gateway.verifyWebhookSignature(rawBody, signature);
  } catch {
    genuine = false;
  }
  if (!genuine) throw badRequest(messages.invalidWebhookSignature);
  if (typeof eventId !== 'string' || eventId === '' || eventId.length > 200) {
    throw badRequest('Missing x-razorpay-event-id');
  }
  const parsed = webhookBodySchema.safeParse(request.body);
  if (!parsed.success) {
    return { eventId, event: 'unreadable', gatewayOrderId: null, paymentId: null, amountPaise: null };
  }
  const { payment, order } = parsed.data.payload;
  return {
    eventId,
    event: parsed.data.event,
    gatewayOrderId: order?.entity.id ?? payment?.entity.order_id ?? null,
    paymentId: payment?.entity.id ?? null,
    amountPaise: payment?.entity.amount ?? null,
  };
}
