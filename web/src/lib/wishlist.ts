/**
 * The shopper's wishlist (docs/product.md#wishlist, ADR 0038), shared by the heart on every product
 * card and page and by /wishlist: `GET /api/wishlist`, `POST /api/wishlist` {productId} and
 * `DELETE /api/wishlist/:productId`, each answering the whole wishlist (prices in rupees).
 */
import type { WishlistItem } from '@shahi/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from './api-client.ts';

/** The wishlist's query key for one shopper. */
export const wishlistQueryKey = (userId: string) => ['wishlist', userId] as const;

/** `GET /api/wishlist` (bearer) → the saved pieces, newest first. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return apiGet<WishlistItem[]>('/wishlist', { signal });
}

/** Query options of `userId`'s wishlist; off for a visitor. */
export function wishlistQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: wishlistQueryKey(userId ?? ''),
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: Boolean(userId),
  });
}

/** The signed-in shopper's wishlist (idle for a visitor). */
export function useWishlist(userId: string | undefined) {
  return useQuery(wishlistQueryOptions(userId));
}

/** Saves (`save: true`) or removes the piece; the answer replaces the cached wishlist. */
export function useToggleWishlist(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, save }: { productId: string; save: boolean }) =>
      save
        ? apiPost<WishlistItem[]>('/wishlist', { productId })
        : apiRequest<WishlistItem[]>(`/wishlist/${encodeURIComponent(productId)}`, { method: 'DELETE' }),
    onSuccess: (items) => queryClient.setQueryData(wishlistQueryKey(userId), items),
  });
}
