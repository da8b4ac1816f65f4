/**
 * Per-shopper caps (ADR 0021): at most MAX_RESERVED_PIECES_PER_SHOPPER pieces reserved by a
 * shopper's online orders awaiting payment, at most MAX_OPEN_ORDERS_PER_SHOPPER unshipped orders,
 * at most CART_MAX_LINES pieces in a bag. A refusal is a 409 in the envelope that changes nothing,
 * also when one shopper sends many requests at the same moment (real HTTP against a listening
 * server on the real database).
 */
import {
  CART_MAX_LINES,
  messages,
  openOrdersLimitMessage,
  reservedPiecesLimitMessage,
} from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEnv } from '#server/config/env.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { postAllAtOnce } from './helpers/race.ts';
import { call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
/** Pieces not yet used by a test, each one of a kind. */
let unused: string[];

beforeAll(async () => {
  // Without Razorpay keys online payment runs against the built-in sandbox; a wide pool so the
  // racing transactions really overlap in PostgreSQL.
  t = await createTestApp({}, undefined, 20);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { rows } = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM products WHERE status = 'available' ORDER BY id`,
  );
  unused = rows.map((row) => row.id);
});
afterAll(() => t.close());

/** `n` available pieces no other test uses. */
function pieces(n: number): string[] {
  if (unused.length < n) throw new Error('the demo catalogue ran out of available pieces');
  return unused.splice(0, n);
}

const shopper = () => createVerifiedShopper(t.app, t.env.DATA_DIR);

const order = (token: string, ids: string[], paymentMethod: 'cod' | 'online') =>
  call(t.app, 'POST', '/order/create', token, checkoutBody(ids, { paymentMethod }));

/** The shopper's orders by status, their reserved pieces, and how many of `ids` are not available. */
async function stateOf(userId: string, ids: string[] = []) {
  const { rows } = await t.db.execute<{ orders: number; open: number; reserved: number; taken: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM orders WHERE user_id = ${userId}) AS orders,
      (SELECT count(*)::int FROM orders WHERE user_id = ${userId} AND order_status = 'pending') AS open,
      (SELECT count(*)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.user_id = ${userId} AND o.payment_method = 'online' AND o.payment_status = 'pending'
          AND o.order_status = 'pending') AS reserved,
      (SELECT count(*)::int FROM products
        WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[]) AND status <> 'available') AS taken`);
  const row = rows[0];
  if (!row) throw new Error('no state');
  return row;
}

describe('settings', () => {
  it('default to 3 reserved pieces and 5 open orders, and refuse anything but a whole number ≥ 1', () => {
    expect(resolveEnv({})).toMatchObject({
      MAX_RESERVED_PIECES_PER_SHOPPER: 3,
      MAX_OPEN_ORDERS_PER_SHOPPER: 5,
    });
    expect(
      resolveEnv({ MAX_RESERVED_PIECES_PER_SHOPPER: '6', MAX_OPEN_ORDERS_PER_SHOPPER: '12' }),
    ).toMatchObject({ MAX_RESERVED_PIECES_PER_SHOPPER: 6, MAX_OPEN_ORDERS_PER_SHOPPER: 12 });
    for (const bad of ['0', '-1', '2.5', 'three', '']) {
      expect(() => resolveEnv({ MAX_RESERVED_PIECES_PER_SHOPPER: bad })).toThrow(
        /MAX_RESERVED_PIECES_PER_SHOPPER/,
      );
      expect(() => resolveEnv({ MAX_OPEN_ORDERS_PER_SHOPPER: bad })).toThrow(/MAX_OPEN_ORDERS_PER_SHOPPER/);
    }
  });
});

// First: filling bags takes many pieces, which the orders below then sell.
describe('the bag', () => {
  /** Fills `userId`'s bag with `n` not-sold pieces other than `keep`, directly (these adds are not what is tested). */
  async function fillBag(userId: string, n: number, keep: string[]) {
    const { rows } = await t.db.execute<{ n: number }>(sql`
      WITH added AS (
        INSERT INTO cart_lines (user_id, product_id)
        SELECT ${userId}::uuid, id FROM products
        WHERE status <> 'sold' AND id <> ALL(${`{${keep.join(',')}}`}::uuid[])
        ORDER BY id LIMIT ${n}
        RETURNING 1)
      SELECT count(*)::int AS n FROM added`);
    expect(rows[0]?.n).toBe(n);
  }

  async function bagSize(userId: string): Promise<number> {
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM cart_lines WHERE user_id = ${userId}`,
    );
    return rows[0]?.n ?? 0;
  }

  const add = (token: string, productId: string) =>
    call(t.app, 'POST', '/cart/add-product', token, { productId });

  it(`takes the ${CART_MAX_LINES}th piece and refuses the next with a clear 409 that adds nothing`, async () => {
    const { token, userId } = await shopper();
    const [last, extra] = pieces(2) as [string, string];
    await fillBag(userId, CART_MAX_LINES - 1, [last, extra]);
    expect((await add(token, last)).statusCode).toBe(200);
    expect(await bagSize(userId)).toBe(CART_MAX_LINES);

    const refused = await add(token, extra);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: messages.cartFull, code: 'CART_FULL' });
    expect(messages.cartFull).toContain(String(CART_MAX_LINES));
    expect(await bagSize(userId)).toBe(CART_MAX_LINES);
    // A piece already in the full bag is still "already in cart", not "bag full".
    expect((await add(token, last)).json().message).toBe(messages.productAlreadyInCart);

    const lineId = (await call(t.app, 'GET', '/get-cart-products', token)).json().data[0]._id;
    expect((await call(t.app, 'DELETE', `/cart/${lineId}`, token)).statusCode).toBe(200);
    expect((await add(token, extra)).statusCode).toBe(200);
    expect(await bagSize(userId)).toBe(CART_MAX_LINES);
  });

  it('holds when one shopper adds 20 pieces at once to a bag of 45: 5 added, 15 × bag full', async () => {
    const { token, userId } = await shopper();
    const ids = pieces(20);
    await fillBag(userId, CART_MAX_LINES - 5, ids);
    const results = await postAllAtOnce(
      baseUrl,
      '/cart/add-product',
      token,
      ids.map((productId) => ({ productId })),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const result of results.filter((r) => r.status === 409)) {
      expect(result.body.message).toBe(messages.cartFull);
    }
    expect(await bagSize(userId)).toBe(CART_MAX_LINES);
  });
});

describe('pieces reserved for online payment', () => {
  it('refuses the order that would hold a 4th piece, reserving nothing and recording no order', async () => {
    const { token, userId } = await shopper();
    const [a, b, c, d, e] = pieces(5) as [string, string, string, string, string];
    expect((await order(token, [a, b], 'online')).statusCode).toBe(201);

    const refused = await order(token, [c, d], 'online');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: reservedPiecesLimitMessage(3, 2),
      code: 'RESERVED_PIECES_LIMIT',
    });
    expect(refused.json().message).toContain('Cash on Delivery');
    expect(await stateOf(userId, [c, d])).toEqual({ orders: 1, open: 1, reserved: 2, taken: 0 });

    // The third piece fits; then even one more does not, while cash on delivery still goes through.
    expect((await order(token, [c], 'online')).statusCode).toBe(201);
    expect((await order(token, [d], 'online')).statusCode).toBe(409);
    expect((await order(token, [d], 'cod')).statusCode).toBe(201);
    expect(await stateOf(userId, [e])).toEqual({ orders: 3, open: 3, reserved: 3, taken: 0 });
  });

  it('refuses one online order of more pieces than the cap, and says to order fewer or pay on delivery', async () => {
    const { token, userId } = await shopper();
    const ids = pieces(4);
    const refused = await order(token, ids, 'online');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(reservedPiecesLimitMessage(3, 0));
    expect(await stateOf(userId, ids)).toEqual({ orders: 0, open: 0, reserved: 0, taken: 0 });
  });

  it('counts only orders still awaiting payment: a failed payment frees its pieces for the cap', async () => {
    const { token, userId } = await shopper();
    const [a, b, c, d] = pieces(4) as [string, string, string, string];
    expect((await order(token, [a, b, c], 'online')).statusCode).toBe(201);
    expect((await order(token, [d], 'online')).statusCode).toBe(409);
    await t.db.execute(
      sql`UPDATE orders SET payment_status = 'failed', order_status = 'cancelled' WHERE user_id = ${userId}`,
    );
    expect((await order(token, [d], 'online')).statusCode).toBe(201);
  });

  it('holds when one shopper starts 10 online checkouts at once: 3 pieces reserved, 7 refusals that change nothing', async () => {
    const { token, userId } = await shopper();
    const ids = pieces(10);
    const results = await postAllAtOnce(
      baseUrl,
      '/order/create',
      token,
      ids.map((id) => checkoutBody([id], { paymentMethod: 'online' })),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const result of results.filter((r) => r.status === 409)) {
      expect(result.body.message).toMatch(/^You already have [1-3] pieces? reserved for online payment/);
    }
    expect(await stateOf(userId, ids)).toEqual({ orders: 3, open: 3, reserved: 3, taken: 3 });
  });
});

describe('open orders', () => {
  it('refuses a 6th unshipped order, cash or online, until one ships', async () => {
    const { token, userId } = await shopper();
    const ids = pieces(8);
    for (const id of ids.slice(0, 5)) expect((await order(token, [id], 'cod')).statusCode).toBe(201);

    const [sixth, seventh, eighth] = ids.slice(5) as [string, string, string];
    const refused = await order(token, [sixth], 'cod');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: openOrdersLimitMessage(5),
      code: 'OPEN_ORDERS_LIMIT',
    });
    expect(refused.json().message).toContain('once one of them has shipped');
    const online = await order(token, [sixth], 'online');
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe(openOrdersLimitMessage(5));
    expect(await stateOf(userId, [sixth])).toEqual({ orders: 5, open: 5, reserved: 0, taken: 0 });
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.user_id = ${userId}`,
    );
    expect(rows[0]?.n).toBe(5);

    // Shipped, delivered and cancelled orders are not open.
    await t.db.execute(sql`
      UPDATE orders SET order_status = 'shipped'
      WHERE id = (SELECT id FROM orders WHERE user_id = ${userId} ORDER BY created_at LIMIT 1)`);
    expect((await order(token, [sixth], 'cod')).statusCode).toBe(201);
    expect((await order(token, [seventh], 'cod')).statusCode).toBe(409);
    await t.db.execute(sql`
      UPDATE orders SET order_status = 'cancelled'
      WHERE id = (SELECT id FROM orders WHERE user_id = ${userId} AND order_status = 'pending' ORDER BY created_at LIMIT 1)`);
    expect((await order(token, [seventh], 'online')).statusCode).toBe(201);
    expect((await order(token, [eighth], 'cod')).statusCode).toBe(409);
  });

  it('holds when one shopper places 10 orders at once: 5 orders, 5 refusals that sell nothing', async () => {
    const { token, userId } = await shopper();
    const ids = pieces(10);
    const results = await postAllAtOnce(
      baseUrl,
      '/order/create',
      token,
      ids.map((id) => checkoutBody([id])),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    for (const result of results.filter((r) => r.status === 409)) {
      expect(result.body.message).toBe(openOrdersLimitMessage(5));
    }
    expect(await stateOf(userId, ids)).toEqual({ orders: 5, open: 5, reserved: 0, taken: 5 });
  });
});
