/**
 * The back office's catalogue SQL: every category and piece whatever its status, and their edits
 * (status moves are in ./stock.ts); prices in paise. Every write drops the cached answers on commit.
 */
import { type AdminProductInput, type AdminProductListQuery, gstRateToBp } from '@shahi/contract/schemas';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { searchWords, titleContains } from './listing-query.ts';
import { dropCatalogueAnswersAfterCommit } from './read-cache.ts';
import { productColumns as storefrontColumns } from './reads.ts';
import { categories, products } from './tables.ts';

export type AdminCategoryRow = typeof categories.$inferSelect;

/** A piece with its category's navigation name and its own Hindi and Punjabi words; prices in paise. */
export type AdminProductRow = Omit<typeof products.$inferSelect, 'titleKey' | 'soldAt'> & {
  categoryName: string;
};

// The back office edits a piece's own words; its category's are edited on the category.
const { categoryTranslations: _categoryWords, ...storefrontPieceColumns } = storefrontColumns;

/** The storefront's product columns (the piece's Hindi and Punjabi words too), and what only the back office shows. */
const productColumns = {
  ...storefrontPieceColumns,
  reservedUntil: products.reservedUntil,
  updatedAt: products.updatedAt,
  hsnCode: products.hsnCode,
  gstRateBp: products.gstRateBp,
  handmade: products.handmade,
  damagedAt: products.damagedAt,
  makerName: products.makerName,
  makerAddress: products.makerAddress,
  countryOfOrigin: products.countryOfOrigin,
  genericName: products.genericName,
  netQuantity: products.netQuantity,
  dimensions: products.dimensions,
};

/** Every category in display order (position, then name). */
export function selectAllCategories(db: Database): Promise<AdminCategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
}

/** Pieces per category and status: one row per pair that has any. */
export function selectProductCounts(db: Database) {
  return db
    .select({ categoryId: products.categoryId, status: products.status, n: count() })
    .from(products)
    .groupBy(products.categoryId, products.status);
}

/** The category `id` (any state), or undefined. */
export async function selectCategory(db: Database, id: string): Promise<AdminCategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** Inserts a category after the last one; resolves with its row. */
export async function insertCategory(
  db: Database,
  values: Pick<
    AdminCategoryRow,
    'name' | 'categoryName' | 'image' | 'active' | 'hsnCode' | 'gstRateBp' | 'translations'
  >,
): Promise<AdminCategoryRow> {
  const [row] = await db
    .insert(categories)
    .values({ ...values, position: sql`(SELECT coalesce(max(position) + 1, 0) FROM categories)` })
    .returning();
  if (!row) throw new Error('category was not stored');
  dropCatalogueAnswersAfterCommit(db);
  return row;
}

/** Changes the given columns of category `id`; resolves with its row, or undefined when unknown. */
export async function updateCategory(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      AdminCategoryRow,
      'name' | 'categoryName' | 'image' | 'active' | 'hsnCode' | 'gstRateBp' | 'translations'
    >
  >,
): Promise<AdminCategoryRow | undefined> {
  const [row] = await db.update(categories).set(changes).where(eq(categories.id, id)).returning();
  dropCatalogueAnswersAfterCommit(db);
  return row;
}

/** The piece `id` (any status, archived included) with its category name, or undefined. */
export async function selectProduct(db: Database, id: string): Promise<AdminProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  return row;
}

/** One page of pieces, newest first, filtered by title words, category and status; with the total. */
export async function selectProductsPage(db: Database, query: AdminProductListQuery) {
  const conditions: SQL[] = [];
  if (query.categoryId) conditions.push(eq(products.categoryId, query.categoryId));
  if (query.status) conditions.push(eq(products.status, query.status));
  for (const word of searchWords(query.search)) {
    conditions.push(titleContains(products.titleKey, word));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The columns of a back-office piece: an HSN code '' is stored as null (the category's), the rate in
 * bp; `translations` absent is left out (an edit keeps the stored ones, a new piece gets none).
 */
function productValues({ hsnCode, gstRate, translations, ...rest }: AdminProductInput) {
  return {
    ...rest,
    hsnCode: hsnCode === '' ? null : hsnCode,
    gstRateBp: gstRateToBp(gstRate),
    ...(translations === undefined ? {} : { translations }),
  };
}

/** Inserts a piece, available unless `status` says `archived` (a hidden copy); resolves with its id. */
export async function insertProduct(
  db: Database,
  { status = 'available', ...product }: AdminProductInput & { status?: 'available' | 'archived' },
): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({ ...productValues(product), status })
    .returning({ id: products.id });
  if (!row) throw new Error('product was not stored');
  dropCatalogueAnswersAfterCommit(db);
  return row.id;
}

/** The piece `id` locked for this transaction (FOR UPDATE), or undefined. */
export async function lockProduct(db: Database, id: string) {
  const [row] = await db
    .select({ status: products.status, pricePaise: products.pricePaise, mrpPaise: products.mrpPaise })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}

/** Replaces the editable fields of piece `id` (status untouched). */
export async function updateProduct(db: Database, id: string, product: AdminProductInput) {
  await db
    .update(products)
    .set({ ...productValues(product), updatedAt: sql`now()` })
    .where(eq(products.id, id));
  dropCatalogueAnswersAfterCommit(db);
}

/** True when a piece's gallery or a category's image names the uploaded photo `photoPath`. */
export async function catalogueUsesPhoto(db: Database, photoPath: string): Promise<boolean> {
  const { rows } = await db.execute<{ used: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM ${products} WHERE ${photoPath} = ANY (${products.images}))
        OR EXISTS (SELECT 1 FROM ${categories} WHERE ${categories.image} = ${photoPath}) AS used`);
  return rows[0]?.used === true;
}
