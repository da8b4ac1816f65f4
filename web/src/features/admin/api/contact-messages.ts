import type { AdminContactMessage, AdminPage } from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** `GET /api/admin/contact-messages{search}` (page, handled=true|false) → one page, newest first. */
export function useContactMessages(search: string) {
  return useQuery({
    queryKey: adminKeys.messages(search),
    queryFn: ({ signal }) =>
      apiGet<AdminPage<AdminContactMessage>>(`/admin/contact-messages${search}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/contact-messages/:id/{handled|unhandled}` → the message; the lists are read again. */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiPost<AdminContactMessage>(
        `/admin/contact-messages/${encodeURIComponent(id)}/${handled ? 'handled' : 'unhandled'}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] }),
  });
}
