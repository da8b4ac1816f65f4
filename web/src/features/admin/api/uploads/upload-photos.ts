import { postMultipart } from '#web/lib/multipart-upload.ts';

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
  return postMultipart(
    '/admin/uploads',
    form,
    (payload) =>
      payload.success && Array.isArray(payload.data) ? (payload.data as UploadedPhoto[]) : undefined,
    onProgress,
  );
}
