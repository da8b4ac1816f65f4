import type { AdminCategory, AdminCategoryUpdateRequest } from '@shahi/contract/schemas';
import { apiPatch } from '#web/lib/api-client.ts';

/**
 * `PATCH /api/admin/categories/:id` {name?, categoryName?, image?} (image null removes the photo) →
 * the category; 400 with the field's message or an image never uploaded, 404 "Category not found".
 */
export function updateCategory(id: string, body: AdminCategoryUpdateRequest): Promise<AdminCategory> {
  return apiPatch<AdminCategory>(`/admin/categories/${encodeURIComponent(id)}`, body);
}
