/**
 * The hot reads run as named prepared statements: PostgreSQL took longer to plan them than to run
 * them. Each still answers what the plain query did, also on a transaction's connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '#server/db/transaction.ts';
import { selectOrdersOfSession } from '#server/modules/orders/repository.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Names of the statements prepared on every connection of the app's pool (4 at most). */
async function preparedNames(): Promise<Set<string>> {
  const clients = await Promise.all(Array.from({ length: 4 }, () => t.pool.connect()));
  try {
    const names = new Set<string>();
    for (const client of clients) {
      const { rows } = await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
      for (const row of rows) names.add(row.name);
    }
    return names;
  } finally {
    for (const client of clients) client.release();
  }
}

describe('prepared hot reads', () => {
  it('serve the product page, home rows, bag and My Orders, and answer as before', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [inBag, first, second, third] = await availablePieces(t.db, 4);
    if (!inBag || !first || !second || !third) throw new Error('demo catalogue too small');
    expect(
      (await call(t.app, 'POST', '/cart/add-product', shopper.token, { productId: inBag.id })).statusCode,
    ).toBe(200);
    const placed = [];
    for (const pieces of [[first.id, second.id], [third.id]]) {
      const response = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody(pieces));
      expect(response.statusCode).toBe(201);
      placed.push({ id: response.json().order._id as string, pieces });
    }

    // Several times each: PostgreSQL moves to the generic plan after five runs.
    for (let round = 0; round < 7; round += 1) {
      const product = await t.app.inject({ method: 'GET', url: `/api/product/${inBag.id}` });
      expect(product.json().data).toMatchObject({ _id: inBag.id, title: inBag.title, status: 'available' });
      const home = await t.app.inject({ method: 'GET', url: '/api/product-list-by-category' });
      const rows = home.json().data as Array<{ products: unknown[] }>;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.products.length).toBeLessThanOrEqual(5);
      const bag = (await call(t.app, 'GET', '/get-cart-products', shopper.token)).json().data;
      expect(bag.map((line: { productId: { _id: string } }) => line.productId._id)).toEqual([inBag.id]);
      const mine = (await call(t.app, 'GET', '/my-orders', shopper.token)).json().data;
      // Newest first, each order with exactly its own lines in their order.
      expect(mine.map((order: { _id: string }) => order._id)).toEqual([placed[1]?.id, placed[0]?.id]);
      expect(
        mine.map((order: { products: Array<{ productId: string }> }) =>
          order.products.map((p) => p.productId),
        ),
      ).toEqual([placed[1]?.pieces, placed[0]?.pieces]);
    }

    const names = await preparedNames();
    for (const name of [
      'catalog_product_by_id',
      'catalog_home_rows',
      'auth_current_session_user',
      'cart_lines_of_user',
      'cart_lines_of_session',
      'orders_of_session',
    ])
      expect(names, name).toContain(name);
  });

  it('run on a transaction connection as well as on the pool', async () => {
    const { rows } = await t.pool.query<{ id: string; version: number }>(
      `SELECT u.id, u.session_version AS version FROM orders o JOIN users u ON u.id = o.user_id
       ORDER BY o.created_at LIMIT 1`,
    );
    const [row] = rows;
    if (!row) throw new Error('no order');
    const session = { userId: row.id, sessionVersion: row.version };
    const outside = await selectOrdersOfSession(t.db, session);
    expect(outside?.length).toBe(2);
    const inside = await withTransaction(t.pool, (tx) => selectOrdersOfSession(tx.db, session));
    expect(inside).toEqual(outside);
    // A session version other than the user's is no session: nothing is read.
    expect(
      await selectOrdersOfSession(t.db, { ...session, sessionVersion: row.version + 1 }),
    ).toBeUndefined();
  });
});
