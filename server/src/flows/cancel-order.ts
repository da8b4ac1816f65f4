/**
 * Cancelling an order from the back office (docs/decisions/0010-order-fulfilment.md), in one
 * transaction under the order's row lock: a repeated or concurrent cancel waits, finds the order
 * cancelled and is refused, so the refund is asked for once.
 */
import { paiseToRupees } from '@shahi/contract';
import { adminOrderMessages, type cancelOrderSchema } from '@shahi/contract/schemas';
import type { z } from 'zod';
import { badGateway, conflict } from '#server/http/errors.ts';
import { restockProducts } from '#server/modules/catalog/stock.ts';
import { NOW, type OrderChanges, updateOrder } from '#server/modules/orders/admin-repository.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { type CancelledMoney, orderCancelledMail } from '#server/modules/orders/mails.ts';
import type { OrderRow } from '#server/modules/orders/repository.ts';
import { toOrder } from '#server/modules/orders/service.ts';
import { GatewayError } from '#server/modules/payments/gateway.ts';
import { refundInFull } from '#server/modules/payments/refund.ts';
import { documentOfOrder } from '#server/modules/tax/public.ts';
import { issueCreditNote } from './steps/issue-credit-note.ts';
import { changeOrder, type OrderActor, type OrderChangeDeps } from './steps/order-change.ts';

export type CancelOrderInput = z.output<typeof cancelOrderSchema>;

/** Refunds a paid online order: the refund id (null when an earlier attempt made it). */
async function refundOrder(deps: OrderChangeDeps, order: OrderRow): Promise<string | null> {
  if (!order.gatewayPaymentId) throw new Error(`paid order ${order.id} has no gateway payment id`);
  // Online payment switched off (no keys, no sandbox): nothing could make the refund.
  if (!deps.gateway) throw conflict(adminOrderMessages.refundUnavailable, 'REFUND_UNAVAILABLE');
  try {
    return await refundInFull(deps.gateway, order.gatewayPaymentId, order.amountPaise);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error({ err: error, orderId: order.id }, 'refund of a cancelled order failed; nothing changed');
    throw badGateway(adminOrderMessages.refundFailed, 'REFUND_FAILED');
  }
}

/**
 * Cancels order `orderId` for `actor`; `input.reason` goes to the history and the mail. A pending
 * order's pieces go back on sale, a shipped one's stay sold. A paid online order is refunded in full
 * (a test-sandbox one without any gateway, ADR 0019); one awaiting payment gets payment failed, and
 * a payment arriving later is refunded (steps/settle-payment.ts); cash on delivery stays pending. A shipped
 * order's invoice or bill of supply is reversed by a credit note (ADR 0030). Errors,
 * changing nothing: 404 unknown order; 409 delivered or already cancelled; 409 REFUNDED_BY_CLAIM when
 * a claim refunded the shipped order already; 409 REFUND_UNAVAILABLE
 * when online payment is off; 502 REFUND_FAILED when the gateway fails.
 */
export async function cancelOrder(
  deps: OrderChangeDeps,
  actor: OrderActor,
  orderId: string,
  input: CancelOrderInput,
): Promise<void> {
  await changeOrder(deps, orderId, async (tx, { order, lines }) => {
    if (order.orderStatus === 'delivered') throw conflict(adminOrderMessages.cancelDelivered);
    if (order.orderStatus === 'cancelled') throw conflict(adminOrderMessages.cancelTwice);
    // A claim refunded it already, with its credit note: the claim settled the money (ADR 0057).
    if (order.orderStatus === 'shipped' && (await documentOfOrder(tx.db, order.id, 'credit_note'))) {
      throw conflict(adminOrderMessages.cancelAfterClaim, 'REFUNDED_BY_CLAIM');
    }

    const restocked =
      order.orderStatus === 'pending'
        ? await restockProducts(
            tx.db,
            lines.map((line) => line.productId),
          )
        : [];
    const changes: OrderChanges = { orderStatus: 'cancelled', cancelledAt: NOW, reservedUntil: null };
    let money: CancelledMoney = { kind: 'cod' };
    let refundNote = '';
    if (order.paymentMethod === 'online' && order.paymentStatus === 'paid' && order.testPayment) {
      // Paid in the test sandbox: no money moved, so no gateway is asked (ADR 0019).
      changes.paymentStatus = 'refunded';
      money = { kind: 'unpaid' };
      refundNote = 'Test payment: no money to refund';
    } else if (order.paymentMethod === 'online' && order.paymentStatus === 'paid') {
      const refundId = await refundOrder(deps, order);
      Object.assign(changes, { paymentStatus: 'refunded', gatewayRefundId: refundId });
      money = { kind: 'refunded', amount: paiseToRupees(order.amountPaise) };
      refundNote = `Refunded in full${refundId ? ` (${refundId})` : ''}`;
      deps.log.info(
        { orderId: order.id, refundId, amountPaise: order.amountPaise },
        'cancelled order refunded',
      );
    } else if (order.paymentMethod === 'online') {
      if (order.paymentStatus === 'pending') changes.paymentStatus = 'failed';
      money = { kind: 'unpaid' };
    }
    const cancelled = await updateOrder(tx.db, order.id, changes);
    // A shipped order has its invoice or bill of supply: a credit note reverses it (CGST Act s.34).
    const creditNoteId =
      order.orderStatus === 'shipped'
        ? await issueCreditNote(tx, order.id, input.reason, deps.clock?.())
        : null;
    const notes = [
      input.reason,
      refundNote,
      order.orderStatus === 'shipped' ? 'Cancelled after shipping: pieces stay sold' : '',
      restocked.length > 0 ? `${restocked.length} piece(s) back on sale` : '',
      creditNoteId ? 'Credit note issued' : '',
    ];
    await insertOrderEvents(tx.db, [
      {
        orderId: order.id,
        kind: 'cancelled',
        fromStatus: order.orderStatus,
        toStatus: 'cancelled',
        fromPaymentStatus: order.paymentStatus,
        toPaymentStatus: cancelled.paymentStatus,
        note: notes.filter(Boolean).join(' · '),
        actorUserId: actor.userId,
      },
    ]);
    return {
      kind: 'order-cancelled',
      build: (basics) =>
        orderCancelledMail({ ...basics, order: toOrder(cancelled, lines), reason: input.reason, money }),
    };
  });
}
