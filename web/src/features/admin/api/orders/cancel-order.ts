import type { CancelOrderRequest } from '@shahi/contract/schemas';
import { type OrderActionResult, postOrderStep } from './order-step.ts';

/**
 * `POST /api/admin/orders/:id/cancel` {reason?} → "Order cancelled; the customer has been mailed"
 * and the order, a paid online payment refunded in full; 404 "Order not found", 409 "A delivered
 * order cannot be cancelled", "This order is already cancelled" or no refund possible, 502 when the
 * gateway's refund fails (nothing changed then).
 */
export function cancelOrder(id: string, body: CancelOrderRequest): Promise<OrderActionResult> {
  return postOrderStep(id, 'cancel', body);
}
