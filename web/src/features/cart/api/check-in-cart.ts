import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/product-added-to-cart/:productId` (bearer) → whether the piece is already in the shopper's bag. */
export function checkInCart(productId: string, signal?: AbortSignal): Promise<boolean> {
  return apiGet<boolean>(`/product-added-to-cart/${encodeURIComponent(productId)}`, { signal });
}

/** Query options of "is this piece in my bag"; under the user's key so a bag change refreshes it. */
export function inCartQueryOptions(userId: string, productId: string) {
  return queryOptions({
    queryKey: ['account', userId, 'cart', 'contains', productId],
    queryFn: ({ signal }) => checkInCart(productId, signal),
  });
}

/** Whether the piece is in the signed-in shopper's bag; not asked for a visitor. */
export function useInCart(userId: string | undefined, productId: string) {
  return useQuery({ ...inCartQueryOptions(userId ?? '', productId), enabled: Boolean(userId) });
}
