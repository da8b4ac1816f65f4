/**
 * Back office category rules (docs/product.md#the-back-office): create, rename, change the image,
 * show or hide, reorder. A hidden category leaves the storefront's menu, home rows and listings at
 * once; its pieces keep their pages.
 */
import {
  type AdminCategory,
  type AdminCategoryCreateRequest,
  type AdminCategoryUpdateRequest,
  adminMessages,
  declarationMessages,
  gstRateFromBp,
  gstRateToBp,
} from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { reorderRows } from '#server/db/reorder.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { assertImagesExist, type ImageStore } from '#server/modules/photos/public.ts';
import { insertCategory, selectCategory, updateCategory } from './admin-repository.ts';
import { assertGstFacts, listAllCategories, toAdminCategory } from './admin-service.ts';
import { dropCatalogueAnswersAfterCommit } from './read-cache.ts';

/** The category `id` as the list shows it (with its counts); 404 "Category not found". */
async function getAdminCategory(db: Database, id: string): Promise<AdminCategory> {
  const found = (await listAllCategories(db)).find((category) => category._id === id);
  if (!found) throw notFound(adminMessages.categoryNotFound);
  return found;
}

/**
 * Creates a category placed last, its GST rate stored in basis points; 400 when its image is not an
 * uploaded file, when it has no HSN code while the shop is registered, or 3 % outside chapter 71.
 */
export async function createCategory(
  db: Database,
  images: ImageStore,
  input: Required<Omit<AdminCategoryCreateRequest, 'image'>> & { image?: string | null },
): Promise<AdminCategory> {
  await assertGstFacts(db, input, declarationMessages.categoryHsnRequired);
  await assertImagesExist(images, [input.image]);
  const { gstRate, ...rest } = input;
  const row = await insertCategory(db, {
    ...rest,
    image: input.image ?? null,
    gstRateBp: gstRateToBp(gstRate),
  });
  return toAdminCategory(row);
}

/**
 * Changes name, categoryName, image (null removes it), HSN code and/or GST rate (percent, null =
 * the rate table alone); 404 unknown, 400 missing image, 400 when the category would be left without
 * an HSN code while the shop is registered, or at 3 % outside chapter 71.
 */
export async function editCategory(
  db: Database,
  images: ImageStore,
  id: string,
  changes: AdminCategoryUpdateRequest,
): Promise<AdminCategory> {
  const current = await selectCategory(db, id);
  if (!current) throw notFound(adminMessages.categoryNotFound);
  await assertGstFacts(
    db,
    {
      hsnCode: changes.hsnCode ?? current.hsnCode,
      gstRate: changes.gstRate === undefined ? gstRateFromBp(current.gstRateBp) : changes.gstRate,
    },
    declarationMessages.categoryHsnRequired,
  );
  await assertImagesExist(images, [changes.image]);
  const { gstRate, ...rest } = changes;
  const columns = gstRate === undefined ? rest : { ...rest, gstRateBp: gstRateToBp(gstRate) };
  if (!(await updateCategory(db, id, columns))) throw notFound(adminMessages.categoryNotFound);
  return getAdminCategory(db, id);
}

/** Shows (`active` true) or hides the category `id` on the storefront; 404 when unknown. */
export async function setCategoryActive(db: Database, id: string, active: boolean): Promise<AdminCategory> {
  if (!(await updateCategory(db, id, { active }))) throw notFound(adminMessages.categoryNotFound);
  return getAdminCategory(db, id);
}

/**
 * Puts the categories in the order of `ids` (every category once). 404 for an unknown id, 400
 * reorderIncomplete when one is missing; either way nothing changes.
 */
export async function reorderCategories(pool: pg.Pool, ids: string[]): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const outcome = await reorderRows(tx, 'categories', ids);
    if (outcome === 'unknown-id') throw notFound(adminMessages.categoryNotFound);
    if (outcome === 'incomplete') throw badRequest(adminMessages.reorderIncomplete);
    dropCatalogueAnswersAfterCommit(tx.db);
  });
}
