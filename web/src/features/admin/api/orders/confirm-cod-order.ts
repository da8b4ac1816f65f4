import { type OrderActionResult, postOrderStep } from './order-step.ts';

/**
 * `POST /api/admin/orders/:id/confirm-cod` {} → "Order confirmed (customer confirmed by phone)" and
 * the order (ADR 0035); 404 "Order not found", 409 a lapsed or cancelled order.
 */
export function confirmCodOrder(id: string): Promise<OrderActionResult> {
  return postOrderStep(id, 'confirm-cod', {});
}
