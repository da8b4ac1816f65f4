import type { AdminContactMessage, AdminPage } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/admin/contact-messages{search}` (page, handled=true|false) → one page, newest first. */
export function getContactMessages(
  search: string,
  signal?: AbortSignal,
): Promise<AdminPage<AdminContactMessage>> {
  return apiGet<AdminPage<AdminContactMessage>>(`/admin/contact-messages${search}`, { signal });
}

/** The page of messages for `search`; the previous page stays on screen while the next one loads. */
export function useContactMessages(search: string) {
  return useQuery({
    queryKey: adminKeys.messages(search),
    queryFn: ({ signal }) => getContactMessages(search, signal),
    placeholderData: (previous) => previous,
  });
}
