/**
 * The back office's order reads (docs/product.md#the-back-office): the filtered list and one order
 * with its customer, gateway ids, shipment and history. Rows hold paise; answers rupees.
 */

import { paiseToRupees, rupeesToPaise } from '@shahi/contract';
import {
  type AdminOrderDetail,
  type AdminOrderEvent,
  type AdminOrderPage,
  type AdminShoppersNearCaps,
  SHOPPERS_NEAR_CAPS_LIMIT,
} from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { pageOf } from '#server/http/paging.ts';
import {
  type AdminOrderFilters,
  selectAdminOrder,
  selectAdminOrderPage,
  selectOrderCounts,
  selectShoppersNearCaps,
} from './admin-repository.ts';
import { selectOrderEvents } from './events.ts';
import { isAwaitingCodConfirmation, shipmentOf, toOrder } from './service.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One page (`page` from 1, `perPage` ≤ 100) of the orders matching `filters`, newest first; rupees. */
export async function listAdminOrders(
  db: Database,
  filters: AdminOrderFilters,
  page: number,
  perPage: number,
): Promise<AdminOrderPage> {
  const { total, rows } = await selectAdminOrderPage(db, filters, page, perPage);
  const data = rows.map(({ order, customerFirstName, customerLastName, customerEmail, titles }) => ({
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    orderStatus: order.orderStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    amount: paiseToRupees(order.amountPaise),
    customer: {
      userId: order.userId,
      name: `${customerFirstName} ${customerLastName}`,
      email: customerEmail ?? '',
    },
    shipTo: {
      name: `${order.shipFirstName} ${order.shipLastName}`,
      phone: order.shipPhone,
      city: order.shipCity,
    },
    titles,
    shipment: shipmentOf(order),
    testPayment: order.testPayment,
    awaitingConfirmation: isAwaitingCodConfirmation(order),
    confirmBy: isAwaitingCodConfirmation(order) ? iso(order.reservedUntil) : null,
    codConfirmedAt: iso(order.codConfirmedAt),
  }));
  return { ...pageOf(data, total, { page, perPage }), perPage };
}

/**
 * The Orders home's order counts: awaiting confirmation, to ship, shipped (ADR 0063). The claims'
 * and requests' counts come from their own modules.
 */
export function orderCounts(
  db: Database,
): Promise<{ awaitingConfirmation: number; toShip: number; shipped: number }> {
  return selectOrderCounts(db);
}

/** The order `orderId` as the back office shows it (rupees, history oldest first); undefined if unknown. */
export async function getAdminOrder(db: Database, orderId: string): Promise<AdminOrderDetail | undefined> {
  const found = await selectAdminOrder(db, orderId);
  if (!found) return undefined;
  const { order, customer, lines } = found;
  const events = await selectOrderEvents(db, orderId);
  return {
    ...toOrder(order, lines),
    customer: { ...customer, email: customer.email ?? '' },
    gateway: {
      orderId: order.gatewayOrderId,
      paymentId: order.gatewayPaymentId,
      refundId: order.gatewayRefundId,
      paidAt: iso(order.paidAt),
      // An online payment's window only; a COD order's confirmation deadline is `confirmBy` (ADR 0035).
      reservedUntil:
        order.paymentMethod === 'online' && order.paymentStatus === 'pending'
          ? iso(order.reservedUntil)
          : null,
    },
    shipment: shipmentOf(order),
    cancelledAt: iso(order.cancelledAt),
    updatedAt: order.updatedAt.toISOString(),
    testPayment: order.testPayment,
    events: events.map(
      (event): AdminOrderEvent => ({
        _id: event.id,
        kind: event.kind,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        fromPaymentStatus: event.fromPaymentStatus,
        toPaymentStatus: event.toPaymentStatus,
        note: event.note,
        actor: event.actorUserId
          ? {
              userId: event.actorUserId,
              name: `${event.actorFirstName ?? ''} ${event.actorLastName ?? ''}`.trim(),
              email: event.actorEmail ?? '',
            }
          : null,
        createdAt: event.createdAt.toISOString(),
      }),
    ),
  };
}

/**
 * The SHOPPERS_NEAR_CAPS_LIMIT shoppers nearest the held caps `caps` (pieces, and whole rupees at
 * list price), with what their unshipped orders hold in rupees and whether their caps are lifted
 * (ADR 0021).
 */
export async function listShoppersNearCaps(
  db: Database,
  caps: { pieces: number; rupees: number },
): Promise<AdminShoppersNearCaps> {
  const rows = await selectShoppersNearCaps(
    db,
    caps.pieces,
    rupeesToPaise(caps.rupees),
    SHOPPERS_NEAR_CAPS_LIMIT,
  );
  return {
    caps,
    shoppers: rows.map((row) => ({
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email ?? '',
      unshippedOrders: row.orders,
      heldPieces: row.pieces,
      heldRupees: paiseToRupees(row.valuePaise),
      capsLiftedAt: iso(row.capsLiftedAt),
    })),
  };
}
