import { apiPost } from '#web/lib/api-client.ts';
import type { ContentKind } from './get-content-entries.ts';

/**
 * `POST /api/admin/<kind>` with the kind's create shape (AdminBannerCreateRequest,
 * AdminTestimonialCreateRequest, …) → 201 with the entry, placed last; 400 with the field's message,
 * or a banner photo never uploaded.
 */
export function createContentEntry(kind: ContentKind, body: object): Promise<unknown> {
  return apiPost(`/admin/${kind}`, body);
}
