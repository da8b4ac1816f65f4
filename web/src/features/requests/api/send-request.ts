import type { PieceRequestForm, PieceRequestReceipt } from '@shahi/contract/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

/**
 * `POST /api/requests` {productId?, name, email, phone, message, budget (rupees)?} → the reference
 * ("REQ-…"); a signed-in shopper's account address is used, 429 when too many wait for a reply.
 */
export async function sendPieceRequest(body: PieceRequestForm): Promise<PieceRequestReceipt> {
  const envelope = await apiRequestEnvelope('/requests', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
  return envelope.data as PieceRequestReceipt;
}

/** Sends a made-to-order request; resolves with its receipt. */
export function useSendPieceRequest() {
  return useMutation({ mutationFn: sendPieceRequest });
}
