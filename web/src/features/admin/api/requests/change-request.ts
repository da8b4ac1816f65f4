import type { AdminPieceRequest, AdminQuoteForm } from '@shahi/contract/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiPost } from '#web/lib/api-client.ts';

/** An answer to one request: a quote (price in rupees, days, message) or a decline with a note. */
export type RequestAnswer =
  | { id: string; action: 'quote'; quote: AdminQuoteForm }
  | { id: string; action: 'decline'; note: string };

/**
 * `POST /api/admin/requests/:id/quote` or `/decline` → the request, the shopper mailed; 409 when
 * already answered, 404 unknown, 400 (quote) when a request without a piece names none.
 */
export function answerRequest(answer: RequestAnswer): Promise<AdminPieceRequest> {
  const base = `/admin/requests/${encodeURIComponent(answer.id)}`;
  return answer.action === 'quote'
    ? apiPost<AdminPieceRequest>(`${base}/quote`, answer.quote)
    : apiPost<AdminPieceRequest>(`${base}/decline`, { note: answer.note });
}

/** Quotes or declines a request; the lists are read again afterwards. */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.requests() }),
  });
}
