import { CLAIM_PHOTO_FIELD, type ClaimInput, type MyClaim } from '@shahi/contract/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postMultipart } from '#web/lib/multipart-upload.ts';
import { myClaimsQueryKey } from './get-my-claims.ts';
import { myOrdersQueryKey } from './get-my-orders.ts';

/** A filed claim: the server's confirmation and the claim as My Orders shows it. */
export interface FiledClaim {
  message: string;
  claim: MyClaim;
}

/** The multipart text fields of a claim, in the order the server reads them (before any photo). */
export function claimFields(input: ClaimInput): Array<[string, string]> {
  const fields: Array<[string, string]> = [
    ['kind', input.kind],
    ['message', input.message],
  ];
  const payout = input.payout;
  if (payout?.method === 'upi') fields.push(['payoutMethod', 'upi'], ['upiId', payout.upiId]);
  if (payout?.method === 'bank') {
    fields.push(
      ['payoutMethod', 'bank'],
      ['accountName', payout.accountName],
      ['accountNumber', payout.accountNumber],
      ['ifsc', payout.ifsc],
    );
  }
  return fields;
}

/**
 * `POST /api/order/:id/claim` (bearer; multipart: the text fields first, then 0–5 photos under
 * `photos`) → the claim (201). XMLHttpRequest rather than fetch, for `onProgress` (0–1 of the bytes
 * sent: photos from a phone are large). Rejects with an ApiError carrying the server's message:
 * 400 a field, 404 not the shopper's order, 409 not delivered / window closed / already claimed,
 * 413 too large, 415 not an image, 429 too many claims; a 401 ends the session like any call.
 */
export function fileClaim(
  orderId: string,
  input: ClaimInput,
  photos: readonly File[],
  onProgress?: (fraction: number) => void,
): Promise<FiledClaim> {
  const form = new FormData();
  for (const [name, value] of claimFields(input)) form.append(name, value);
  for (const photo of photos) form.append(CLAIM_PHOTO_FIELD, photo, photo.name);
  return postMultipart(
    `/order/${encodeURIComponent(orderId)}/claim`,
    form,
    (payload) =>
      payload.success && payload.data
        ? { message: payload.message ?? '', claim: payload.data as MyClaim }
        : undefined,
    onProgress,
  );
}

/** What filing needs beside the order: the form's output, the photos and the progress callback. */
export interface ClaimFiling {
  orderId: string;
  input: ClaimInput;
  photos: readonly File[];
  onProgress?: (fraction: number) => void;
}

/** Files a claim; the shopper's claims and orders are read again afterwards. */
export function useFileClaim(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, input, photos, onProgress }: ClaimFiling) =>
      fileClaim(orderId, input, photos, onProgress),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myClaimsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: myOrdersQueryKey(userId) }),
      ]),
  });
}
