import { apiPost } from '#web/lib/api-client.ts';
import type { ContentKind } from './get-content-entries.ts';

/**
 * `POST /api/admin/<kind>/reorder` {ids}: every entry's id, first shown first → the list in its new
 * order; 400 "The new order must list every entry exactly once", 404 for an unknown id.
 */
export function reorderContentEntries(kind: ContentKind, ids: string[]): Promise<unknown> {
  return apiPost(`/admin/${kind}/reorder`, { ids });
}
