import type { AdminCategory } from '@shahi/contract/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import {
  SinglePhotoField,
  useSinglePhoto,
} from '#web/features/admin/components/content/single-photo-field.tsx';
import { useUnsavedChangesWarning } from '#web/features/admin/hooks/use-unsaved-changes-warning.ts';
import { imageUrl } from '#web/lib/image-url.ts';

interface CategoryPhotoDialogProps {
  category: AdminCategory;
  busy: boolean;
  error?: string | undefined;
  /** The uploaded photo's path to set, or null to remove the current one. */
  onSave: (image: string | null) => void;
  onClose: () => void;
}

/** A category's photo: upload one (kind `category`) and save it, or remove the current one. */
export function CategoryPhotoDialog({ category, busy, error, onSave, onClose }: CategoryPhotoDialogProps) {
  const { photo, upload } = useSinglePhoto('category');
  useUnsavedChangesWarning((photo.uploading || photo.path !== null) && !busy);
  return (
    <Dialog title={`Photo of ${category.name}`} onClose={onClose} size="sm">
      <div className="flex flex-col gap-4">
        {category.image && !photo.path ? (
          <img
            src={imageUrl(category.image, 480)}
            alt={`${category.name}, as shown now`}
            className="max-h-40 w-auto self-start rounded-sm"
          />
        ) : null}
        <SinglePhotoField
          label="Photo"
          hint="Upright: cropped to 960 × 1200."
          photo={photo}
          onFile={upload}
        />
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          {category.image ? (
            <Button variant="ghost" onClick={() => onSave(null)} disabled={busy}>
              Remove photo
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => photo.path && onSave(photo.path)}
            disabled={busy || photo.uploading || !photo.path}
          >
            {busy ? 'Saving...' : 'Save photo'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
