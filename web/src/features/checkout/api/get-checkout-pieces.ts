import type { CartLine, Product } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * The pieces a checkout is about, with their current status: `GET /api/product/:id` for one piece,
 * or the bag (`GET /api/get-cart-products`) for "Buy all". Prices are rupees.
 */
export async function getCheckoutPieces(
  productId: string | undefined,
  signal?: AbortSignal,
): Promise<Product[]> {
  if (productId) return [await apiGet<Product>(`/product/${encodeURIComponent(productId)}`, { signal })];
  const lines = await apiGet<CartLine[]>('/get-cart-products', { signal });
  return lines.map((line) => line.productId);
}

/** Query key of a checkout's pieces (refreshed after a 409 says one is gone). */
export function checkoutPiecesQueryKey(userId: string, productId: string | undefined) {
  return ['account', userId, 'checkout', productId ?? 'bag'] as const;
}

/** The pieces of `/checkout/:productId` (one) or `/checkout` (the whole bag); always read fresh. */
export function useCheckoutPieces(userId: string, productId: string | undefined, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: checkoutPiecesQueryKey(userId, productId),
      queryFn: ({ signal }) => getCheckoutPieces(productId, signal),
      staleTime: 0,
      enabled,
    }),
  );
}
