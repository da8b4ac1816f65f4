import type { AdminProduct } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/admin/products/:id` → the piece whatever its status, prices in paise; 404 "Product not found". */
export function getAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return apiGet<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, { signal });
}

/** The piece `id` for its editor. */
export function useAdminProduct(id: string) {
  return useQuery({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
  });
}
