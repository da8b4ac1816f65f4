import { apiRequest } from '#web/lib/api-client.ts';
import type { ContentKind } from './get-content-entries.ts';

/** `DELETE /api/admin/<kind>/:id` → no data; 404 with the kind's wording ("Testimonial not found", …). */
export function deleteContentEntry(kind: ContentKind, id: string): Promise<unknown> {
  return apiRequest(`/admin/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
