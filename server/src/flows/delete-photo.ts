/**
 * Deleting an uploaded photo from the back office: only a photo nothing shows any more — no
 * piece's gallery, category, banner, nor order line (the picture of what a shopper bought).
 */

import type { Database } from '#server/db/client.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { catalogueUsesPhoto } from '#server/modules/catalog/admin-repository.ts';
import { contentUsesPhoto } from '#server/modules/content/repository.ts';
import { ordersUsePhoto } from '#server/modules/orders/repository.ts';
import type { ImageStore } from '#server/modules/photos/image-store.ts';
import { photoExists, removePhoto } from '#server/modules/photos/store.ts';

/**
 * Removes the upload `photoPath` (its key in `images`) and its other files. 404 "Photo not found"
 * when it is not there; 409 while a piece, category, banner or order line names it.
 */
export async function deletePhoto(db: Database, images: ImageStore, photoPath: string): Promise<void> {
  if (!(await photoExists(images, photoPath))) throw notFound('Photo not found');
  const uses = await Promise.all([
    catalogueUsesPhoto(db, photoPath),
    contentUsesPhoto(db, photoPath),
    ordersUsePhoto(db, photoPath),
  ]);
  if (uses.some(Boolean)) {
    throw conflict('This photo is still used by a product, banner, category or order');
  }
  await removePhoto(images, photoPath);
}
