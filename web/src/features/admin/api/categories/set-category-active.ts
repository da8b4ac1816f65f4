import type { AdminCategory } from '@shahi/contract/schemas';
import { apiPost } from '#web/lib/api-client.ts';

/**
 * `POST /api/admin/categories/:id/activate` or `/deactivate` → the category, shown on or hidden
 * from the storefront; 404 "Category not found".
 */
export function setCategoryActive(id: string, active: boolean): Promise<AdminCategory> {
  return apiPost<AdminCategory>(
    `/admin/categories/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`,
  );
}
