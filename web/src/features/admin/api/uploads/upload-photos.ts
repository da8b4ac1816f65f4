import { messages } from '@shahi/contract';
import { API_BASE_PATH, ApiError } from '#web/lib/api-client.ts';
import { clearAuthToken, getValidAuthToken } from '#web/lib/auth-token.ts';
import { notifyUnauthorized } from '#web/lib/unauthorized.ts';

/** What a photo is for; decides the sizes the server renders (ADR 0009). */
export type PhotoKind = 'product' | 'banner' | 'banner-mobile' | 'category';

/** A stored upload: path relative to the image folder, and its size in pixels. */
export interface UploadedPhoto {
  path: string;
  width: number;
  height: number;
}

/** Most files in one upload request (the server's limit). */
export const MAX_PHOTOS_PER_UPLOAD = 10;
/** What the file inputs accept: no image/heic, so iOS converts its photos to JPEG itself (ADR 0009). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

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
 * `POST /api/admin/uploads` (multipart: `kind` first, then the files under `photos`; at most 10)
 * → the stored photos in the order sent. XMLHttpRequest rather than fetch, for `onProgress`
 * (0–1 of the bytes sent). Rejects with an ApiError carrying the server's message (415 not an
 * image or HEIC, 413 too large, 422 damaged); a 401 ends the session like any call.
 */
export function uploadPhotos(
  files: File[],
  kind: PhotoKind,
  onProgress?: (fraction: number) => void,
): Promise<UploadedPhoto[]> {
  const form = new FormData();
  form.append('kind', kind);
  for (const file of files) form.append('photos', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}/admin/uploads`);
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
        const payload = JSON.parse(xhr.responseText) as { success?: boolean; data?: UploadedPhoto[] };
        if (payload.success && Array.isArray(payload.data)) return resolve(payload.data);
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
