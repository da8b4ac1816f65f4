import type {
  AdminCategory,
  AdminCategoryCreateRequest,
  AdminCategoryUpdateRequest,
} from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** `GET /api/admin/categories` → every category (active or not) in display order, pieces counted per status. */
export function useAdminCategories() {
  return useQuery({
    queryKey: adminKeys.categories(),
    queryFn: ({ signal }) => apiGet<AdminCategory[]>('/admin/categories', { signal }),
  });
}

export type CategoryChange =
  | { kind: 'create'; body: AdminCategoryCreateRequest }
  | { kind: 'update'; id: string; body: AdminCategoryUpdateRequest }
  | { kind: 'active'; id: string; active: boolean }
  | { kind: 'reorder'; ids: string[] };

/** Sends one change to `/api/admin/categories…`; resolves with what the server answered. */
export function changeCategory(change: CategoryChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return apiPost('/admin/categories', change.body);
    case 'update':
      return apiPatch(`/admin/categories/${encodeURIComponent(change.id)}`, change.body);
    case 'active':
      return apiPost(
        `/admin/categories/${encodeURIComponent(change.id)}/${change.active ? 'activate' : 'deactivate'}`,
      );
    case 'reorder':
      return apiPost('/admin/categories/reorder', { ids: change.ids });
  }
}

/** Creates, renames, (de)activates or reorders categories; the list is read again afterwards. */
export function useChangeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories() }),
  });
}
