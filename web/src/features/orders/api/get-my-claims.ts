import type { MyClaim } from '@shahi/contract/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * `GET /api/my-claims` (bearer) → the shopper's claims after delivery, newest first (ADR 0057):
 * kind, status, refund in rupees with its method and reference, the credit note's number.
 */
export function getMyClaims(signal?: AbortSignal): Promise<MyClaim[]> {
  return apiGet<MyClaim[]>('/my-claims', { signal });
}

/** Query key of one shopper's claims (filing one invalidates it). */
export function myClaimsQueryKey(userId: string) {
  return ['account', userId, 'claims'] as const;
}

/** The signed-in shopper's claims; off while `enabled` is false (no one signed in). */
export function useMyClaims(userId: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: myClaimsQueryKey(userId),
      queryFn: ({ signal }) => getMyClaims(signal),
      enabled,
    }),
  );
}

/** The claim filed against each order, by order id (one claim per order). */
export function claimsByOrder(claims: readonly MyClaim[] | undefined): Map<string, MyClaim> {
  return new Map((claims ?? []).map((claim) => [claim.orderId, claim]));
}
