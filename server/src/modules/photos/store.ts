/**
 * Where uploaded photos live under IMAGE_DIR (ADR 0009): `uploads/<kind folder>/<uuid>.webp` and
 * its `-<w>w.webp` variants (contract/src/images.ts). Names are random, never the client's; files
 * are written through a temporary name so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageVariant } from '@shahi/contract';
import { type PhotoKind, photoShapes, type RenderedPhoto } from './images.ts';

/** An upload's full-size path relative to IMAGE_DIR; nothing else may be deleted through the API. */
export const UPLOADED_PHOTO_PATH =
  /^uploads\/(products|categories|banners|banners-mobile)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** One stored photo as the upload answers it: `path` relative to IMAGE_DIR, size in pixels. */
export interface StoredPhoto {
  path: string;
  width: number;
  height: number;
}

/** Every file of a stored photo, relative to IMAGE_DIR: the narrower variants, then the full size. */
function filesOf(photoPath: string, kind: PhotoKind): string[] {
  return [...photoShapes[kind].variants.map((width) => imageVariant(photoPath, width)), photoPath];
}

/** The kind a valid upload path belongs to (its folder). */
function kindOfPath(photoPath: string): PhotoKind {
  const folder = photoPath.split('/')[1];
  const kind = (Object.keys(photoShapes) as PhotoKind[]).find(
    (name) => photoShapes[name].dir === `uploads/${folder}`,
  );
  if (!kind) throw new Error(`not an upload path: ${photoPath}`);
  return kind;
}

/** Writes `data` to `file` via a temporary name in the same folder, then renames it into place. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Stores a rendered photo under a new random name in `imageDir`; the full-size file is written
 * last, so once it exists its variants do too (the catalogue checks the full path).
 */
export async function storePhoto(
  imageDir: string,
  kind: PhotoKind,
  photo: RenderedPhoto,
): Promise<StoredPhoto> {
  const photoPath = `${photoShapes[kind].dir}/${randomUUID()}.webp`;
  await mkdir(path.join(imageDir, photoShapes[kind].dir), { recursive: true });
  for (const variant of photo.variants) {
    await writeAtomically(path.join(imageDir, imageVariant(photoPath, variant.width)), variant.data);
  }
  await writeAtomically(path.join(imageDir, photoPath), photo.full.data);
  return { path: photoPath, width: photo.full.width, height: photo.full.height };
}

/** Removes a stored photo and its variants (full size first, so a half-removed photo is never offered). */
export async function removePhoto(imageDir: string, photoPath: string): Promise<void> {
  for (const file of filesOf(photoPath, kindOfPath(photoPath)).reverse()) {
    await rm(path.join(imageDir, file), { force: true });
  }
}

/** True when the full-size file of an upload path exists under `imageDir`. */
export async function photoExists(imageDir: string, photoPath: string): Promise<boolean> {
  return stat(path.join(imageDir, photoPath)).then(
    (info) => info.isFile(),
    () => false,
  );
}
