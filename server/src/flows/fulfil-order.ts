/**
 * Shipping and delivering an order from the back office (ADR 0010): each change is one transaction
 * under the order's row lock, so the status, its history row and the customer's mail commit together.
 */
import { adminOrderMessages, type shipOrderSchema, taxMessages } from '@shahi/contract/schemas';
import type { z } from 'zod';
import { conflict } from '#server/http/errors.ts';
import { NOW, updateOrder } from '#server/modules/orders/admin-repository.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { orderDeliveredMail, orderShippedMail } from '#server/modules/orders/mails.ts';
import { isAwaitingCodConfirmation, toOrder } from '#server/modules/orders/service.ts';
import { needsEWayBill } from '#server/modules/tax/e-way-bill.ts';
import { deliveryStateCode } from '#server/modules/tax/snapshot.ts';
import { issueSaleDocument, sellerForShipping } from './steps/issue-tax-document.ts';
import { changeOrder, type OrderActor, type OrderChangeDeps } from './steps/order-change.ts';

export type ShipOrderInput = z.output<typeof shipOrderSchema>;

/**
 * Marks a pending order shipped with `input`'s courier and tracking number, issues its tax invoice
 * or bill of supply (ADR 0030) and mails the customer with it attached; an online order only once
 * paid. The invoice is issued here, at the removal of the goods (CGST Act s.31(1)(a)): the owner
 * marks the order shipped when handing the parcel over. Errors, changing nothing: 404 unknown
 * order; 409 not pending; 409 online and unpaid; 409 no seller settings; 409 unknown delivery
 * state; 409 without the e-way bill number a shipment needs (CGST Rule 138: an unregistered
 * seller's inter-state shipment, a registered seller's over ₹50,000; see modules/tax/e-way-bill.ts).
 */
export async function shipOrder(
  deps: OrderChangeDeps,
  actor: OrderActor,
  orderId: string,
  input: ShipOrderInput,
): Promise<void> {
  await changeOrder(deps, orderId, async (tx, { order, lines }) => {
    if (order.orderStatus !== 'pending') {
      throw conflict(`${adminOrderMessages.shipNotPending}; this one is ${order.orderStatus}`);
    }
    if (order.paymentMethod === 'online' && order.paymentStatus !== 'paid') {
      throw conflict(adminOrderMessages.shipUnpaid);
    }
    const seller = await sellerForShipping(tx);
    const eWayBillNumber = input.eWayBillNumber ?? order.eWayBillNumber;
    if (needsEWayBill(seller, deliveryStateCode(order), order.amountPaise) && !eWayBillNumber) {
      throw conflict(taxMessages.eWayBillRequired, 'E_WAY_BILL_REQUIRED');
    }
    // Shipping an unconfirmed COD order confirms it (ADR 0035): the `shipped` event records the owner's
    // decision, and `cod_confirmed_at` is the ship time, so the order can no longer lapse.
    const confirming = isAwaitingCodConfirmation(order);
    const shipped = await updateOrder(tx.db, order.id, {
      ...(confirming ? { codConfirmedAt: NOW, reservedUntil: null } : {}),
      orderStatus: 'shipped',
      courierName: input.courierName,
      trackingNumber: input.trackingNumber,
      eWayBillNumber,
      shippedAt: NOW,
    });
    const documentId = await issueSaleDocument(tx, seller, shipped, lines, deps.clock?.());
    await insertOrderEvents(tx.db, [
      {
        orderId: order.id,
        kind: 'shipped',
        fromStatus: order.orderStatus,
        toStatus: 'shipped',
        note: `${input.courierName}, tracking ${input.trackingNumber}`,
        actorUserId: actor.userId,
      },
    ]);
    return {
      kind: 'order-shipped',
      build: (basics) =>
        orderShippedMail({
          ...basics,
          order: toOrder(shipped, lines),
          courierName: input.courierName,
          trackingNumber: input.trackingNumber,
        }),
      attachmentDocumentId: documentId,
    };
  });
}

/** Marks a shipped order delivered (cash on delivery becomes paid) and mails; 404, or 409 if not shipped. */
export async function deliverOrder(deps: OrderChangeDeps, actor: OrderActor, orderId: string): Promise<void> {
  await changeOrder(deps, orderId, async (tx, { order, lines }) => {
    if (order.orderStatus !== 'shipped') {
      throw conflict(`${adminOrderMessages.deliverNotShipped}; this one is ${order.orderStatus}`);
    }
    const collected = order.paymentMethod === 'cod' && order.paymentStatus === 'pending';
    const delivered = await updateOrder(tx.db, order.id, {
      orderStatus: 'delivered',
      deliveredAt: NOW,
      ...(collected ? { paymentStatus: 'paid' as const, paidAt: NOW } : {}),
    });
    await insertOrderEvents(tx.db, [
      {
        orderId: order.id,
        kind: 'delivered',
        fromStatus: order.orderStatus,
        toStatus: 'delivered',
        ...(collected ? { fromPaymentStatus: order.paymentStatus, toPaymentStatus: 'paid' as const } : {}),
        note: collected ? 'Cash collected on delivery' : '',
        actorUserId: actor.userId,
      },
    ]);
    return {
      kind: 'order-delivered',
      build: (basics) => orderDeliveredMail({ ...basics, order: toOrder(delivered, lines) }),
    };
  });
}
