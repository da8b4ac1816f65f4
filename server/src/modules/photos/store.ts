/**
 * Where uploaded photos live in the image store (ADR 0009): `uploads/<kind folder>/<uuid>.webp`
 * and its other files `<uuid>-<suffix>` (sizes and formats, contract/src/images.ts). Names are
 * random, never the client's.
 */
import { randomUUID } from 'node:crypto';
import type { ImageStore } from './image-store.ts';
import { MAIN_SUFFIX, type PhotoKind, photoShapes, type RenderedPhoto } from './images.ts';

/** An upload's full-size path (its key in the store); nothing else may be deleted through the API. */
export const UPLOADED_PHOTO_PATH =
  /^uploads\/(products|categories|banners|banners-mobile)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** One stored photo as the upload answers it: `path` (its key, relative to IMAGE_BASE_URL), size in pixels. */
export interface StoredPhoto {
  path: string;
  width: number;
  height: number;
}

/**
 * Stores a rendered photo under a new random name; the main file (MAIN_SUFFIX) is written last, so
 * once it exists the others do too (the catalogue checks the main path).
 */
export async function storePhoto(
  images: ImageStore,
  kind: PhotoKind,
  photo: RenderedPhoto,
): Promise<StoredPhoto> {
  const base = `${photoShapes[kind].dir}/${randomUUID()}`;
  const ordered = [
    ...photo.files.filter((file) => file.suffix !== MAIN_SUFFIX),
    ...photo.files.filter((file) => file.suffix === MAIN_SUFFIX),
  ];
  for (const file of ordered) await images.put(`${base}${file.suffix}`, file.data, file.contentType);
  return { path: `${base}${MAIN_SUFFIX}`, width: photo.width, height: photo.height };
}

/**
 * Removes an uploaded photo (`photoPath` matches UPLOADED_PHOTO_PATH) and every file of its id, the
 * main file first, so a half-removed photo is never offered. Throws on any other path.
 */
export async function removePhoto(images: ImageStore, photoPath: string): Promise<void> {
  if (!UPLOADED_PHOTO_PATH.test(photoPath)) throw new Error(`not an upload path: ${photoPath}`);
  const base = photoPath.slice(0, -MAIN_SUFFIX.length);
  await images.delete(photoPath);
  const others: string[] = [];
  for await (const object of images.list(base)) {
    const rest = object.key.slice(base.length);
    if (rest.startsWith('-') || rest.startsWith('.')) others.push(object.key);
  }
  for (const key of others) await images.delete(key);
}

/** True when the main file of an upload path is in the store. */
export function photoExists(images: ImageStore, photoPath: string): Promise<boolean> {
  return images.exists(photoPath);
}
