import { apiPost } from '#web/lib/api-client.ts';
import type { ContentKind } from './get-content-entries.ts';

/**
 * `POST /api/admin/<kind>/:id/activate` or `/deactivate` (banners and testimonials only) → the
 * entry, shown on or hidden from the storefront; 404 with the kind's wording.
 */
export function setContentEntryActive(kind: ContentKind, id: string, active: boolean): Promise<unknown> {
  return apiPost(`/admin/${kind}/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`);
}
