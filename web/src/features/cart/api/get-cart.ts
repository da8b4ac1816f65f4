import type { CartLine } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/get-cart-products` (bearer) → the bag's lines, newest first; each line's product carries its status. */
export function getCart(signal?: AbortSignal): Promise<CartLine[]> {
  return apiGet<CartLine[]>('/get-cart-products', { signal });
}

/** Query key of one shopper's bag; keyed by user so another login never sees it. */
export function cartQueryKey(userId: string) {
  return ['account', userId, 'cart'] as const;
}

/** Query options of the signed-in shopper's bag. */
export function cartQueryOptions(userId: string) {
  return queryOptions({
    queryKey: cartQueryKey(userId),
    queryFn: ({ signal }) => getCart(signal),
  });
}

/** The shopper's bag; not fetched for a visitor (`userId` undefined). */
export function useCart(userId: string | undefined) {
  return useQuery({ ...cartQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
