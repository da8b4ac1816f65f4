/**
 * The back office's catalogue rules for pieces and the category list (ADR 0013): any status is
 * shown, prices are in paise, and the price of a reserved or sold piece is locked. Marking a piece
 * sold or archiving it also empties bags: server/src/flows/take-piece-off-sale.ts.
 */

import { compactTranslations } from '@shahi/contract';
import {
  type AdminCategory,
  type AdminPage,
  type AdminProduct,
  type AdminProductInput,
  type AdminProductListQuery,
  adminMessages,
  adminProductStatuses,
  declarationMessages,
  gstRateFromBp,
  JEWELLERY_RATE_PERCENT,
} from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { pageOf } from '#server/http/paging.ts';
import { assertImagesExist, type ImageStore } from '#server/modules/photos/public.ts';
import { selectSeller } from '#server/modules/seller/public.ts';
import {
  type AdminCategoryRow,
  type AdminProductRow,
  insertProduct,
  lockProduct,
  selectAllCategories,
  selectCategory,
  selectProduct,
  selectProductCounts,
  selectProductsPage,
  updateProduct,
} from './admin-repository.ts';

/** What the catalogue rules need: the database, its pool (transactions), the image store. */
export interface CatalogueDeps {
  db: Database;
  pool: pg.Pool;
  images: ImageStore;
}

type Counts = AdminCategory['productCounts'];

/** Row → back office category with its counts per status and the owner's Hindi and Punjabi words (`{}` when none). */
export function toAdminCategory(row: AdminCategoryRow, counts?: Counts): AdminCategory {
  const empty = Object.fromEntries([...adminProductStatuses, 'total'].map((key) => [key, 0])) as Counts;
  return {
    _id: row.id,
    name: row.name,
    categoryName: row.categoryName,
    image: row.image,
    hsnCode: row.hsnCode,
    gstRate: gstRateFromBp(row.gstRateBp),
    active: row.active,
    position: row.position,
    productCounts: counts ?? empty,
    translations: compactTranslations(row.translations, ['name', 'categoryName']) ?? {},
  };
}

/** Every category (active or not) in display order, each with its pieces counted per status. */
export async function listAllCategories(db: Database): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([selectAllCategories(db), selectProductCounts(db)]);
  const byCategory = new Map<string, Counts>();
  for (const row of rows) byCategory.set(row.id, toAdminCategory(row).productCounts);
  for (const { categoryId, status, n } of counts) {
    const entry = byCategory.get(categoryId);
    if (!entry) continue;
    entry[status] = n;
    entry.total += n;
  }
  return rows.map((row) => toAdminCategory(row, byCategory.get(row.id)));
}

/** Row → back office piece (paise, ISO times, its Hindi and Punjabi words or `{}`). */
function toAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    _id: row.id,
    title: row.title,
    pricePaise: row.pricePaise,
    mrpPaise: row.mrpPaise,
    description: row.description,
    productDetails: row.productDetails,
    images: row.images,
    hsnCode: row.hsnCode ?? '',
    gstRate: gstRateFromBp(row.gstRateBp),
    handmade: row.handmade,
    makerName: row.makerName,
    makerAddress: row.makerAddress,
    countryOfOrigin: row.countryOfOrigin,
    genericName: row.genericName,
    netQuantity: row.netQuantity,
    dimensions: row.dimensions,
    status: row.status,
    reservedUntil: row.reservedUntil?.toISOString() ?? null,
    category: { _id: row.categoryId, name: row.categoryName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    translations: compactTranslations(row.translations, ['title', 'description']) ?? {},
  };
}

/** A page of pieces of any status, newest first (see AdminProductListQuery). */
export async function listAdminProducts(
  db: Database,
  query: AdminProductListQuery,
): Promise<AdminPage<AdminProduct>> {
  const { rows, total } = await selectProductsPage(db, query);
  return pageOf(rows.map(toAdminProduct), total, query);
}

/** The piece `id` whatever its status; 404 "Product not found" when there is none. */
export async function getAdminProduct(db: Database, id: string): Promise<AdminProduct> {
  const row = await selectProduct(db, id);
  if (!row) throw notFound(adminMessages.productNotFound);
  return toAdminProduct(row);
}

/** The category `id` (an inactive one is fine); 404 "Category not found" when there is none. */
async function existingCategory(db: Database, id: string): Promise<AdminCategoryRow> {
  const category = await selectCategory(db, id);
  if (!category) throw notFound(adminMessages.categoryNotFound);
  return category;
}

