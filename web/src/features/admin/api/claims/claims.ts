import type {
  AdminClaim,
  AdminClaimDecisionRequest,
  AdminClaimSummary,
  AdminPage,
} from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { API_BASE_PATH, apiGet, apiRequestEnvelope } from '#web/lib/api-client.ts';
import { apiGetFile } from '#web/lib/api-file.ts';

/** Query keys of the claims, under `['admin', 'claims', …]` (a logout drops them with the rest). */
export const claimKeys = {
  all: () => ['admin', 'claims'] as const,
  list: (search: string) => ['admin', 'claims', 'list', search] as const,
  detail: (id: string) => ['admin', 'claims', 'detail', id] as const,
};

/** `GET /api/admin/claims{search}` (status open|decided, page) → one page of claims, newest first. */
export function getAdminClaims(search: string, signal?: AbortSignal): Promise<AdminPage<AdminClaimSummary>> {
  return apiGet<AdminPage<AdminClaimSummary>>(`/admin/claims${search}`, { signal });
}

/** The page of claims for `search`; the previous page stays on screen while the next one loads. */
export function useAdminClaims(search: string) {
  return useQuery({
    queryKey: claimKeys.list(search),
    queryFn: ({ signal }) => getAdminClaims(search, signal),
    placeholderData: (previous) => previous,
  });
}

/**
 * `GET /api/admin/claims/:id` → the claim with its order (lines, payment method, amount in rupees),
 * the shopper's payout details in full, photo URLs and `refundVia`; 404 "Claim not found".
 */
export function getAdminClaim(id: string, signal?: AbortSignal): Promise<AdminClaim> {
  return apiGet<AdminClaim>(`/admin/claims/${encodeURIComponent(id)}`, { signal });
}

/** The claim `id` for its page. */
export function useAdminClaim(id: string) {
  return useQuery({ queryKey: claimKeys.detail(id), queryFn: ({ signal }) => getAdminClaim(id, signal) });
}

/** What a decision answers: the server's message and the claim as it now is. */
export interface DecidedClaim {
  message: string;
  claim: AdminClaim;
}

/**
 * `POST /api/admin/claims/:id/decision` {outcome, amount (rupees), reference, pieceOutcome, note}
 * → the decided claim. 400 a field (amount over the order's, missing reference or reason), 404,
 * 409 already decided, 502 the gateway refused the refund (nothing changed).
 */
export async function decideClaim(id: string, decision: AdminClaimDecisionRequest): Promise<DecidedClaim> {
  const envelope = await apiRequestEnvelope<{ data: AdminClaim }>(
    `/admin/claims/${encodeURIComponent(id)}/decision`,
    { method: 'POST', body: decision },
  );
  return { message: envelope.message ?? '', claim: envelope.data };
}

/** Decides a claim; the claims, orders and pieces are read again afterwards (a refund changes all three). */
export function useDecideClaim(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: AdminClaimDecisionRequest) => decideClaim(id, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: claimKeys.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
      ]),
  });
}

/**
 * A claim photo (private: `cache-control: private, no-store`, fetched with the bearer token, which
 * an `<img src>` cannot carry) as an object URL, revoked when the photo changes or goes; null
 * while loading, 'failed' when it could not be read. `url` is the API's `/api/admin/claims/:id/photos/:n`.
 */
export function useClaimPhoto(url: string): string | null | 'failed' {
  const [objectUrl, setObjectUrl] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    const path = url.startsWith(API_BASE_PATH) ? url.slice(API_BASE_PATH.length) : url;
    apiGetFile(path, 'image/*').then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setObjectUrl(made);
      },
      () => {
        if (live) setObjectUrl('failed');
      },
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return objectUrl;
}
