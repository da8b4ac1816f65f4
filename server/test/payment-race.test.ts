/**
 * The one-piece promise for online payment (ADR 0008): 20 shoppers start an online
 * checkout of the same piece at the same moment, as real concurrent HTTP requests against a
 * listening server on the real database. Exactly one reservation — and one Razorpay order — wins.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '#server/tables/index.ts';
import { orderAllAtOnce, shoppersWithTokens } from './helpers/race.ts';
import { type RazorpayStandIn, startRazorpayStandIn } from './helpers/razorpay-stand-in.ts';
import { availablePieces, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

const SHOPPERS = 20;
const keys = { keyId: 'rzp_test_x', keySecret: 'race-key-secret', webhookSecret: 'race-webhook-secret' };
let standIn: RazorpayStandIn;
let t: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  // A pool as wide as a production one, so the transactions really overlap in PostgreSQL.
  t = await createTestApp(
    {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: standIn.url,
    },
    undefined,
    20,
  );
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

it(`${SHOPPERS} shoppers start online checkout of the same piece at once: one reservation, ${SHOPPERS - 1} × 409`, async () => {
  const tokens = await shoppersWithTokens(t.db, t.env.DATA_DIR, SHOPPERS);
  const [piece] = await availablePieces(t.db, 1);
  if (!piece) throw new Error('no piece');
  const body = checkoutBody([piece.id], { paymentMethod: 'online' });

  const results = await orderAllAtOnce(baseUrl, tokens, body);

  const statuses = results.map((result) => result.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - 1);
  for (const result of results.filter((r) => r.status === 409)) {
    expect(result.body.message).toContain(piece.title);
  }
  const [row] = await t.db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, piece.id));
  expect(row?.status).toBe('reserved');
  const { rows } = await t.db.execute<{ n: string }>(
    sql`SELECT count(*) AS n FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = ${piece.id}`,
  );
  expect(Number(rows[0]?.n)).toBe(1);
  // Only the winner reached Razorpay, for the database price in paise.
  const created = standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders');
  expect(created).toHaveLength(1);
  expect(created[0]?.body).toMatchObject({ amount: piece.pricePaise, currency: 'INR' });
});
