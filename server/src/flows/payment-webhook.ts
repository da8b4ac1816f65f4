/**
 * Razorpay's webhooks (ADR 0008): settle payments whose browser never came back, record the rest.
 * Each event is recorded by its id in the transaction of its effect, so a repeat changes nothing.
 */
import { withTransaction } from '#server/db/transaction.ts';
import { selectOrderIdByGatewayOrderId } from '#server/modules/orders/repository.ts';
import { GatewayError } from '#server/modules/payments/gateway.ts';
import { insertPaymentEvent } from '#server/modules/payments/repository.ts';
import type { WebhookEvent } from '#server/modules/payments/service.ts';
import { gatewayUnavailable, type PaymentDeps } from './payment-deps.ts';
import { type SettleOutcome, settlePayment } from './settle-payment.ts';

/** Events that mean the money is taken: settle as the browser's verification would. */
const SETTLING_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * Handles a webhook whose signature `readWebhook` checked. `payment.captured` and `order.paid`
 * settle the order when the payment's amount (paise) is the order's, else they are recorded with a
 * history row and an error log, and nothing is sold (ADR 0025). Other events are only recorded (a
 * failed attempt keeps the reservation, so the shopper can retry). Resolves 'duplicate' for an
 * event seen before, else the settlement's kind or 'recorded'; 502 when a needed refund fails, so
 * Razorpay delivers the event again.
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
