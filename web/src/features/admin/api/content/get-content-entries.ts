import type {
  AdminBanner,
  AdminFooterContact,
  AdminSocialLink,
  AdminTestimonial,
} from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** The storefront content the back office edits, by URL segment, with the shape of one entry. */
export interface ContentEntries {
  banners: AdminBanner;
  testimonials: AdminTestimonial;
  'footer-contacts': AdminFooterContact;
  'social-links': AdminSocialLink;
}
export type ContentKind = keyof ContentEntries;

/** `GET /api/admin/<kind>` → every entry of the kind (active or not) in display order. */
export function getContentEntries<Kind extends ContentKind>(
  kind: Kind,
  signal?: AbortSignal,
): Promise<ContentEntries[Kind][]> {
  return apiGet<ContentEntries[Kind][]>(`/admin/${kind}`, { signal });
}

/** Every entry of one kind of content, for its page. */
export function useContentEntries<Kind extends ContentKind>(kind: Kind) {
  return useQuery({
    queryKey: adminKeys.content(kind),
    queryFn: ({ signal }) => getContentEntries(kind, signal),
  });
}
