import { type AdminOrderPage, BACK_OFFICE_REFRESH_MS } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * `GET /api/admin/orders{search}` (view, status, paymentStatus, method, from, to, q, page) → one
 * page, newest first; amounts in rupees.
 */
export function getAdminOrders(search: string, signal?: AbortSignal): Promise<AdminOrderPage> {
  return apiGet<AdminOrderPage>(`/admin/orders${search}`, { signal });
}

/**
 * The page of orders for `search`; the previous page stays on screen while the next one loads. Read
 * again every 20 s while the page is visible and whenever the window regains focus, so an order
 * placed meanwhile shows without a reload (ADR 0063).
 */
export function useAdminOrders(search: string) {
  return useQuery({
    queryKey: adminKeys.orders(search),
    queryFn: ({ signal }) => getAdminOrders(search, signal),
    placeholderData: (previous) => previous,
    refetchInterval: BACK_OFFICE_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
