/**
 * Sending a multipart form with upload progress: XMLHttpRequest rather than fetch, because fetch
 * reports no progress of the bytes sent (photos from a phone are large). One home for the back
 * office's photo uploads and a shopper's claim.
 */
import { messages } from '@shahi/contract';
import { API_BASE_PATH, ApiError } from '#web/lib/api-client.ts';
import { clearAuthToken, getValidAuthToken } from '#web/lib/auth-token.ts';
import { notifyUnauthorized } from '#web/lib/unauthorized.ts';

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
 * POSTs `form` to `path` (under /api, with the bearer token when signed in), calling `onProgress`
 * with 0–1 of the bytes sent; resolves with what `accept` makes of the 2xx JSON envelope. Rejects
 * with an ApiError: the server's message for a 4xx/5xx, "unexpected" when `accept` returns
 * undefined or the body is not JSON, "network" on a network failure; a 401 ends the session.
 */
export function postMultipart<T>(
  path: string,
  form: FormData,
  accept: (payload: { success?: boolean; message?: string; data?: unknown }) => T | undefined,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}${path}`);
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
        const accepted = accept(JSON.parse(xhr.responseText));
        if (accepted !== undefined) return resolve(accepted);
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
