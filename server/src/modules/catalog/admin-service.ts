/**
 * The back office's catalogue rules for pieces and the category list (ADR 0013): any status is
 * shown, prices are in paise, and the price of a reserved or sold piece is locked. Marking a piece
 * sold or archiving it also empties bags: server/src/flows/take-piece-off-sale.ts.
 */

import {
  type AdminCategory,
  type AdminPage,
  type AdminProduct,
  type AdminProductInput,
  type AdminProductListQuery,
  adminMessages,
  adminProductStatuses,
  gstRateFromBp,
} from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { pageOf } from '#server/http/paging.ts';
import { assertImagesExist } from '#server/modules/photos/public.ts';
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

/** What the catalogue rules need: the database, its pool (transactions), IMAGE_DIR. */
export interface CatalogueDeps {
  db: Database;
  pool: pg.Pool;
  imageDir: string;
}

type Counts = AdminCategory['productCounts'];

/** Row → back office category with its counts per status. */
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

/** Row → back office piece (paise, ISO times). */
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

/** 404 "Category not found" unless category `id` exists (an inactive one is fine). */
async function assertCategoryExists(db: Database, id: string) {
  if (!(await selectCategory(db, id))) throw notFound(adminMessages.categoryNotFound);
}

/** Creates an available piece (paise) and resolves with it; 404 unknown category, 400 image not uploaded. */
export async function createProduct(deps: CatalogueDeps, input: AdminProductInput): Promise<AdminProduct> {
  await assertCategoryExists(deps.db, input.categoryId);
  await assertImagesExist(deps.imageDir, input.images);
  const id = await insertProduct(deps.db, input);
  return getAdminProduct(deps.db, id);
}

/**
 * Replaces piece `id`'s fields (images in gallery order, so removing or reordering photos is an
 * edit). 404 for an unknown piece or category, 400 for a missing image, 409 priceLocked when the
 * piece is reserved or sold and pricePaise or mrpPaise would change.
 */
export async function editProduct(deps: CatalogueDeps, id: string, input: AdminProductInput) {
  await assertCategoryExists(deps.db, input.categoryId);
  await assertImagesExist(deps.imageDir, input.images);
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
 * Copies piece `id` (any status) as a new available piece, sharing its image files; resolves with
 * the copy. 404 "Product not found".
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
    makerName: source.makerName,
    makerAddress: source.makerAddress,
    countryOfOrigin: source.countryOfOrigin,
    genericName: source.genericName,
    netQuantity: source.netQuantity,
    dimensions: source.dimensions,
  });
  return getAdminProduct(db, copyId);
}
