/**
 * The /sold archive and the similar pieces of a sold or reserved piece's page (ADR 0037): sold
 * pieces newest sale first, a category's count of them, and the available pieces nearest in price
 * in the same category. Prices in paise here, rupees in what the service functions return.
 */
import {
  messages,
  type Product,
  SIMILAR_PIECES,
  type SoldListPage,
  type SoldListQuery,
} from '@shahi/contract';
import { and, asc, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import { pageOf } from '#server/http/paging.ts';
import { productColumns, selectActiveCategory, selectProductById } from './reads.ts';
import { toProduct } from './service.ts';
import { categories, products } from './tables.ts';

/** Sold pieces in active categories (of `categoryId`, when given); `sold_at` is set on every one. */
function soldConditions(categoryId: string | undefined) {
  return and(
    eq(products.status, 'sold'),
    isNotNull(products.soldAt),
    categoryId ? eq(products.categoryId, categoryId) : undefined,
  );
}

/** One page of sold pieces, newest sale first (ties by id), with their total; read through the partial indexes. */
async function selectSoldPage(db: Database, query: SoldListQuery) {
  const where = soldConditions(query.filter.categoryId);
  const activeCategory = and(eq(categories.id, products.categoryId), eq(categories.active, true));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...productColumns, soldAt: products.soldAt })
      .from(products)
      .innerJoin(categories, activeCategory)
      .where(where)
      .orderBy(desc(products.soldAt), desc(products.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(products).innerJoin(categories, activeCategory).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * A page of sold pieces in rupees with `soldAt` (ISO), newest sale first (`POST /api/sold-list`);
 * `totalCount` is the "n pieces found homes" of a category. Archived pieces never appear. 404
 * "Category not found" when the category filter is unknown or hidden.
 */
export async function listSoldProducts(db: Database, query: SoldListQuery): Promise<SoldListPage> {
  const categoryId = query.filter.categoryId;
  if (categoryId && !(await selectActiveCategory(db, categoryId))) throw notFound(messages.categoryNotFound);
  const { rows, total } = await selectSoldPage(db, query);
  const data = rows.map(({ soldAt, ...row }) => ({
    ...toProduct(row),
    // Never null: the query keeps only rows with sold_at.
    soldAt: (soldAt ?? row.createdAt).toISOString(),
  }));
  return pageOf(data, total, query);
}

/**
 * Up to SIMILAR_PIECES (4) available pieces like piece `id` (`GET /api/product/:id/similar`): same
 * active category, nearest price first (|price − this price| in paise), then newest; never the
 * piece itself. 404 "Product Not Found" for an unknown or archived piece.
 */
export async function listSimilarProducts(db: Database, id: string): Promise<Product[]> {
  const piece = await selectProductById(db, id);
  if (!piece) throw notFound(messages.productNotFound);
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.active, true)))
    .where(
      and(
        eq(products.status, 'available'),
        eq(products.categoryId, piece.categoryId),
        ne(products.id, piece.id),
      ),
    )
    .orderBy(
      asc(sql`abs(${products.pricePaise} - ${piece.pricePaise})`),
      desc(products.createdAt),
      asc(products.id),
    )
    .limit(SIMILAR_PIECES);
  return rows.map(toProduct);
}
