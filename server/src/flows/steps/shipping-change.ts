/**
 * The shipping and delivery changes of an order (ADR 0010), shared by the owner's "shipped" and
 * "delivered" buttons, the one-press courier booking and the courier's tracking scans (ADR 0061):
 * the same checks, the same tax document, the same history row and the same customer mail, whichever
 * path marks the order. Each runs inside `changeOrder`'s transaction, under the order's row lock.
 */
import { adminOrderMessages, taxMessages } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/transaction.ts';
import { conflict } from '#server/http/errors.ts';
import { NOW, updateOrder } from '#server/modules/orders/admin-repository.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { orderDeliveredMail, orderShippedMail } from '#server/modules/orders/mails.ts';
import type { OrderRow } from '#server/modules/orders/repository.ts';
import { isAwaitingCodConfirmation, toOrder } from '#server/modules/orders/service.ts';
import { type SellerRow, selectSeller } from '#server/modules/seller/public.ts';
import { needsEWayBill } from '#server/modules/tax/e-way-bill.ts';
import { deliveryStateCode } from '#server/modules/tax/snapshot.ts';
import { issueSaleDocument } from './issue-tax-document.ts';
import type { CustomerMail, LockedOrder, OrderActor } from './order-change.ts';

/** How a parcel left: the courier's name, its tracking number (AWB) and any e-way bill number typed. */
export interface ShippingHandover {
  courierName: string;
  trackingNumber: string;
  eWayBillNumber?: string | undefined;
}

/**
 * Refuses an order that may not be shipped, changing nothing: 409 not pending (naming its status);
 * 409 online and unpaid; 409 without seller settings; 409 `E_WAY_BILL_REQUIRED` when the shipment
 * needs an e-way bill number (CGST Rule 138; modules/tax/e-way-bill.ts) and neither `eWayBillNumber`
 * nor the order has one. Resolves with the seller settings and the e-way bill number to record (or
 * null). Reads only, so the courier booking runs it before asking the provider, and the change runs
 * it again under the lock.
 */
export async function assertShippable(
  db: Database,
  order: OrderRow,
  eWayBillNumber: string | undefined,
): Promise<{ seller: SellerRow; eWayBillNumber: string | null }> {
  if (order.orderStatus !== 'pending') {
    throw conflict(`${adminOrderMessages.shipNotPending}; this one is ${order.orderStatus}`);
  }
  if (order.paymentMethod === 'online' && order.paymentStatus !== 'paid') {
    throw conflict(adminOrderMessages.shipUnpaid);
  }
  const seller = await selectSeller(db);
  if (!seller) throw conflict(taxMessages.sellerMissing, 'SELLER_MISSING');
  const number = eWayBillNumber ?? order.eWayBillNumber;
  if (needsEWayBill(seller, deliveryStateCode(order), order.amountPaise) && !number) {
    throw conflict(taxMessages.eWayBillRequired, 'E_WAY_BILL_REQUIRED');
  }
  return { seller, eWayBillNumber: number ?? null };
}

/**
 * Marks the locked pending order shipped with `handover`'s courier and tracking number, issues its
 * tax invoice or bill of supply at the removal of the goods (CGST Act s.31(1)(a); ADR 0030),
 * records the `shipped` event by `actor`, and resolves with the shipped mail carrying the document.
 * Shipping an unconfirmed COD order confirms it (ADR 0035). Errors as `assertShippable`, plus the
 * tax document's (409 unknown delivery state, no HSN code or rate); the caller's transaction rolls back.
 */
export async function markShipped(
  tx: Transaction,
  clock: (() => Date) | undefined,
  actor: OrderActor,
  { order, lines }: LockedOrder,
  handover: ShippingHandover,
): Promise<CustomerMail> {
  const { seller, eWayBillNumber } = await assertShippable(tx.db, order, handover.eWayBillNumber);
  // Shipping an unconfirmed COD order confirms it (ADR 0035): the `shipped` event records the owner's
  // decision, and `cod_confirmed_at` is the ship time, so the order can no longer lapse.
  const confirming = isAwaitingCodConfirmation(order);
  const shipped = await updateOrder(tx.db, order.id, {
    ...(confirming ? { codConfirmedAt: NOW, reservedUntil: null } : {}),
    orderStatus: 'shipped',
    courierName: handover.courierName,
    trackingNumber: handover.trackingNumber,
    eWayBillNumber,
    shippedAt: NOW,
  });
  const documentId = await issueSaleDocument(tx, seller, shipped, lines, clock?.());
  await insertOrderEvents(tx.db, [
    {
      orderId: order.id,
      kind: 'shipped',
      fromStatus: order.orderStatus,
      toStatus: 'shipped',
      note: `${handover.courierName}, tracking ${handover.trackingNumber}`,
      actorUserId: actor.userId,
    },
  ]);
  return {
    kind: 'order-shipped',
    build: (basics) =>
      orderShippedMail({
        ...basics,
        order: toOrder(shipped, lines),
        courierName: handover.courierName,
        trackingNumber: handover.trackingNumber,
      }),
    attachmentDocumentId: documentId,
    whatsapp: {
      kind: 'shipped',
      order: toOrder(shipped, lines),
      courierName: handover.courierName,
      trackingNumber: handover.trackingNumber,
    },
  };
}

/**
 * Marks the locked shipped order delivered — cash on delivery becomes paid, collected by the
 * courier — records the `delivered` event by `actor` (null: the courier's scan, with `note`), and
 * resolves with the delivered mail. 409 when the order is not shipped.
 */
export async function markDelivered(
  tx: Transaction,
  actor: OrderActor | null,
  { order, lines }: LockedOrder,
  note = '',
): Promise<CustomerMail> {
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
      note: [note, collected ? 'Cash collected on delivery' : ''].filter(Boolean).join(' · '),
      actorUserId: actor?.userId ?? null,
    },
  ]);
  return {
    kind: 'order-delivered',
    build: (basics) => orderDeliveredMail({ ...basics, order: toOrder(delivered, lines) }),
    whatsapp: { kind: 'delivered', order: toOrder(delivered, lines) },
  };
}
