import type { Category } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/category/active` → the active categories, in navigation order. */
export function getActiveCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiPost<Category[]>('/category/active', undefined, { signal });
}

/** Query options of the active categories (shared by the navigation and the collection page). */
export function activeCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'active'],
    queryFn: ({ signal }) => getActiveCategories(signal),
    staleTime: 5 * 60_000,
  });
}

/** The active categories. */
export function useActiveCategories() {
  return useQuery(activeCategoriesQueryOptions());
}
