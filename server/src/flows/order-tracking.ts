/**
 * The shopper's tracking timeline of an order (ADR 0061; reads only): the courier's scans for an
 * order booked through the provider, or the order's own history for one shipped by hand — placed,
 * shipped, delivered or cancelled. Only the order's owner may read it.
 */
import {
  type OrderTracking,
  type ShippingMode,
  shippingFlowMessages,
  type TrackingStep,
  trackingStepLabels,
} from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import { selectOrderOfUser } from '#server/modules/orders/repository.ts';
import { selectShipmentEvents, selectShipmentOfOrder } from '#server/modules/shipping/public.ts';

/** Shiprocket's public tracking page of an AWB (live mode only: the stand-in's AWBs are made up). */
const trackingPageOf = (awb: string) => `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

const step = (status: TrackingStep['status'], at: Date, location = '', label?: string): TrackingStep => ({
  status,
  label: label ?? trackingStepLabels[status],
  location,
  at: at.toISOString(),
});

/**
 * Order `orderId`'s timeline for shopper `userId`, oldest first: placed; then the courier's scans
 * (booked when none came yet) when it was booked through the provider, else shipped and delivered
 * from the order; a cancelled order ends with "Order cancelled". 404 "Order not found" for an order
 * that is not the shopper's (someone else's id reads as unknown).
 */
export async function orderTracking(
  db: Database,
  userId: string,
  orderId: string,
  mode: ShippingMode,
): Promise<OrderTracking> {
  const order = await selectOrderOfUser(db, orderId, userId);
  if (!order) throw notFound(shippingFlowMessages.trackingNotFound);
  const shipment = await selectShipmentOfOrder(db, orderId);
  const steps: TrackingStep[] = [step('placed', order.createdAt)];
  if (shipment) {
    const scans = await selectShipmentEvents(db, orderId);
    if (scans.length === 0 || scans[0]?.status !== 'booked') steps.push(step('booked', shipment.createdAt));
    for (const scan of scans) steps.push(step(scan.status, scan.happenedAt, scan.location));
  } else {
    if (order.shippedAt) {
      steps.push(
        step(
          'shipped',
          order.shippedAt,
          '',
          order.courierName ? `Shipped with ${order.courierName}` : undefined,
        ),
      );
    }
    if (order.deliveredAt) steps.push(step('delivered', order.deliveredAt));
    if (order.returnedAt) steps.push(step('rto_delivered', order.returnedAt));
  }
  if (order.cancelledAt) steps.push(step('cancelled', order.cancelledAt, '', 'Order cancelled'));
  steps.sort((a, b) => a.at.localeCompare(b.at));
  const awb = shipment?.awb ?? order.trackingNumber;
  return {
    orderId,
    source: shipment ? 'courier' : 'manual',
    courierName: shipment?.courierName ?? order.courierName,
    awb,
    trackingUrl: shipment && mode === 'live' ? trackingPageOf(shipment.awb) : null,
    expectedDeliveryOn: shipment?.expectedDeliveryOn ?? null,
    current: shipment?.status ?? steps.at(-1)?.status ?? 'placed',
    steps,
  };
}
