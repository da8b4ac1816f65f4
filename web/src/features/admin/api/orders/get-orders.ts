import type { AdminOrderPage } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * `GET /api/admin/orders{search}` (status, paymentStatus, method, from, to, q, page) → one page,
 * newest first; amounts in rupees.
 */
export function getAdminOrders(search: string, signal?: AbortSignal): Promise<AdminOrderPage> {
  return apiGet<AdminOrderPage>(`/admin/orders${search}`, { signal });
}

/** The page of orders for `search`; the previous page stays on screen while the next one loads. */
export function useAdminOrders(search: string) {
  return useQuery({
    queryKey: adminKeys.orders(search),
    queryFn: ({ signal }) => getAdminOrders(search, signal),
    placeholderData: (previous) => previous,
  });
}
