/**
 * The page and total of a listing as a plain ORDER BY … LIMIT over `title ILIKE` reads them: the
 * oracle the search paths (selectSearchPage in server/src/modules/catalog/listing-query.ts, and the
 * typo corrections of search-typos.ts beside it) are checked against. Deliberately independent of
 * the code it checks.
 * `%` and `_` in a word are wildcards here, unlike in the shop.
 */
import type { ProductListPage } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from './test-app.ts';

/** A listing's body as the tests write it; perPage defaults to 8. */
export interface OracleListing {
  search: string;
  sortBy: 'title' | 'price' | 'createdAt' | 'discount';
  sortOrder: 'asc' | 'desc';
  page: number;
  perPage?: number;
  filter?: { categoryId?: string; onSale?: boolean };
}

/** The ids of `listing`'s page, in order, and its total, read from `db`. */
export async function expectedListing(db: Database, listing: OracleListing) {
  const { search, sortBy, sortOrder, page, perPage = 8, filter = {} } = listing;
  const direction = sql.raw(sortOrder === 'desc' ? 'DESC' : 'ASC');
  const key = {
    title: sql`p.title_key`,
    price: sql`p.price_paise`,
    createdAt: sql`p.created_at`,
    discount: sql`CASE WHEN p.mrp_paise > p.price_paise THEN (p.mrp_paise - p.price_paise)::numeric / p.mrp_paise ELSE 0 END`,
  }[sortBy];
  const tieBreak = sortBy === 'discount' ? sql`p.title_key ASC, p.id ASC` : sql`p.id ${direction}`;
  const where = sql.join(
    [
      sql`p.status = 'available'`,
      ...search.split(/\s+/).map((word) => sql`p.title ILIKE ${`%${word}%`}`),
      ...(filter.categoryId ? [sql`p.category_id = ${filter.categoryId}`] : []),
      ...(filter.onSale ? [sql`p.mrp_paise > p.price_paise`] : []),
    ],
    sql` AND `,
  );
  const from = sql`FROM products p JOIN categories c ON c.id = p.category_id AND c.active WHERE ${where}`;
  const rows = await db.execute<{ id: string }>(
    sql`SELECT p.id ${from} ORDER BY ${key} ${direction}, ${tieBreak} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  );
  const [counted] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${from}`)).rows;
  return { ids: rows.rows.map((row) => row.id), total: counted?.n ?? 0 };
}

/** Every order a listing can be asked in, as [sortBy, sortOrder]. */
export const LISTING_ORDERS = [
  ['title', 'asc'],
  ['title', 'desc'],
  ['price', 'asc'],
  ['price', 'desc'],
  ['createdAt', 'desc'],
  ['createdAt', 'asc'],
  ['discount', 'desc'],
  ['discount', 'asc'],
] as const;

/**
 * Adds `fillers` pieces ("Aardvark Filler Cushion No. n", all before the matches in A–Z) and
 * `matches` pieces matching "quokka" to the first two active categories, whose ids it returns.
 * The matches' prices repeat (ties end on id), every third is on sale, their categories alternate
 * and the newest are the first ones, so each order sees them in a different sequence.
 */
export async function insertSearchProbes(
  db: Database,
  { fillers, matches }: { fillers: number; matches: number },
) {
  const rows = await db.execute<{ id: string }>(
    sql`SELECT id FROM categories WHERE active ORDER BY position, name LIMIT 2`,
  );
  const categoryIds = rows.rows.map((row) => row.id);
  const [first, second] = categoryIds;
  await db.execute(sql`
    INSERT INTO products (title, price_paise, mrp_paise, images, category_id, created_at)
    SELECT 'Aardvark Filler Cushion No. ' || g, 90000 + g * 37 % 5000, NULL, ARRAY['filler.webp'],
           ${first}::uuid, timestamptz '2026-09-01' + g * interval '1 minute'
    FROM generate_series(1, ${fillers}::int) AS g`);
  await db.execute(sql`
    INSERT INTO products (title, price_paise, mrp_paise, images, category_id, created_at)
    SELECT 'Zz Quokka Stole No. ' || g, 100000 + (g * 7919) % 300 * 100,
           CASE WHEN g % 3 = 0 THEN 100000 + (g * 7919) % 300 * 100 + (g % 7 + 1) * 2500 END,
           ARRAY['probe.webp'], CASE WHEN g % 2 = 0 THEN ${first}::uuid ELSE ${second}::uuid END,
           timestamptz '2026-10-01' - g * interval '1 minute'
    FROM generate_series(1, ${matches}::int) AS g`);
  return categoryIds;
}

/**
 * A test app whose catalogue holds insertSearchProbes' pieces, and `listed`, which asks
 * `POST /api/product-list` for a listing and expects 200 with its page.
 */
export async function searchProbeShop(counts: Parameters<typeof insertSearchProbes>[1]) {
  const t = await createTestApp();
  const categoryIds = await insertSearchProbes(t.db, counts);
  async function listed(body: OracleListing): Promise<ProductListPage> {
    const response = await t.app.inject({ method: 'POST', url: '/api/product-list', payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  return { t, categoryIds, listed };
}
