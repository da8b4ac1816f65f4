import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { createContentEntry } from './create-content-entry.ts';
import { deleteContentEntry } from './delete-content-entry.ts';
import type { ContentKind } from './get-content-entries.ts';
import { reorderContentEntries } from './reorder-content-entries.ts';
import { setContentEntryActive } from './set-content-entry-active.ts';
import { updateContentEntry } from './update-content-entry.ts';

export type ContentChange =
  | { kind: 'create'; body: object }
  | { kind: 'update'; id: string; body: object }
  | { kind: 'delete'; id: string }
  | { kind: 'active'; id: string; active: boolean }
  | { kind: 'reorder'; ids: string[] };

/** Sends one change of `kind`'s entries to the endpoint that makes it. */
export function changeContent(kind: ContentKind, change: ContentChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return createContentEntry(kind, change.body);
    case 'update':
      return updateContentEntry(kind, change.id, change.body);
    case 'delete':
      return deleteContentEntry(kind, change.id);
    case 'active':
      return setContentEntryActive(kind, change.id, change.active);
    case 'reorder':
      return reorderContentEntries(kind, change.ids);
  }
}

/**
 * Changes one kind of content as one mutation, so the page's buttons share one pending state and
 * one error; its list is read again afterwards.
 */
export function useChangeContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ContentChange) => changeContent(kind, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.content(kind) }),
  });
}
