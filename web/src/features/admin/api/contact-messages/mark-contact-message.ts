import type { AdminContactMessage } from '@shahi/contract/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiPost } from '#web/lib/api-client.ts';

/**
 * `POST /api/admin/contact-messages/:id/handled` (records when and by whom) or `/unhandled` (clears
 * both) → the message; 404 "Message not found".
 */
export function markContactMessage(id: string, handled: boolean): Promise<AdminContactMessage> {
  return apiPost<AdminContactMessage>(
    `/admin/contact-messages/${encodeURIComponent(id)}/${handled ? 'handled' : 'unhandled'}`,
  );
}

/** Marks a message handled or not; the lists are read again afterwards. */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => markContactMessage(id, handled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  });
}
