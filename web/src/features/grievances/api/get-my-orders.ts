import type { Order } from '@shahi/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/my-orders` (bearer) → the shopper's orders, newest first: the ones a grievance may name. */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiGet<Order[]>('/my-orders', { signal });
}

/** The signed-in shopper's orders (the key My Orders uses, so the two share the answer); off for guests. */
export function useOrdersToName(userId: string | undefined) {
  return useQuery({
    queryKey: ['account', userId ?? '', 'orders'],
    queryFn: ({ signal }) => getMyOrders(signal),
    enabled: Boolean(userId),
  });
}
