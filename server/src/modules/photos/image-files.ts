/**
 * A piece, banner or category may only name a picture already in the image store (by its key).
 * The contract's imagePathSchema already refuses `..`, absolute paths and odd characters; this adds
 * the store's word.
 */
import { adminMessages } from '@shahi/contract/schemas';
import { badRequest } from '#server/http/errors.ts';
import { type ImageStore, isImageKey } from './image-store.ts';

/**
 * Checks that every path of `images` is a picture in the store; raises 400 "An image was not
 * found…" naming the first one that is not (nothing is changed).
 */
export async function assertImagesExist(store: ImageStore, images: Array<string | null | undefined>) {
  for (const image of images) {
    if (!image) continue;
    if (!isImageKey(image) || !(await store.exists(image))) {
      throw badRequest(`${adminMessages.imageNotFound}: ${image}`);
    }
  }
}
