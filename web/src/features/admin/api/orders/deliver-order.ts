import { type OrderActionResult, postOrderStep } from './order-step.ts';

/**
 * `POST /api/admin/orders/:id/deliver` {} → the confirmation and the delivered order; 404 "Order not
 * found", 409 "Only a shipped order can be delivered…".
 */
export function deliverOrder(id: string): Promise<OrderActionResult> {
  return postOrderStep(id, 'deliver', {});
}
