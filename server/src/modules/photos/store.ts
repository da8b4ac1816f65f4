/**
 * Where uploaded photos live under IMAGE_DIR (ADR 0009): `uploads/<kind folder>/<uuid>.webp` and
 * its `-<w>w.webp` variants (contract/src/images.ts). Names are random, never the client's; files
 * are written through a temporary name so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAIN_SUFFIX, type PhotoKind, photoShapes, type RenderedPhoto } from './images.ts';

/** An upload's full-size path relative to IMAGE_DIR; nothing else may be deleted through the API. */
export const UPLOADED_PHOTO_PATH =
  /^uploads\/(products|categories|banners|banners-mobile)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** One stored photo as the upload answers it: `path` relative to IMAGE_DIR, size in pixels. */
export interface StoredPhoto {
  path: string;
  width: number;
  height: number;
}

/** The kind a valid upload path belongs to (its folder); throws on any other path. */
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
 * Stores a rendered photo under a new random name in `imageDir`; the main file (MAIN_SUFFIX) is
 * written last, so once it exists the others do too (the catalogue checks the main path).
 */
export async function storePhoto(
  imageDir: string,
  kind: PhotoKind,
  photo: RenderedPhoto,
): Promise<StoredPhoto> {
  const base = `${photoShapes[kind].dir}/${randomUUID()}`;
  await mkdir(path.join(imageDir, photoShapes[kind].dir), { recursive: true });
  const ordered = [
    ...photo.files.filter((file) => file.suffix !== MAIN_SUFFIX),
    ...photo.files.filter((file) => file.suffix === MAIN_SUFFIX),
  ];
  for (const file of ordered) await writeAtomically(path.join(imageDir, `${base}${file.suffix}`), file.data);
  return { path: `${base}${MAIN_SUFFIX}`, width: photo.width, height: photo.height };
}

/**
 * Removes a stored photo and every file of it (`<dir>/<id>` followed by `.` or `-`), the main file
 * first, so a half-removed photo is never offered.
 */
export async function removePhoto(imageDir: string, photoPath: string): Promise<void> {
  kindOfPath(photoPath);
  const folder = path.join(imageDir, path.dirname(photoPath));
  const id = path.basename(photoPath, MAIN_SUFFIX);
  await rm(path.join(imageDir, photoPath), { force: true });
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    if (name.startsWith(`${id}-`) || name.startsWith(`${id}.`)) await rm(path.join(folder, name), { force: true });
  }
}

/** True when the full-size file of an upload path exists under `imageDir`. */
export async function photoExists(imageDir: string, photoPath: string): Promise<boolean> {
  return stat(path.join(imageDir, photoPath)).then(
    (info) => info.isFile(),
    () => false,
  );
}
