/**
 * The catalogue's plain reads: product rows, categories, home rows, sitemap entries; prices in paise.
 * The listing query is in ./listing-query.ts, every change of a piece's status in ./stock.ts.
 */
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedFor } from '#server/db/prepared.ts';
import { type CategoryTranslations, categories, type ProductTranslations, products } from './tables.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** A product row with its category's id and navigation name; prices in paise. */
export interface ProductRow {
  id: string;
  title: string;
  pricePaise: number;
  mrpPaise: number | null;
  description: string;
  productDetails: string;
  images: string[];
  /** The database's status; `archived` reads as sold on the storefront (service.ts). */
  status: (typeof products.$inferSelect)['status'];
  createdAt: Date;
  categoryId: string;
  categoryName: string | null;
  /** The listing's declarations as stored ('' = not given; the fallbacks are service.ts's). */
  makerName: string;
  makerAddress: string;
  countryOfOrigin: string;
  genericName: string;
  netQuantity: string;
  dimensions: string;
  /** Declared handmade or hand-embroidered. */
  handmade: boolean;
  /** The owner's Hindi and Punjabi title and description as stored (jsonb, `{}` when none). */
  translations: ProductTranslations;
  /** Its category's Hindi and Punjabi words as stored, or null without a category. */
  categoryTranslations: CategoryTranslations | null;
}

/** A product's own columns as the storefront reads them (no category). */
export const ownProductColumns = {
  id: products.id,
  title: products.title,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  description: products.description,
  productDetails: products.productDetails,
  images: products.images,
  status: products.status,
  createdAt: products.createdAt,
  makerName: products.makerName,
  makerAddress: products.makerAddress,
  countryOfOrigin: products.countryOfOrigin,
  genericName: products.genericName,
  netQuantity: products.netQuantity,
  dimensions: products.dimensions,
  handmade: products.handmade,
  translations: products.translations,
};

/** A product row's columns with its category's id, name and words (a join on categories): the one list. */
export const productColumns = {
  ...ownProductColumns,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categoryTranslations: categories.translations,
};

/** Active categories in display order (position, then name). */
export async function selectActiveCategories(db: Database): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.position), asc(categories.name));
}

/** The active category with this id, or undefined. */
export async function selectActiveCategory(db: Database, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.active, true)));
  return row;
}

/** One product by id whatever its sale status (a sold piece's page still answers); archived is unknown. */
export async function selectProductById(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await productByIdQuery(db).execute({ id });
  return row;
}

const productByIdQuery = preparedFor((db) =>
  db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, sql.placeholder('id')), ne(products.status, 'archived')))
    .prepare('catalog_product_by_id'),
);

/** Up to `rowSize` newest available products of each active category (one LATERAL query). */
export async function selectHomeRows(
  db: Database,
  rowSize: number,
): Promise<Array<{ category: CategoryRow; products: ProductRow[] }>> {
  const result = await homeRowsQuery(db).execute({ rowSize });
  const rows = new Map<string, { category: CategoryRow; products: ProductRow[] }>();
  for (const { category, product } of result) {
    let row = rows.get(category.id);
    if (!row) {
      row = { category, products: [] };
      rows.set(category.id, row);
    }
    row.products.push({
      ...product,
      categoryId: category.id,
      categoryName: category.name,
      categoryTranslations: category.translations,
    });
  }
  return [...rows.values()];
}

const homeRowsQuery = preparedFor((db) => {
  const newest = db
    .select(ownProductColumns)
    .from(products)
    .where(and(eq(products.categoryId, categories.id), eq(products.status, 'available')))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(sql.placeholder('rowSize'))
    .as('newest');
  return db
    .select({
      category: categories,
      product: columnsOf(newest, ownProductKeys),
    })
    .from(categories)
    .innerJoinLateral(newest, sql`true`)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.position), asc(categories.name), desc(newest.createdAt), desc(newest.id))
    .prepare('catalog_home_rows');
});

/** The columns `keys` as a subquery `from` over products names them. */
function columnsOf<From, Key extends keyof From>(from: From, keys: Key[]): Pick<From, Key> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<From, Key>;
}

/** The keys of `ownProductColumns`. */
const ownProductKeys = Object.keys(ownProductColumns) as Array<keyof typeof ownProductColumns>;

/**
 * A subquery `piece` of every product with its category (`productColumns`), for the bag's reads. The
 * category's words are named `category_translations` there: the piece's own are `translations`.
 */
export function piecesWithCategory(db: Database) {
  return db
    .select({
      ...productColumns,
      categoryTranslations: sql<CategoryTranslations | null>`${categories.translations}`.as(
        'category_translations',
      ),
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .as('piece');
}

/** The product columns (`productColumns`) of a `piecesWithCategory` subquery, for a select. */
export function pieceColumns(piece: ReturnType<typeof piecesWithCategory>) {
  return columnsOf(piece, Object.keys(productColumns) as Array<keyof typeof productColumns>);
}

/**
 * SQL selecting the id of piece `productId` when a bag may take it (neither sold nor archived). FOR
 * SHARE waits for a sale in progress and reads the status again, so a piece being sold never lands
 * in a bag after the sale emptied the bags of it.
 */
export function pieceForBag(productId: string): SQL {
  return sql`SELECT ${products.id} FROM ${products}
    WHERE ${products.id} = ${productId} AND ${products.status} NOT IN ('sold', 'archived') FOR SHARE`;
}

/** Titles, statuses and prices (paise) of the pieces `ids` that exist (any status). */
export async function selectProductStatuses(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      title: products.title,
      status: products.status,
      pricePaise: products.pricePaise,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/**
 * Ids and last-change times of up to `limit` pieces for sale or reserved in active categories,
 * most recently changed first — the sitemap's products (sold pieces are never listed).
 */
export async function selectListedProductDates(
  db: Database,
  limit: number,
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.active, true)))
    .where(inArray(products.status, ['available', 'reserved']))
    .orderBy(desc(products.updatedAt), asc(products.id))
    .limit(limit);
}

/** A subquery of the ids of every available piece, for other modules' `IN (…)` (the wishlist's job). */
export function availablePieceIds(db: Database) {
  return db.select({ id: products.id }).from(products).where(eq(products.status, 'available'));
}

/** Whether the catalogue holds any piece at all, whatever its status. */
export async function catalogueHasPieces(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).limit(1);
  return row !== undefined;
}
