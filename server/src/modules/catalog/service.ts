/** The storefront's catalogue reads (docs/product.md#listings-and-search): paise rows → rupee products. */

import {
  type Category,
  type CategoryWithProducts,
  compactTranslations,
  HOME_ROW_SIZE,
  messages,
  type Product,
  type ProductListPage,
  type ProductListQuery,
  paiseToRupees,
} from '@shahi/contract';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import { pageOf } from '#server/http/paging.ts';
import { searchWords, selectAvailableProductsPage } from './listing-query.ts';
import {
  type CategoryRow,
  type ProductRow,
  selectActiveCategories,
  selectActiveCategory,
  selectHomeRows,
  selectListedProductDates,
  selectProductById,
} from './reads.ts';
import { correctedSearch } from './search-typos.ts';

/**
 * Row (paise) → API product (rupees); image paths stay relative to IMAGE_BASE_URL. The declarations
 * fall back as ADR 0034 says: generic name to the category's name, MRP to the price. The owner's
 * Hindi and Punjabi words (the piece's, its category's name) come as `translations` only when she
 * added some (ADR 0065).
 */
export function toProduct(row: ProductRow): Product {
  const [image1 = '', image2] = row.images;
  const price = paiseToRupees(row.pricePaise);
  const mrp = row.mrpPaise === null ? null : paiseToRupees(row.mrpPaise);
  return {
    _id: row.id,
    title: row.title,
    price,
    mrp,
    description: row.description,
    productDetails: row.productDetails,
    image1,
    ...(image2 ? { image2 } : {}),
    images: row.images,
    // An archived piece can never be bought again: a shopper's bag shows it as sold.
    status: row.status === 'archived' ? 'sold' : row.status,
    category:
      row.categoryName === null
        ? null
        : {
            _id: row.categoryId,
            name: row.categoryName,
            ...withTranslations(compactTranslations(row.categoryTranslations, ['name'])),
          },
    createdAt: row.createdAt.toISOString(),
    declarations: {
      makerName: row.makerName,
      makerAddress: row.makerAddress,
      countryOfOrigin: row.countryOfOrigin,
      genericName: row.genericName || row.categoryName || row.title,
      netQuantity: row.netQuantity,
      dimensions: row.dimensions,
      mrp: mrp ?? price,
      handmade: row.handmade,
    },
    ...withTranslations(compactTranslations(row.translations, PRODUCT_TRANSLATED_FIELDS)),
  };
}

const PRODUCT_TRANSLATED_FIELDS = ['title', 'description'] as const;
const CATEGORY_TRANSLATED_FIELDS = ['name', 'categoryName'] as const;

/** `{ translations }` when there are any, else nothing: the answer carries the key only when it says something. */
function withTranslations<T>(translations: T | undefined): { translations?: T } {
  return translations === undefined ? {} : { translations };
}

/** Row → storefront category; `translations` only when the owner added some (ADR 0065). */
function toCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.name,
    categoryName: row.categoryName,
    ...(row.image ? { image: row.image } : {}),
    ...withTranslations(compactTranslations(row.translations, CATEGORY_TRANSLATED_FIELDS)),
  };
}

/** Active categories in navigation order. */
export async function listActiveCategories(db: Database): Promise<Category[]> {
  return (await selectActiveCategories(db)).map(toCategory);
}

/** Home rows: active categories that have available pieces, each with its newest 5. */
export async function listHomeRows(db: Database): Promise<CategoryWithProducts[]> {
  const rows = await selectHomeRows(db, HOME_ROW_SIZE);
  return rows.map(({ category, products }) => ({
    ...toCategory(category),
    products: products.map(toProduct),
  }));
}

/** One product of any status but archived. Raises 404 "Product Not Found" when there is none. */
export async function getProduct(db: Database, id: string): Promise<Product> {
  const row = await selectProductById(db, id);
  if (!row) throw notFound(messages.productNotFound);
  return toProduct(row);
}

/** One product of any status but archived, or undefined (for callers to whom a miss is no error). */
export async function findProduct(db: Database, id: string): Promise<Product | undefined> {
  const row = await selectProductById(db, id);
  return row && toProduct(row);
}

/**
 * What a sitemap lists: the active categories, and up to `productLimit` pieces for sale or
 * reserved (never sold ones) with their last-change time, most recently changed first.
 */
export async function listSitemapEntries(db: Database, productLimit: number) {
  const [categoryRows, products] = await Promise.all([
    selectActiveCategories(db),
    selectListedProductDates(db, productLimit),
  ]);
  return { categories: categoryRows.map(toCategory), products };
}

/** A listing's read-cache key: each field that changes the answer, the search as its honoured words. */
export function listingKey(query: ProductListQuery): string {
  return JSON.stringify([
    'product-list',
    query.page,
    query.perPage,
    searchWords(query.search),
    query.sortBy,
    query.sortOrder,
    query.filter.categoryId?.toLowerCase() ?? null,
    query.filter.onSale === true,
  ]);
}

/**
 * The rows (paise) and total of a listing page, all in PostgreSQL (ADR 0053): its search words as
 * typed; when they list nothing, the same listing again with their typos corrected (./search-typos.ts).
 */
export async function readListingPage(
  db: Database,
  query: ProductListQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  const page = await selectAvailableProductsPage(db, query);
  if (page.total > 0 || !query.search) return page;
  const corrected = await correctedSearch(db, query.search);
  return corrected === undefined ? page : selectAvailableProductsPage(db, { ...query, search: corrected });
}

/**
 * A page of available products in rupees (`POST /api/product-list`); a page past the end is empty.
 * 404 "Category not found" when the category filter is unknown or hidden.
 */
export async function listProducts(db: Database, query: ProductListQuery): Promise<ProductListPage> {
  const categoryId = query.filter.categoryId;
  if (categoryId && !(await selectActiveCategory(db, categoryId))) throw notFound(messages.categoryNotFound);
  const { rows, total } = await readListingPage(db, query);
  return pageOf(rows.map(toProduct), total, query);
}
