import type { AdminOrderDetail } from '@shahi/contract/schemas';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

/** The server's confirmation ("Order marked shipped; …") and the order as it now is. */
export interface OrderActionResult {
  message: string;
  order: AdminOrderDetail;
}

/** `POST /api/admin/orders/:id/<step>` with `body`, read as the confirmation and the changed order. */
export async function postOrderStep(id: string, step: string, body: object): Promise<OrderActionResult> {
  const envelope = await apiRequestEnvelope(`/admin/orders/${encodeURIComponent(id)}/${step}`, {
    method: 'POST',
    body,
  });
  return { message: envelope.message ?? '', order: envelope.data as AdminOrderDetail };
}
