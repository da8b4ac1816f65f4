import { messages } from '@shahi/contract';
import { CLAIM_PHOTO_FIELD, type ClaimInput, type MyClaim } from '@shahi/contract/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE_PATH, ApiError } from '#web/lib/api-client.ts';
import { clearAuthToken, getValidAuthToken } from '#web/lib/auth-token.ts';
import { notifyUnauthorized } from '#web/lib/unauthorized.ts';
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

function failure(xhr: XMLHttpRequest): ApiError {
  let message: string | undefined;
  try {
    const payload = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof payload.message === 'string' && payload.message.trim()) message = payload.message;
  } catch {
    // Not JSON (a proxy's page): the generic wording below.
  }
  return new ApiError(message ?? messages.anErrorOccurred, xhr.status, `HTTP_${xhr.status}`, !!message);
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
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}/order/${encodeURIComponent(orderId)}/claim`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getValidAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 401) {
        clearAuthToken();
        notifyUnauthorized();
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr));
      try {
        const payload = JSON.parse(xhr.responseText) as {
          success?: boolean;
          message?: string;
          data?: MyClaim;
        };
        if (payload.success && payload.data) {
          return resolve({ message: payload.message ?? '', claim: payload.data });
        }
      } catch {
        // Falls through to the generic error.
      }
      reject(new ApiError(messages.unexpectedError, xhr.status, 'UNEXPECTED_ERROR'));
    });
    xhr.addEventListener('error', () => reject(new ApiError(messages.networkError, 0, 'NETWORK_ERROR')));
    xhr.addEventListener('abort', () => reject(new ApiError(messages.networkError, 0, 'NETWORK_ERROR')));
    xhr.send(form);
  });
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
