/**
 * Cancelling an order under its row lock (ADR 0010), shared by the back office's cancel and a parcel
 * that came back undelivered (RTO, ADR 0061): pieces back on sale when they never left or came back,
 * the refund of a paid online order, the credit note of a shipped one, the history row and the
 * cancel mail, all in the caller's transaction.
 */
import { paiseToRupees } from '@shahi/contract';
import { adminOrderMessages } from '@shahi/contract/schemas';
import type { Transaction } from '#server/db/transaction.ts';
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
import { issueCreditNote } from './issue-credit-note.ts';
import type { CustomerMail, LockedOrder, OrderActor, OrderChangeDeps } from './order-change.ts';

/** Why an order is cancelled, and whether its shipped parcel came back to the workshop. */
export interface CancelFacts {
  reason: string;
  /** A shipped order's parcel is back (RTO, or the owner says so): its pieces go back on sale. */
  returned?: boolean | undefined;
}

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
 * Cancels the locked order for `actor` (null: the shop, on the courier's RTO scan) and resolves
 * with the cancel mail. A pending order's pieces go back on sale; a shipped one's stay sold unless
 * `facts.returned`, when the same pieces (same ids, photos and page) go back on sale at once and
 * `returned_at` is set (the one-of-a-kind rule: a piece must never stay hidden, ADR 0061). A paid
 * online order is refunded in full (a test-sandbox one without any gateway, ADR 0019); one awaiting
 * payment gets payment failed; cash on delivery stays pending. A shipped order's invoice or bill of
 * supply is reversed by a credit note (CGST Act s.34; ADR 0030). Errors, changing nothing: 409
 * delivered or already cancelled; 409 REFUNDED_BY_CLAIM when a claim refunded the shipped order
 * already; 409 REFUND_UNAVAILABLE when online payment is off; 502 REFUND_FAILED when the gateway fails.
 */
export async function cancelLockedOrder(
  tx: Transaction,
  deps: OrderChangeDeps,
  actor: OrderActor | null,
  { order, lines }: LockedOrder,
  facts: CancelFacts,
): Promise<CustomerMail> {
  if (order.orderStatus === 'delivered') throw conflict(adminOrderMessages.cancelDelivered);
  if (order.orderStatus === 'cancelled') throw conflict(adminOrderMessages.cancelTwice);
  const shipped = order.orderStatus === 'shipped';
  // A claim refunded it already, with its credit note: the claim settled the money (ADR 0057).
  if (shipped && (await documentOfOrder(tx.db, order.id, 'credit_note'))) {
    throw conflict(adminOrderMessages.cancelAfterClaim, 'REFUNDED_BY_CLAIM');
  }
  const returned = shipped && facts.returned === true;

  const restocked =
    !shipped || returned
      ? await restockProducts(
          tx.db,
          lines.map((line) => line.productId),
        )
      : [];
  const changes: OrderChanges = {
    orderStatus: 'cancelled',
    cancelledAt: NOW,
    reservedUntil: null,
    ...(returned ? { returnedAt: NOW } : {}),
  };
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
  const creditNoteId = shipped ? await issueCreditNote(tx, order.id, facts.reason, deps.clock?.()) : null;
  const notes = [
    facts.reason,
    refundNote,
    shipped && !returned ? 'Cancelled after shipping: pieces stay sold' : '',
    returned ? 'Parcel back at the workshop' : '',
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
      actorUserId: actor?.userId ?? null,
    },
  ]);
  return {
    kind: 'order-cancelled',
    build: (basics) =>
      orderCancelledMail({ ...basics, order: toOrder(cancelled, lines), reason: facts.reason, money }),
  };
}

/**
 * A parcel back at the workshop for an order the owner had cancelled already without saying so
 * (`returned_at` unset): its pieces go back on sale now and `returned_at` is set, with a history row;
 * no mail (the cancel mailed), no second credit note. Resolves with the number of pieces restocked;
 * 0 and nothing changed when the order is not such a cancelled, shipped, unreturned order.
 */
export async function restockReturnedParcel(tx: Transaction, { order, lines }: LockedOrder): Promise<number> {
  if (order.orderStatus !== 'cancelled' || !order.shippedAt || order.returnedAt) return 0;
  const restocked = await restockProducts(
    tx.db,
    lines.map((line) => line.productId),
  );
  await updateOrder(tx.db, order.id, { returnedAt: NOW });
  await insertOrderEvents(tx.db, [
    {
      orderId: order.id,
      kind: 'returned',
      note: `Parcel back at the workshop · ${restocked.length} piece(s) back on sale`,
      actorUserId: null,
    },
  ]);
  return restocked.length;
}
