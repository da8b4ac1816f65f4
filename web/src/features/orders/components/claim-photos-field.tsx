import { Trans, useLingui } from '@lingui/react/macro';
import { CLAIM_MAX_PHOTOS, CLAIM_PHOTO_MAX_BYTES, claimMessages } from '@shahi/contract/schemas';
import { useEffect, useId, useState } from 'react';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { translateMessage } from '#web/lib/i18n.ts';

/** Object URLs of `files` for previews, revoked when the files change or the field goes. */
function usePreviews(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/**
 * `picked` added to `photos`: files over 15 MB are left out, and no more than 5 in all; `note`
 * says what was left out (the contract's wording, in English: shown with translateMessage), else null.
 */
export function addPhotos(
  photos: readonly File[],
  picked: readonly File[],
): { photos: File[]; note: string | null } {
  const fitting = picked.filter((file) => file.size <= CLAIM_PHOTO_MAX_BYTES);
  const room = Math.max(0, CLAIM_MAX_PHOTOS - photos.length);
  let note: string | null = null;
  if (fitting.length < picked.length) note = claimMessages.photoTooLarge;
  else if (fitting.length > room) note = claimMessages.tooManyPhotos;
  return { photos: [...photos, ...fitting.slice(0, room)], note };
}

interface ClaimPhotosFieldProps {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  /** Whether at least one photo is needed (every kind but "not delivered"). */
  required: boolean;
  /** The form's error for the photos (e.g. none added), announced. */
  error?: string | null | undefined;
  disabled?: boolean;
}

/**
 * A claim's photos (1–5, each ≤ 15 MB): "Take or choose photos" opens the phone's camera or
 * gallery (`accept="image/*"`; the server re-encodes HEIC and the rest), each photo shows as a
 * preview with its own Remove button, and a photo too large or one too many is left out with a
 * line saying so.
 */
export function ClaimPhotosField({
  photos,
  onChange,
  required,
  error,
  disabled = false,
}: ClaimPhotosFieldProps) {
  const id = useId();
  const { t } = useLingui();
  const [note, setNote] = useState<string | null>(null);
  const previews = usePreviews(photos);
  const full = photos.length >= CLAIM_MAX_PHOTOS;
  const message = error ?? (note ? translateMessage(note) : null);
  const most = CLAIM_MAX_PHOTOS;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-semibold text-ink">
        <Trans>Photos</Trans>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {required ? (
          <Trans>1 to {most} photos of the parcel as it arrived, its label and the piece.</Trans>
        ) : (
          <Trans>Optional: up to {most} photos (for example of a tracking page).</Trans>
        )}
      </p>
      {photos.length > 0 ? (
        <ul aria-label={t`Chosen photos`} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a photo has no id; the list changes only by adding at the end or removing one.
              key={`${index}-${photo.name}`}
              className="relative overflow-hidden rounded-sm border border-gold-300 bg-parchment"
            >
              {previews[index] ? (
                <img
                  src={previews[index]}
                  alt={`${index + 1}. ${photo.name}`}
                  className="aspect-square w-full object-cover"
                />
              ) : (
                <div className="aspect-square w-full" />
              )}
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  setNote(null);
                  onChange(photos.filter((_, at) => at !== index));
                }}
                className="flex min-h-11 w-full items-center justify-center border-t border-gold-300 bg-white text-sm font-semibold text-maroon-700 hover:bg-maroon-50"
              >
                <Trans>
                  Remove<span className="sr-only"> photo {index + 1}</span>
                </Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-xs text-ink-muted">
          <Trans>{most} photos added, the most a claim takes.</Trans>
        </p>
      ) : (
        <label
          className={`${buttonClasses('outline', 'md', 'self-start')} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-maroon-700`}
        >
          {photos.length > 0 ? <Trans>Add more photos</Trans> : <Trans>Take or choose photos</Trans>}
          <input
            type="file"
            accept="image/*"
            multiple
            disabled={disabled}
            className="sr-only"
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []);
              // Cleared, so the same photo can be picked again after a Remove.
              event.target.value = '';
              const added = addPhotos(photos, picked);
              setNote(added.note);
              onChange(added.photos);
            }}
          />
        </label>
      )}
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-maroon-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
