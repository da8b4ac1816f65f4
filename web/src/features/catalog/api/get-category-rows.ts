import type { CategoryWithProducts } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/product-list-by-category` → active categories with up to 5 available products each. */
export function getCategoryRows(signal?: AbortSignal): Promise<CategoryWithProducts[]> {
  return apiGet<CategoryWithProducts[]>('/product-list-by-category', { signal });
}

/** Query options of the home page's category rows. */
export function categoryRowsQueryOptions() {
  return queryOptions({
    queryKey: ['products', 'by-category'],
    queryFn: ({ signal }) => getCategoryRows(signal),
  });
}

/** The home page's category rows. */
export function useCategoryRows() {
  return useQuery(categoryRowsQueryOptions());
}
