import type { ShipOrderRequest } from '@shahi/contract/schemas';
import { type OrderActionResult, postOrderStep } from './order-step.ts';

/**
 * `POST /api/admin/orders/:id/ship` {courierName, trackingNumber, eWayBillNumber?} → "Order marked
 * shipped; the customer has been mailed" and the order; 400 with the field's message, 404 "Order not
 * found", 409 "Only a pending order can be shipped…", "…not paid yet, so it cannot be shipped", "Fill
 * in the seller settings before shipping" or "An inter-state shipment needs its 12-digit e-way bill
 * number".
 */
export function shipOrder(id: string, body: ShipOrderRequest): Promise<OrderActionResult> {
  return postOrderStep(id, 'ship', body);
}
