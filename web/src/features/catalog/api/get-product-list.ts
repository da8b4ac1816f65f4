import type { ProductListPage, ProductListRequest } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/product-list` → one page of available products (prices in rupees). */
export function getProductList(request: ProductListRequest, signal?: AbortSignal): Promise<ProductListPage> {
  return apiPost<ProductListPage>('/product-list', request, { signal });
}

/** Query options of one listing page; `enabled` is false while the request cannot be made. */
export function productListQueryOptions(request: ProductListRequest, enabled = true) {
  return queryOptions({
    queryKey: ['products', 'list', request],
    queryFn: ({ signal }) => getProductList(request, signal),
    enabled,
  });
}

/** One listing page for the request. */
export function useProductList(request: ProductListRequest, enabled = true) {
  return useQuery(productListQueryOptions(request, enabled));
}
