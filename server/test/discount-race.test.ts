/**
 * A single-use discount code under a real race (ADR 0039): 30 shoppers each order their own piece
 * with the same code at the same moment, as concurrent HTTP requests against a listening server on
 * the real database. Exactly one order may carry the discount; the others get 409 and nothing
 * changes for them (their pieces stay on sale, no order is stored).
 */
import { discountMessages } from '@shahi/contract/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { discountCodes, discountRedemptions, orders, products } from '#server/db/schema/index.ts';
import { orderEachAtOnce, shoppersWithTokens } from './helpers/race.ts';
import { availablePieces, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

const SHOPPERS = 30;
let t: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  // A pool as wide as a production one, so the transactions really overlap in PostgreSQL.
  t = await createTestApp({}, undefined, 20);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.db.execute(sql`
    INSERT INTO products (title, price_paise, images, category_id)
    SELECT p.title || ' ' || g, p.price_paise, p.images, p.category_id
    FROM products p, generate_series(1, 3) g WHERE p.status = 'available'`);
});
afterAll(async () => {
  await t.close();
});

it(`${SHOPPERS} shoppers use a single-use code at once: one discounted order, ${SHOPPERS - 1} × 409`, async () => {
  const [code] = await t.db
    .insert(discountCodes)
    .values({ code: 'ONLY-ONE', kind: 'percent', value: 50, maxUses: 1 })
    .returning();
  if (!code) throw new Error('no code');
  const tokens = await shoppersWithTokens(t.db, t.env.DATA_DIR, SHOPPERS);
  const pieces = await availablePieces(t.db, SHOPPERS);
  expect(pieces).toHaveLength(SHOPPERS);

  const results = await orderEachAtOnce(
    baseUrl,
    tokens.map((token, i) => ({
      token,
      body: checkoutBody([pieces[i]?.id], { discountCode: 'only-one' }),
    })),
  );

  const won = results.filter((result) => result.status === 201);
  const lost = results.filter((result) => result.status === 409);
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(SHOPPERS - 1);
  for (const result of lost) expect(result.body.message).toBe(discountMessages.usedUp);

  const discounted = await t.db.select().from(orders).where(eq(orders.discountCode, 'ONLY-ONE'));
  expect(discounted).toHaveLength(1);
  expect(await t.db.$count(orders)).toBe(1);
  expect(await t.db.$count(discountRedemptions, eq(discountRedemptions.codeId, code.id))).toBe(1);
  const [after] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
  expect(after?.usesCount).toBe(1);
  const sold = await t.db.$count(
    products,
    sql`${inArray(
      products.id,
      pieces.map((piece) => piece.id),
    )} AND ${products.status} = 'sold'`,
  );
  expect(sold).toBe(1);
});
