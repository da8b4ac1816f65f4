import type { Order } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/my-orders` (bearer) → the shopper's orders, newest first (amounts in rupees). */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiGet<Order[]>('/my-orders', { signal });
}

/** Query key of one shopper's orders (a placed order invalidates it). */
export function myOrdersQueryKey(userId: string) {
  return ['account', userId, 'orders'] as const;
}

/** The signed-in shopper's orders. */
export function useMyOrders(userId: string) {
  return useQuery(
    queryOptions({ queryKey: myOrdersQueryKey(userId), queryFn: ({ signal }) => getMyOrders(signal) }),
  );
}
