import { ReorderButtons } from '#web/features/admin/components/common/reorder-buttons.tsx';
import type { PhotoItem } from '#web/features/admin/hooks/use-photo-uploads.ts';
import { imageUrl } from '#web/lib/image-url.ts';
import { PhotoDropZone } from './photo-drop-zone.tsx';

interface PhotoManagerProps {
  items: PhotoItem[];
  notice: string;
  max: number;
  onAdd: (files: File[]) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  /** The form's message about the photos (e.g. none yet). */
  error?: string | undefined;
}

/** The piece's photos: thumbnails in gallery order (the first is the main photo), upload progress, move and remove. */
export function PhotoManager({ items, notice, max, onAdd, onMove, onRemove, error }: PhotoManagerProps) {
  const uploading = items.filter((item) => item.status === 'uploading').length;
  const failed = items.find((item) => item.status === 'failed');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        Photos ({items.filter((item) => item.status === 'ready').length} of at most {max})
      </legend>
      {items.length > 0 ? (
        <ol aria-label="Photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item, index) => (
            <li key={item.key} className="flex flex-col gap-2 rounded-sm border border-gold-300 bg-white p-2">
              <div className="relative aspect-[4/5] overflow-hidden rounded-sm bg-parchment">
                {item.path && item.status === 'ready' ? (
                  <img
                    src={imageUrl(item.path, 480)}
                    alt={`Gallery position ${index + 1}`}
                    className="h-full w-full object-cover"
                  />
                ) : item.preview ? (
                  <img
                    src={item.preview}
                    alt={`Gallery position ${index + 1}`}
                    className="h-full w-full object-cover opacity-60"
                  />
                ) : null}
                {index === 0 && item.status === 'ready' ? (
                  <span className="absolute top-1 left-1 rounded-sm bg-maroon-700 px-1.5 py-0.5 text-xs font-semibold text-ivory">
                    Main photo
                  </span>
                ) : null}
              </div>
              {item.status === 'uploading' ? (
                <label className="flex flex-col gap-1 text-xs text-ink-muted">
                  Uploading {item.name}
                  <progress max={1} value={item.progress} className="h-2 w-full accent-maroon-700" />
                </label>
              ) : null}
              {item.status === 'failed' ? (
                <p className="text-xs font-medium text-maroon-700">Not uploaded</p>
              ) : null}
              <div className="flex flex-wrap items-center justify-between gap-1">
                {item.status === 'ready' ? (
                  <ReorderButtons
                    name={`photo ${index + 1}`}
                    index={index}
                    count={items.length}
                    onMove={onMove}
                    axis="horizontal"
                  />
                ) : (
                  <span />
                )}
                <button
                  type="button"
                  aria-label={`Remove photo ${index + 1}`}
                  disabled={item.status === 'uploading'}
                  onClick={() => onRemove(item.key)}
                  className="flex min-h-11 items-center rounded-sm px-2 text-sm font-semibold text-maroon-700 hover:bg-maroon-50 disabled:opacity-40"
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <p role="status" className="text-sm text-ink-muted">
        {uploading ? `Uploading ${uploading} photo${uploading === 1 ? '' : 's'}…` : ''}
      </p>
      {notice ? (
        <p role="alert" className="text-sm font-medium text-maroon-700">
          {notice}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-maroon-700">
          {failed.name}: {failed.error}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-maroon-700">
          {error}
        </p>
      ) : null}
      <PhotoDropZone onFiles={onAdd} disabled={items.length >= max} />
    </fieldset>
  );
}
