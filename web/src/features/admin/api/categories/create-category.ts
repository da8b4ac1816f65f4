import type { AdminCategory, AdminCategoryCreateRequest } from '@shahi/contract/schemas';
import { apiPost } from '#web/lib/api-client.ts';

/**
 * `POST /api/admin/categories` {name, categoryName, image?, active?, hsnCode?, gstRate?} → 201 with the category, placed
 * last; 400 with the field's message, or when the image is not an uploaded photo.
 */
export function createCategory(body: AdminCategoryCreateRequest): Promise<AdminCategory> {
  return apiPost<AdminCategory>('/admin/categories', body);
}
