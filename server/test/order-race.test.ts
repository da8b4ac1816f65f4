/**
 * The one-piece promise under a real race (docs/product.md#pieces-and-their-statuses): 50 shoppers
 * submit `POST /api/order/create` for the same piece at the same moment, as real concurrent HTTP
 * requests against a listening server on the real database. Exactly one order may win. CI runs this
 * file on the embedded PostgreSQL and on the machine's PostgreSQL 15.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderLines, products } from '#server/tables/index.ts';
import { orderAllAtOnce, shoppersWithTokens } from './helpers/race.ts';
import { availablePieces, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

const SHOPPERS = 50;
let t: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  // A pool as wide as a production one, so the transactions really overlap in PostgreSQL.
  t = await createTestApp({}, undefined, 20);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

it(`${SHOPPERS} shoppers order the same piece at once: one order, ${SHOPPERS - 1} × 409, sold once`, async () => {
  const tokens = await shoppersWithTokens(t.db, t.env.DATA_DIR, SHOPPERS);
  const [piece] = await availablePieces(t.db, 1);
  if (!piece) throw new Error('no piece');
  const body = checkoutBody([piece.id]);

  const results = await orderAllAtOnce(baseUrl, tokens, body);

  const statuses = results.map((result) => result.status).sort();
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - 1);
  for (const result of results.filter((r) => r.status === 409)) {
    expect(result.body.message).toContain(piece.title);
  }
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.productId, piece.id));
  expect(lines).toHaveLength(1);
  const [row] = await t.db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, piece.id));
  expect(row?.status).toBe('sold');
  const { rows } = await t.db.execute<{ n: string }>(
    sql`SELECT count(*) AS n FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = ${piece.id}`,
  );
  expect(Number(rows[0]?.n)).toBe(1);
});
