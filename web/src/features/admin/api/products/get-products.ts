import type { AdminPage, AdminProduct } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * `GET /api/admin/products{search}` (page, search, categoryId, status) → one page of pieces of any
 * status, prices in paise.
 */
export function getAdminProducts(search: string, signal?: AbortSignal): Promise<AdminPage<AdminProduct>> {
  return apiGet<AdminPage<AdminProduct>>(`/admin/products${search}`, { signal });
}

/** The page of pieces for `search`; the previous page stays on screen while the next one loads. */
export function useAdminProducts(search: string) {
  return useQuery({
    queryKey: adminKeys.products(search),
    queryFn: ({ signal }) => getAdminProducts(search, signal),
    placeholderData: (previous) => previous,
  });
}
