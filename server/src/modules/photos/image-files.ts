/**
 * A piece, banner or category may only name a photo already uploaded under IMAGE_DIR (by its
 * relative path). The contract's imagePathSchema already refuses `..`, absolute paths and odd
 * characters; this adds the file system's word.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { adminMessages } from '@shahi/contract/schemas';
import { badRequest } from '#server/http/errors.ts';

/** True when `relative` names a regular file inside `imageDir` (symbolic links resolved). */
async function isImageFile(imageDir: string, relative: string): Promise<boolean> {
  try {
    const root = await realpath(imageDir);
    const file = await realpath(path.resolve(root, relative));
    if (!file.startsWith(root + path.sep)) return false;
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Checks that every path of `images` (relative to `imageDir`) is an uploaded file; raises 400
 * "An image was not found…" naming the first one that is not (nothing is changed).
 */
export async function assertImagesExist(imageDir: string, images: Array<string | null | undefined>) {
  for (const image of images) {
    if (!image) continue;
    if (!(await isImageFile(imageDir, image))) {
      throw badRequest(`${adminMessages.imageNotFound}: ${image}`);
    }
  }
}
