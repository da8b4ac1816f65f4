import type { AdminOrderDetail } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * `GET /api/admin/orders/:id` → the order with its customer, payment, shipment and history
 * (amounts in rupees); 404 "Order not found".
 */
export function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return apiGet<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}`, { signal });
}

/** The order `id` for its page. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
  });
}
