import { apiPatch } from '#web/lib/api-client.ts';
import type { ContentKind } from './get-content-entries.ts';

/**
 * `PATCH /api/admin/<kind>/:id` with the kind's update shape (any of its fields) → the entry; 400
 * with the field's message, 404 with the kind's wording ("Banner not found", …).
 */
export function updateContentEntry(kind: ContentKind, id: string, body: object): Promise<unknown> {
  return apiPatch(`/admin/${kind}/${encodeURIComponent(id)}`, body);
}
