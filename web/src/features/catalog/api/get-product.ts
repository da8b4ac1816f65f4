import type { Product } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/product/:id` → the product (prices in rupees); ApiError 404 "Product Not Found" when missing. */
export function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return apiGet<Product>(`/product/${encodeURIComponent(productId)}`, { signal });
}

/** Query options of one product. */
export function getProductQueryOptions(productId: string, enabled = true) {
  return queryOptions({
    queryKey: ['products', 'detail', productId],
    queryFn: ({ signal }) => getProduct(productId, signal),
    enabled,
  });
}

/** One product; disabled (never fetched) when `enabled` is false, e.g. for a malformed id. */
export function useProduct(productId: string, enabled = true) {
  return useQuery(getProductQueryOptions(productId, enabled));
}
