import { type DragEvent, useState } from 'react';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { PHOTO_ACCEPT } from '#web/features/admin/api/uploads/upload-photos.ts';

interface PhotoDropZoneProps {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  /** The file button's text (also the input's accessible name). */
  label?: string;
  disabled?: boolean;
}

/** A zone photos can be dropped on, and a file button (several files at once; JPEG, PNG or WebP). */
export function PhotoDropZone({
  onFiles,
  multiple = true,
  label = 'Choose photos',
  disabled = false,
}: PhotoDropZoneProps) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files).filter(
      (file) => file.type === '' || file.type.startsWith('image/'),
    );
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file button inside is the accessible way.
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`flex flex-col items-center gap-2 rounded-sm border-2 border-dashed px-4 py-5 text-center text-sm ${
        over ? 'border-maroon-700 bg-maroon-50' : 'border-gold-700 bg-white'
      }`}
    >
      <p className="hidden text-ink-muted sm:block">Drag photos here, or</p>
      <label
        className={`${buttonClasses('outline', 'md', 'cursor-pointer focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-maroon-700')} ${
          disabled ? 'pointer-events-none opacity-50' : ''
        }`}
      >
        {label}
        <input
          type="file"
          accept={PHOTO_ACCEPT}
          multiple={multiple}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </label>
      <p className="text-xs text-ink-muted">
        JPEG, PNG or WebP, up to 15 MB each. On an iPhone, photos are sent as JPEG.
      </p>
    </div>
  );
}
