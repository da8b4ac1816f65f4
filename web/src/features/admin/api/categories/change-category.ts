import type { AdminCategoryCreateRequest, AdminCategoryUpdateRequest } from '@shahi/contract/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { createCategory } from './create-category.ts';
import { reorderCategories } from './reorder-categories.ts';
import { setCategoryActive } from './set-category-active.ts';
import { updateCategory } from './update-category.ts';

export type CategoryChange =
  | { kind: 'create'; body: AdminCategoryCreateRequest }
  | { kind: 'update'; id: string; body: AdminCategoryUpdateRequest }
  | { kind: 'active'; id: string; active: boolean }
  | { kind: 'reorder'; ids: string[] };

/** Sends one change to the endpoint that makes it; resolves with what the server answered. */
export function changeCategory(change: CategoryChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return createCategory(change.body);
    case 'update':
      return updateCategory(change.id, change.body);
    case 'active':
      return setCategoryActive(change.id, change.active);
    case 'reorder':
      return reorderCategories(change.ids);
  }
}

/**
 * Creates, renames, (de)activates or reorders categories as one mutation, so the page's buttons
 * share one pending state and one error; the list is read again afterwards.
 */
export function useChangeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories() }),
  });
}
