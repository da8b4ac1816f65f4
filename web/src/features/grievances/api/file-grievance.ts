import type { GrievanceReceipt, GrievanceRequest } from '@shahi/contract/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

/**
 * `POST /api/grievance` {name, email, phone, orderId?, subject, message} → the ticket number and the
 * two due dates (ISO); a guest naming an order, or someone else's, is 404 "Order not found".
 */
export async function fileGrievance(body: GrievanceRequest): Promise<GrievanceReceipt> {
  const envelope = await apiRequestEnvelope('/grievance', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
  return envelope.data as GrievanceReceipt;
}

/** Files a grievance; resolves with its receipt. */
export function useFileGrievance() {
  return useMutation({ mutationFn: fileGrievance });
}
