/**
 * Razorpay's webhooks (issue 5 §4): settle payments whose browser never came back, record the
 * rest. Each event is recorded by its id in the same transaction as its effect, so a repeated
 * delivery changes nothing, and any order of arrival ends in the same state.
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
 * Handles a webhook whose signature was already checked (`readWebhook`). `payment.captured` and
 * `order.paid` settle the order (paid and sold, or refunded when a piece went elsewhere after the
 * reservation lapsed) when the payment's amount (paise) is the order's — otherwise the event is
 * recorded, a history row and an error log say so, and nothing is sold ('amount-mismatch'; a
 * signed partial payment must not buy the pieces, docs/decisions/0019); `payment.failed`,
 * `payment.authorized` and every other event are only recorded — a failed
 * attempt keeps the reservation until it ends, so the shopper can try again. Resolves with
 * 'duplicate' for an event recorded before, else what settling did ('recorded' when nothing to
 * settle). Rejects with 502 when a needed refund fails, so Razorpay delivers the event again.
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
