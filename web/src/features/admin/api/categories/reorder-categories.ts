import type { AdminCategory } from '@shahi/contract/schemas';
import { apiPost } from '#web/lib/api-client.ts';

/**
 * `POST /api/admin/categories/reorder` {ids}: every category's id, first shown first → the list in
 * its new order; 400 "The new order must list every entry exactly once", 404 for an unknown id.
 */
export function reorderCategories(ids: string[]): Promise<AdminCategory[]> {
  return apiPost<AdminCategory[]>('/admin/categories/reorder', { ids });
}
