/**
 * Cancelling an order from the back office (docs/decisions/0010-order-fulfilment.md), in one
 * transaction under the order's row lock: a repeated or concurrent cancel waits, finds the order
 * cancelled and is refused, so the refund is asked for once. The change itself is a step
 * (./steps/cancel-change.ts) that a parcel returned undelivered shares (ADR 0061).
 */
import type { cancelOrderSchema } from '@shahi/contract/schemas';
import type { z } from 'zod';
import { cancelLockedOrder } from './steps/cancel-change.ts';
import { changeOrder, type OrderActor, type OrderChangeDeps } from './steps/order-change.ts';

export type CancelOrderInput = z.output<typeof cancelOrderSchema>;

/**
 * Cancels order `orderId` for `actor`; `input.reason` goes to the history and the mail. A pending
 * order's pieces go back on sale; a shipped one's stay sold unless `input.returned` says the parcel
 * came back to the workshop, when the same pieces go back on sale at once (ADR 0061). A paid online
 * order is refunded in full (a test-sandbox one without any gateway, ADR 0019); one awaiting payment
 * gets payment failed, and a payment arriving later is refunded (steps/settle-payment.ts); cash on
 * delivery stays pending. A shipped order's invoice or bill of supply is reversed by a credit note
 * (ADR 0030). Errors, changing nothing: 404 unknown order; 409 delivered or already cancelled; 409
 * REFUNDED_BY_CLAIM when a claim refunded the shipped order already; 409 REFUND_UNAVAILABLE when
 * online payment is off; 502 REFUND_FAILED when the gateway fails.
 */
export async function cancelOrder(
  deps: OrderChangeDeps,
  actor: OrderActor,
  orderId: string,
  input: CancelOrderInput,
): Promise<void> {
  await changeOrder(deps, orderId, (tx, held) => cancelLockedOrder(tx, deps, actor, held, input));
}
