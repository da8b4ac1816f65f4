import type {
  AdminBanner,
  AdminFooterContact,
  AdminSocialLink,
  AdminTestimonial,
} from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost, apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** The storefront content the back office edits, by URL segment, with the shape of one entry. */
export interface ContentEntries {
  banners: AdminBanner;
  testimonials: AdminTestimonial;
  'footer-contacts': AdminFooterContact;
  'social-links': AdminSocialLink;
}
export type ContentKind = keyof ContentEntries;

/** `GET /api/admin/<kind>` → every entry in display order. */
export function useContentEntries<Kind extends ContentKind>(kind: Kind) {
  return useQuery({
    queryKey: adminKeys.content(kind),
    queryFn: ({ signal }) => apiGet<ContentEntries[Kind][]>(`/admin/${kind}`, { signal }),
  });
}

export type ContentChange =
  | { kind: 'create'; body: object }
  | { kind: 'update'; id: string; body: object }
  | { kind: 'delete'; id: string }
  | { kind: 'active'; id: string; active: boolean }
  | { kind: 'reorder'; ids: string[] };

/** Sends one change to `/api/admin/<kind>…` (create 201, PATCH, DELETE, activate/deactivate, reorder). */
export function changeContent(kind: ContentKind, change: ContentChange): Promise<unknown> {
  const base = `/admin/${kind}`;
  switch (change.kind) {
    case 'create':
      return apiPost(base, change.body);
    case 'update':
      return apiPatch(`${base}/${encodeURIComponent(change.id)}`, change.body);
    case 'delete':
      return apiRequest(`${base}/${encodeURIComponent(change.id)}`, { method: 'DELETE' });
    case 'active':
      return apiPost(`${base}/${encodeURIComponent(change.id)}/${change.active ? 'activate' : 'deactivate'}`);
    case 'reorder':
      return apiPost(`${base}/reorder`, { ids: change.ids });
  }
}

/** Changes one kind of content; its list is read again afterwards. */
export function useChangeContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ContentChange) => changeContent(kind, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.content(kind) }),
  });
}
