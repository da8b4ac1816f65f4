import { useState } from 'react';
import { type PhotoKind, uploadPhotos } from '#web/features/admin/api/uploads/upload-photos.ts';
import { PhotoDropZone } from '#web/features/admin/components/products/photo-drop-zone.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { imageUrl } from '#web/lib/image-url.ts';

/** One photo's upload: none yet, on its way (progress 0–1), stored (path) or refused (error). */
export interface SinglePhoto {
  path: string | null;
  uploading: boolean;
  progress: number;
  error: string;
}

/** State and upload of one photo of `kind`. */
export function useSinglePhoto(kind: PhotoKind) {
  const [photo, setPhoto] = useState<SinglePhoto>({ path: null, uploading: false, progress: 0, error: '' });
  const upload = (file: File) => {
    setPhoto({ path: null, uploading: true, progress: 0, error: '' });
    uploadPhotos([file], kind, (progress) => setPhoto((current) => ({ ...current, progress })))
      .then(([stored]) => setPhoto({ path: stored?.path ?? null, uploading: false, progress: 1, error: '' }))
      .catch((error: unknown) =>
        setPhoto({
          path: null,
          uploading: false,
          progress: 0,
          error: failureMessage(error, 'The upload failed.'),
        }),
      );
  };
  return { photo, upload };
}

/** A labelled single-photo upload with its preview, progress and error. */
export function SinglePhotoField({
  label,
  hint,
  photo,
  onFile,
}: {
  label: string;
  hint: string;
  photo: SinglePhoto;
  onFile: (file: File) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{label}</legend>
      <p className="text-xs text-ink-muted">{hint}</p>
      {photo.path ? (
        <img
          src={imageUrl(photo.path)}
          alt={`${label} preview`}
          className="max-h-40 w-auto self-start rounded-sm"
        />
      ) : null}
      {photo.uploading ? (
        <label className="flex flex-col gap-1 text-xs text-ink-muted">
          Uploading…
          <progress max={1} value={photo.progress} className="h-2 w-full accent-maroon-700" />
        </label>
      ) : null}
      {photo.error ? (
        <p role="alert" className="text-sm font-medium text-maroon-700">
          {photo.error}
        </p>
      ) : null}
      <PhotoDropZone
        multiple={false}
        label={photo.path ? `Choose another ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
        disabled={photo.uploading}
        onFiles={([file]) => file && onFile(file)}
      />
    </fieldset>
  );
}
