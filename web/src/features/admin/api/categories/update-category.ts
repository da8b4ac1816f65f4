import type { AdminCategory, AdminCategoryUpdateRequest } from '@shahi/contract/schemas';
import { apiPatch } from '#web/lib/api-client.ts';

/**
 * `PATCH /api/admin/categories/:id` {name?, categoryName?, image?, hsnCode?, gstRate?} (image null
 * removes the photo, gstRate null leaves the rate to the rate table) → the category; 400 with the field's message,
 * an image never uploaded, no HSN code while registered or 3 % outside chapter 71; 404 "Category not found".
 */
export function updateCategory(id: string, body: AdminCategoryUpdateRequest): Promise<AdminCategory> {
  return apiPatch<AdminCategory>(`/admin/categories/${encodeURIComponent(id)}`, body);
}
