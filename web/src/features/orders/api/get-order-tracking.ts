import type { OrderTracking } from '@shahi/contract/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';
import { myOrdersQueryKey } from './get-my-orders.ts';

/**
 * `GET /api/order/:id/tracking` (bearer, the order's owner) → its timeline oldest first (ADR 0061).
 * Under the orders' key, so a refresh of My Orders refreshes the open timelines too.
 */
export function useOrderTracking(userId: string, orderId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...myOrdersQueryKey(userId), orderId, 'tracking'] as const,
      queryFn: ({ signal }) =>
        apiGet<OrderTracking>(`/order/${encodeURIComponent(orderId)}/tracking`, { signal }),
      enabled: enabled && Boolean(userId),
      staleTime: 60_000,
    }),
  );
}
