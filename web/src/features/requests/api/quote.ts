import type { Order } from '@shahi/contract';
import type { AcceptQuoteRequest, PieceRequestView } from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequestEnvelope } from '#web/lib/api-client.ts';

/** Query key of one of the shopper's requests (under the account, so a logout drops it). */
export const requestKey = (userId: string, id: string) => ['account', userId, 'request', id] as const;

/** `GET /api/requests/:id` → the request and its quote (rupees); 404 when it is not the caller's. */
export function getPieceRequest(id: string, signal?: AbortSignal): Promise<PieceRequestView> {
  return apiGet<PieceRequestView>(`/requests/${encodeURIComponent(id)}`, { signal });
}

/** The signed-in shopper's request `id`. */
export function usePieceRequest(userId: string, id: string) {
  return useQuery({
    queryKey: requestKey(userId, id),
    queryFn: ({ signal }) => getPieceRequest(id, signal),
    retry: false,
  });
}

/**
 * `POST /api/requests/:id/accept` {addressDetails, phoneNumber, saveAddress, acceptTerms} → 201
 * the cash-on-delivery order; 409 when declined, not quoted or already accepted.
 */
export async function acceptQuote(
  id: string,
  body: AcceptQuoteRequest,
): Promise<{ message: string; order: Order }> {
  const envelope = await apiRequestEnvelope<{ order: Order }>(`/requests/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    body,
  });
  return { message: envelope.message ?? '', order: envelope.order };
}

/** Accepts the quote of request `id`; every answer (the request, My Orders) is read again afterwards. */
export function useAcceptQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptQuoteRequest) => acceptQuote(id, body),
    // Not awaited: the refetch shows the request accepted and unmounts the form, whose own onSuccess
    // (the move to My Orders) would then never run.
    onSettled: () => {
      void queryClient.invalidateQueries();
    },
  });
}