/** True while the stored seller settings say the shop is registered for GST. */
export async function sellerIsRegistered(db: Database): Promise<boolean> {
  return (await selectSeller(db))?.gstMode === 'registered';
}

/**
 * The GST facts a piece or category may be saved with (ADR 0055), given the HSN code it will take
 * (`hsnCode`: the piece's own, else its category's; '' = none) and its own rate in percent: 400
 * jewelleryRate for 3 % outside HSN chapter 71; 400 `missingHsn` while the shop is registered and
 * the code is not 4 to 8 digits (CGST Rule 46(h): every invoice line needs one).
 */
export async function assertGstFacts(
  db: Database,
  facts: { hsnCode: string; gstRate: number | null },
  missingHsn: string,
): Promise<void> {
  if (facts.gstRate === JEWELLERY_RATE_PERCENT && !facts.hsnCode.startsWith('71')) {
    throw badRequest(declarationMessages.jewelleryRate);
  }
  if (!/^\d{4,8}$/.test(facts.hsnCode) && (await sellerIsRegistered(db))) throw badRequest(missingHsn);
}

/** 404 unknown category; 400 when the piece's HSN code (its own, else its category's) or rate does not fit. */
async function assertPieceFacts(db: Database, input: AdminProductInput): Promise<void> {
  const category = await existingCategory(db, input.categoryId);
  await assertGstFacts(
    db,
    { hsnCode: input.hsnCode || category.hsnCode, gstRate: input.gstRate },
    declarationMessages.hsnRequired,
  );
}

/**
 * Creates an available piece (paise) and resolves with it; 404 unknown category, 400 image not
 * uploaded, 400 no HSN code while registered or 3 % outside chapter 71 (assertGstFacts).
 */
export async function createProduct(deps: CatalogueDeps, input: AdminProductInput): Promise<AdminProduct> {
  await assertPieceFacts(deps.db, input);
  await assertImagesExist(deps.images, input.images);
  const id = await insertProduct(deps.db, input);
  return getAdminProduct(deps.db, id);
}

/**
 * Replaces piece `id`'s fields (images in gallery order, so removing or reordering photos is an
 * edit). 404 for an unknown piece or category, 400 for a missing image or GST facts that do not fit
 * (assertGstFacts), 409 priceLocked when the piece is reserved or sold and pricePaise or mrpPaise
 * would change.
 */
export async function editProduct(deps: CatalogueDeps, id: string, input: AdminProductInput) {
  await assertPieceFacts(deps.db, input);
  await assertImagesExist(deps.images, input.images);
  await withTransaction(deps.pool, async (tx) => {
    // Locked, so a checkout cannot reserve or sell the piece between this check and the write.
    const current = await lockProduct(tx.db, id);
    if (!current) throw notFound(adminMessages.productNotFound);
    const priceChanges = current.pricePaise !== input.pricePaise || current.mrpPaise !== input.mrpPaise;
    if (priceChanges && (current.status === 'reserved' || current.status === 'sold')) {
      throw conflict(adminMessages.priceLocked);
    }
    await updateProduct(tx.db, id, input);
  });
  return getAdminProduct(deps.db, id);
}

/**
 * Copies piece `id` (any status) as a new hidden (archived) piece, sharing its image files, so a
 * copy with the same title and photos never goes on sale before the owner changed it and pressed
 * Publish (flows/publish-piece.ts); resolves with the copy. 404 "Product not found".
 */
export async function duplicateProduct(db: Database, id: string): Promise<AdminProduct> {
  const source = await getAdminProduct(db, id);
  const copyId = await insertProduct(db, {
    title: source.title,
    pricePaise: source.pricePaise,
    mrpPaise: source.mrpPaise,
    description: source.description,
    productDetails: source.productDetails,
    categoryId: source.category._id,
    images: source.images,
    hsnCode: source.hsnCode,
    gstRate: source.gstRate,
    handmade: source.handmade,
    makerName: source.makerName,
    makerAddress: source.makerAddress,
    countryOfOrigin: source.countryOfOrigin,
    genericName: source.genericName,
    netQuantity: source.netQuantity,
    dimensions: source.dimensions,
    translations: source.translations,
    status: 'archived',
  });
  return getAdminProduct(db, copyId);
}
