import { type AdminOrderCounts, BACK_OFFICE_REFRESH_MS } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** The counts' query key: under `['admin', 'orders']`, so any order change reads them again. */
export const orderCountsKey = ['admin', 'orders', 'counts'] as const;

/**
 * `GET /api/admin/orders/counts` → what waits for the owner: orders awaiting confirmation, to ship,
 * shipped; open claims and new made-to-order requests (counts of rows).
 */
export function getOrderCounts(signal?: AbortSignal): Promise<AdminOrderCounts> {
  return apiGet<AdminOrderCounts>('/admin/orders/counts', { signal });
}

/**
 * The counts behind the menu's badges and the Orders home's tabs (ADR 0063): read again every
 * 20 s while the page is visible (TanStack Query pauses the interval in a hidden tab) and when the
 * window regains focus, so a new order shows without a reload.
 */
export function useOrderCounts() {
  return useQuery({
    queryKey: orderCountsKey,
    queryFn: ({ signal }) => getOrderCounts(signal),
    refetchInterval: BACK_OFFICE_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
