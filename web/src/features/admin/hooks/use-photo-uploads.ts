import { useCallback, useEffect, useRef, useState } from 'react';
import { deletePhoto } from '#web/features/admin/api/uploads/delete-photo.ts';
import {
  MAX_PHOTOS_PER_UPLOAD,
  type PhotoKind,
  uploadPhotos,
} from '#web/features/admin/api/uploads/upload-photos.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { moveItem } from '#web/lib/move-item.ts';

/** Largest photo sent (the server refuses more, after receiving it all). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** A photo of the list: stored (`path`), on its way (`progress` 0–1), or refused (`error`). */
export interface PhotoItem {
  key: string;
  name: string;
  status: 'uploading' | 'ready' | 'failed';
  path: string | null;
  /** A local preview (object URL) while it uploads. */
  preview: string | null;
  progress: number;
  error: string;
}

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `photo-${nextKey}`;
}

function localPreview(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * A list of photos being uploaded and arranged: `add` sends new files (10 per request, the
 * server's limit) and tracks each request's progress; `move` and `remove` arrange them; `paths`
 * are the stored ones in order. Photos uploaded here and removed before saving are deleted on
 * the server (best effort: one still referenced stays).
 */
export function usePhotoUploads(kind: PhotoKind, initialPaths: string[], max: number) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initialPaths.map((path) => ({
      key: newKey(),
      name: path,
      status: 'ready',
      path,
      preview: null,
      progress: 1,
      error: '',
    })),
  );
  const [notice, setNotice] = useState('');
  const uploadedHere = useRef(new Set<string>());
  const previews = useRef(new Set<string>());

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = useCallback((keys: string[], change: (item: PhotoItem, index: number) => PhotoItem) => {
    setItems((current) => {
      let position = -1;
      return current.map((item) => {
        if (!keys.includes(item.key)) return item;
        position = keys.indexOf(item.key);
        return change(item, position);
      });
    });
  }, []);

  const add = useCallback(
    (files: File[]) => {
      setNotice('');
      const room = max - items.filter((item) => item.status !== 'failed').length;
      const tooLarge = files.filter((file) => file.size > MAX_PHOTO_BYTES);
      const accepted = files.filter((file) => file.size <= MAX_PHOTO_BYTES).slice(0, Math.max(room, 0));
      const problems = [
        ...tooLarge.map((file) => `${file.name} is larger than 15 MB.`),
        ...(files.length - tooLarge.length > accepted.length
          ? [`At most ${max} photos: the rest were left out.`]
          : []),
      ];
      if (problems.length) setNotice(problems.join(' '));
      for (let start = 0; start < accepted.length; start += MAX_PHOTOS_PER_UPLOAD) {
        const batch = accepted.slice(start, start + MAX_PHOTOS_PER_UPLOAD);
        const added = batch.map((file) => {
          const preview = localPreview(file);
          if (preview) previews.current.add(preview);
          return {
            key: newKey(),
            name: file.name,
            status: 'uploading',
            path: null,
            preview,
            progress: 0,
            error: '',
          } as PhotoItem;
        });
        const keys = added.map((item) => item.key);
        setItems((current) => [...current, ...added]);
        uploadPhotos(batch, kind, (progress) => update(keys, (item) => ({ ...item, progress })))
          .then((stored) => {
            for (const photo of stored) uploadedHere.current.add(photo.path);
            update(keys, (item, index) => ({
              ...item,
              status: 'ready',
              progress: 1,
              path: stored[index]?.path ?? null,
            }));
          })
          .catch((error: unknown) => {
            const message = failureMessage(error, 'The upload failed.');
            update(keys, (item) => ({ ...item, status: 'failed', error: message }));
          });
      }
    },
    [items, kind, max, update],
  );

  const move = useCallback(
    (from: number, to: number) => setItems((current) => moveItem(current, from, to)),
    [],
  );

  const remove = useCallback(
    (key: string) => {
      const item = items.find((entry) => entry.key === key);
      if (item?.path && uploadedHere.current.has(item.path)) {
        uploadedHere.current.delete(item.path);
        deletePhoto(item.path).catch(() => undefined);
      }
      setItems((current) => current.filter((entry) => entry.key !== key));
    },
    [items],
  );

  /** Forgets which photos were uploaded here (after a save they belong to the piece). */
  const markSaved = useCallback(() => uploadedHere.current.clear(), []);

  const paths = items.flatMap((item) => (item.status === 'ready' && item.path ? [item.path] : []));
  const uploading = items.some((item) => item.status === 'uploading');
  return { items, paths, uploading, notice, add, move, remove, markSaved };
}
