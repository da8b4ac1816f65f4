import type { AdminCategory } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/admin/categories` → every category (active or not) in display order, pieces counted per status. */
export function getAdminCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return apiGet<AdminCategory[]>('/admin/categories', { signal });
}

/** Every category, for the categories page and the product form's choice. */
export function useAdminCategories() {
  return useQuery({
    queryKey: adminKeys.categories(),
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
}
