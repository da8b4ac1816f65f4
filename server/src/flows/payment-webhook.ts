/** Razorpay's webhooks (ADR 0008): each event is recorded by id with its effect, so a repeat does nothing. */
import { withTransaction } from '#server/db/transaction.ts';
import { selectOrderIdByGatewayOrderId } from '#server/modules/orders/repository.ts';
import { GatewayError } from '#server/modules/payments/gateway.ts';
import { insertPaymentEvent } from '#server/modules/payments/repository.ts';
import type { WebhookEvent } from '#server/modules/payments/service.ts';
import { gatewayUnavailable, type PaymentDeps } from './steps/payment-deps.ts';
import { type SettleOutcome, settlePayment } from './steps/settle-payment.ts';

/** Events that mean the money is taken. */
const SETTLING_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * Handles a webhook whose signature `readWebhook` checked: settling events settle the order when
 * the amount (paise) is the order's (ADR 0025); others are only recorded, so a failed attempt keeps
 * the reservation. Rejects with 502 when a needed refund fails, so Razorpay delivers it again.
 */
export async function handlePaymentWebhook(
  deps: PaymentDeps,
  event: WebhookEvent,
): Promise<SettleOutcome['kind'] | 'recorded'> {
  const row = {
    eventId: event.eventId,
    event: event.event,
    gatewayOrderId: event.gatewayOrderId,
    gatewayPaymentId: event.paymentId,
  };
  const orderId =
    SETTLING_EVENTS.has(event.event) && event.gatewayOrderId && event.paymentId
      ? await selectOrderIdByGatewayOrderId(deps.db, event.gatewayOrderId)
      : undefined;
  if (!orderId || !event.paymentId) {
    const fresh = await withTransaction(deps.pool, (tx) => insertPaymentEvent(tx.db, row));
    if (fresh && event.event === 'payment.failed') {
      deps.log.info({ gatewayOrderId: event.gatewayOrderId }, 'payment attempt failed; reservation kept');
    }
    return fresh ? 'recorded' : 'duplicate';
  }
  try {
    const target = { orderId, paymentId: event.paymentId, amountPaise: event.amountPaise };
    const outcome = await settlePayment(deps, target, (tx) => insertPaymentEvent(tx.db, row));
    if (outcome.kind === 'amount-mismatch') {
      deps.log.error(
        { orderId, paymentId: event.paymentId, amountPaise: event.amountPaise, event: event.event },
        'webhook payment amount differs from the order amount: recorded, not settled',
      );
    }
    return outcome.kind;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error({ err: error, orderId }, 'refund of a late payment failed; Razorpay will retry');
    throw gatewayUnavailable();
  }
}
