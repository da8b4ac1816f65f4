import type { Product } from '@shahi/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/product/:id/similar` → up to 4 available pieces of the same category, nearest in price. */
export function getSimilarProducts(productId: string, signal?: AbortSignal): Promise<Product[]> {
  return apiGet<Product[]>(`/product/${encodeURIComponent(productId)}/similar`, { signal });
}

/** The similar pieces of a sold or reserved piece; off (`enabled` false) for an available one. */
export function useSimilarProducts(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['products', 'similar', productId],
    queryFn: ({ signal }) => getSimilarProducts(productId, signal),
    enabled,
  });
}
