/**
 * A single-use discount code under a real race (ADR 0039): 30 shoppers each order their own piece
 * with the same code at the same moment, as concurrent HTTP requests against a listening server on
 * the real database. Exactly one order may carry the discount; the others get 400 and nothing
 * changes for them (their pieces stay on sale, no order is stored).
 */
import { discountMessages } from '@shahi/contract/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { discountCodes, discountRedemptions, orders, products } from '#server/tables/index.ts';
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

/** A code with `values`, and SHOPPERS fresh accounts' tokens each with an available piece of its own. */
async function codeAndRacers(values: Omit<typeof discountCodes.$inferInsert, 'kind' | 'value'>) {
  const [code] = await t.db
    .insert(discountCodes)
    .values({ kind: 'percent', value: 50, ...values })
    .returning();
  if (!code) throw new Error('no code');
  const tokens = await shoppersWithTokens(t.db, t.env.DATA_DIR, SHOPPERS);
  const pieces = await availablePieces(t.db, SHOPPERS);
  expect(pieces).toHaveLength(SHOPPERS);
  return { code, tokens, pieces };
}

/** Racer `i`'s own delivery: a phone and street line no other racer has. */
function doorOf(i: number) {
  const { addressDetails } = checkoutBody([]);
  return { ...addressDetails, phone: `96000${String(i).padStart(5, '0')}`, address: `House ${i}, Sector 8` };
}

it(`${SHOPPERS} shoppers use a single-use code at once: one discounted order, ${SHOPPERS - 1} × 400`, async () => {
  const { code, tokens, pieces } = await codeAndRacers({ code: 'ONLY-ONE', maxUses: 1 });

  const results = await orderEachAtOnce(
    baseUrl,
    tokens.map((token, i) => ({
      token,
      // Each to their own door, so only the code's single use stands between them.
      body: checkoutBody([pieces[i]?.id], { discountCode: 'only-one', addressDetails: doorOf(i) }),
    })),
  );

  const won = results.filter((result) => result.status === 201);
  const lost = results.filter((result) => result.status === 400);
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(SHOPPERS - 1);
  for (const result of lost) expect(result.body.message).toBe(discountMessages.invalidCode);

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

it(`${SHOPPERS} accounts to one door use a once-per-customer code at once: one discounted order`, async () => {
  const { code, tokens, pieces } = await codeAndRacers({ code: 'ONE-EACH', perCustomerLimit: 1 });

  // Fresh accounts, one delivery phone and address (written differently: case and spaces).
  const results = await orderEachAtOnce(
    baseUrl,
    tokens.map((token, i) => {
      const door = checkoutBody([]).addressDetails;
      const address = i % 2 ? door.address.toUpperCase().replaceAll(' ', '   ') : door.address;
      return {
        token,
        body: checkoutBody([pieces[i]?.id], {
          discountCode: 'ONE-EACH',
          addressDetails: { ...door, address },
        }),
      };
    }),
  );

  expect(results.filter((result) => result.status === 201)).toHaveLength(1);
  const lost = results.filter((result) => result.status === 400);
  expect(lost).toHaveLength(SHOPPERS - 1);
  for (const result of lost) expect(result.body.message).toBe(discountMessages.invalidCode);
  expect(await t.db.$count(discountRedemptions, eq(discountRedemptions.codeId, code.id))).toBe(1);
});
