/**
 * Per-shopper caps (ADR 0021): at most MAX_RESERVED_PIECES_PER_SHOPPER pieces reserved by a
 * shopper's online orders awaiting payment, at most MAX_OPEN_ORDERS_PER_SHOPPER unshipped orders,
 * at most MAX_HELD_PIECES_PER_SHOPPER pieces worth MAX_HELD_RUPEES_PER_SHOPPER in unshipped orders
 * of any payment method (unless the owner lifted them), at most CART_MAX_LINES pieces in a bag. A
 * refusal is a 409 in the envelope that changes nothing, also when one shopper sends many requests
 * at the same moment (real HTTP against a listening server on the real database).
 */
import {
  CART_MAX_LINES,
  heldLimitMessage,
  messages,
  openOrdersLimitMessage,
  reservedPiecesLimitMessage,
} from '@shahi/contract';
import { type AdminShoppersNearCaps, adminShopperMessages } from '@shahi/contract/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEnv } from '#server/config/env.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { postAllAtOnce } from './helpers/race.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
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
  it('default to 3 reserved pieces, 5 open orders, 10 pieces and ₹1,00,000 held, and refuse anything but a whole number ≥ 1', () => {
    expect(resolveEnv({})).toMatchObject({
      MAX_RESERVED_PIECES_PER_SHOPPER: 3,
      MAX_OPEN_ORDERS_PER_SHOPPER: 5,
      MAX_HELD_PIECES_PER_SHOPPER: 10,
      MAX_HELD_RUPEES_PER_SHOPPER: 100_000,
    });
    expect(
      resolveEnv({ MAX_HELD_PIECES_PER_SHOPPER: '25', MAX_HELD_RUPEES_PER_SHOPPER: '250000' }),
    ).toMatchObject({ MAX_HELD_PIECES_PER_SHOPPER: 25, MAX_HELD_RUPEES_PER_SHOPPER: 250_000 });
    for (const bad of ['0', '-1', '2.5', 'ten', '']) {
      expect(() => resolveEnv({ MAX_HELD_PIECES_PER_SHOPPER: bad })).toThrow(/MAX_HELD_PIECES_PER_SHOPPER/);
      expect(() => resolveEnv({ MAX_HELD_RUPEES_PER_SHOPPER: bad })).toThrow(/MAX_HELD_RUPEES_PER_SHOPPER/);
    }
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
    expect(refused.json()).toMatchObject({ success: false, message: messages.cartFull, code: 'CART_FULL' });
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
    const { userId, ids, results, statuses } = await tenOrdersAtOnce('online');
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
    const { userId, ids, results, statuses } = await tenOrdersAtOnce('cod');
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    for (const result of results.filter((r) => r.status === 409)) {
      expect(result.body.message).toBe(openOrdersLimitMessage(5));
    }
    expect(await stateOf(userId, ids)).toEqual({ orders: 5, open: 5, reserved: 0, taken: 5 });
  });
});

/** A new shopper sends 10 orders of one piece each at once: its id, the pieces, the answers and their statuses. */
async function tenOrdersAtOnce(paymentMethod: 'cod' | 'online') {
  const { token, userId } = await shopper();
  const ids = pieces(10);
  const results = await postAllAtOnce(
    baseUrl,
    '/order/create',
    token,
    ids.map((id) => checkoutBody([id], { paymentMethod })),
  );
  return { userId, ids, results, statuses: results.map((result) => result.status) };
}

/** Prices in paise of `rupees`. */
const paise = (rupees: number) => rupees * 100;

/** New available pieces priced `rupees` each (copies of a demo piece), so these tests need no demo stock. */
async function newPieces(...rupees: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const price of rupees) {
    const { rows } = await t.db.execute<{ id: string }>(sql`
      INSERT INTO products (title, price_paise, images, category_id)
      SELECT 'Cap test piece ' || gen_random_uuid(), ${paise(price)}, images, category_id
      FROM products ORDER BY id LIMIT 1
      RETURNING id`);
    ids.push(rows[0]?.id ?? '');
  }
  return ids;
}

/** Pieces and value (paise, list price) in `userId`'s unshipped orders, their count, and how many of `ids` are available. */
async function heldOf(userId: string, ids: string[] = []) {
  const { rows } = await t.db.execute<{
    orders: number;
    pieces: number;
    value: number;
    available: number;
  }>(sql`
    SELECT
      (SELECT count(*)::int FROM orders WHERE user_id = ${userId}) AS orders,
      (SELECT count(*)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.user_id = ${userId} AND o.order_status = 'pending') AS pieces,
      (SELECT coalesce(sum(coalesce(l.list_price_paise, l.price_paise)), 0)::int FROM order_lines l
        JOIN orders o ON o.id = l.order_id WHERE o.user_id = ${userId} AND o.order_status = 'pending') AS value,
      (SELECT count(*)::int FROM products
        WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[]) AND status = 'available') AS available`);
  const row = rows[0];
  if (!row) throw new Error('no state');
  return row;
}

/** `userId`'s caps lifted (true) or applying (false), straight in the database. */
async function setLifted(userId: string, lifted: boolean) {
  await t.db.execute(
    sql`UPDATE users SET caps_lifted_at = ${lifted ? sql`now()` : null} WHERE id = ${userId}`,
  );
}

describe('pieces and value held in unshipped orders', () => {
  it('stop one account packing the cheapest demo pieces into confirmed COD orders at 10 pieces', async () => {
    // The attack as it was reported, on a fresh demo catalogue: the cheapest available pieces
    // packed greedily into cash-on-delivery orders of at most 20 pieces and ₹50,000, each
    // confirmed; a refused order is tried again one piece smaller, until even one piece is refused.
    const fresh = await createTestApp();
    try {
      const { token, userId } = await createVerifiedShopper(fresh.app, fresh.env.DATA_DIR);
      const items = await availablePieces(fresh.db, 1_000);
      const before = items.length;
      expect(before).toBeGreaterThan(50);
      const taken: typeof items = [];
      let lastRefusal: { code?: string; message?: string } = {};
      for (;;) {
        const batch: typeof items = [];
        let total = 0;
        for (const piece of items) {
          if (batch.length < 20 && total + piece.pricePaise <= paise(50_000)) {
            batch.push(piece);
            total += piece.pricePaise;
          }
        }
        let placed = false;
        while (batch.length > 0 && !placed) {
          const body = checkoutBody(batch.map((piece) => piece.id));
          const answer = await call(fresh.app, 'POST', '/order/create', token, body);
          if (answer.statusCode === 201) {
            const confirmed = await call(
              fresh.app,
              'POST',
              `/order/${answer.json().order._id}/confirm`,
              token,
              {},
            );
            expect(confirmed.statusCode).toBe(200);
            taken.push(...batch);
            for (const piece of batch) items.splice(items.indexOf(piece), 1);
            placed = true;
          } else {
            expect(answer.statusCode).toBe(409);
            lastRefusal = answer.json();
            batch.pop();
          }
        }
        if (!placed) break;
      }
      const heldPaise = taken.reduce((sum, piece) => sum + piece.pricePaise, 0);
      expect(taken).toHaveLength(10);
      expect(heldPaise).toBeLessThanOrEqual(paise(100_000));
      expect(lastRefusal.code).toBe('HELD_LIMIT');
      expect(await availablePieces(fresh.db, 1_000)).toHaveLength(before - 10);
      const { rows } = await fresh.db.execute<{ pieces: number }>(sql`
        SELECT count(*)::int AS pieces FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.user_id = ${userId} AND o.order_status = 'pending' AND o.cod_confirmed_at IS NOT NULL`);
      expect(rows[0]?.pieces).toBe(10);
    } finally {
      await fresh.close();
    }
  });

  it('refuses the order that would go past ₹1,00,000 with a clear 409 that changes nothing', async () => {
    const { token, userId } = await shopper();
    const [first, second, third, small] = await newPieces(40_000, 40_000, 30_000, 15_000);
    expect((await order(token, [first as string], 'cod')).statusCode).toBe(201);
    expect((await order(token, [second as string], 'cod')).statusCode).toBe(201);

    const body = checkoutBody([third], { saveAddress: true });
    const refused = await call(t.app, 'POST', '/order/create', token, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: heldLimitMessage(
        { pieces: 10, rupees: 100_000 },
        { pieces: 2, rupees: 80_000 },
        { pieces: 1, rupees: 30_000 },
      ),
      code: 'HELD_LIMIT',
    });
    expect(refused.json().message).toContain('₹80,000.00');
    expect(refused.json().message).toContain('₹1,00,000.00');
    // Nothing changed: the piece is on sale again, no order, no history, no address saved.
    expect(await heldOf(userId, [third as string])).toEqual({
      orders: 2,
      pieces: 2,
      value: paise(80_000),
      available: 1,
    });
    const { rows } = await t.db.execute<{ events: number; addresses: number }>(sql`
      SELECT (SELECT count(*)::int FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.user_id = ${userId}) AS events,
             (SELECT count(*)::int FROM addresses WHERE user_id = ${userId}) AS addresses`);
    expect(rows[0]).toEqual({ events: 2, addresses: 0 });

    // What still fits goes through: ₹80,000 + ₹15,000.
    expect((await order(token, [small as string], 'cod')).statusCode).toBe(201);
    expect(await heldOf(userId, [third as string])).toMatchObject({
      pieces: 3,
      value: paise(95_000),
      available: 1,
    });
  });

  it('refuses an 11th piece however the pieces are spread, and a single order of 11 pieces', async () => {
    const { token, userId } = await shopper();
    const eleven = await newPieces(...Array.from({ length: 11 }, () => 500));
    const alone = await order(token, eleven, 'cod');
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(
      heldLimitMessage(
        { pieces: 10, rupees: 100_000 },
        { pieces: 0, rupees: 0 },
        { pieces: 11, rupees: 5_500 },
      ),
    );
    expect(await heldOf(userId, eleven)).toEqual({ orders: 0, pieces: 0, value: 0, available: 11 });

    expect((await order(token, eleven.slice(0, 6), 'cod')).statusCode).toBe(201);
    expect((await order(token, eleven.slice(6, 10), 'cod')).statusCode).toBe(201);
    const refused = await order(token, eleven.slice(10), 'cod');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('HELD_LIMIT');
    expect(refused.json().message).toMatch(
      /^Your orders not yet shipped already hold 10 pieces worth ₹5,000\.00/,
    );
    expect(await heldOf(userId, eleven.slice(10))).toEqual({
      orders: 2,
      pieces: 10,
      value: paise(5_000),
      available: 1,
    });

    // A shipped order no longer holds anything.
    await t.db.execute(sql`
      UPDATE orders SET order_status = 'shipped'
      WHERE id = (SELECT id FROM orders WHERE user_id = ${userId} ORDER BY created_at LIMIT 1)`);
    expect((await order(token, eleven.slice(10), 'cod')).statusCode).toBe(201);
  });

  it('counts online orders, awaiting payment or paid, and the online order itself', async () => {
    const { token, userId } = await shopper();
    const ids = await newPieces(...Array.from({ length: 12 }, () => 1_000));
    expect((await order(token, ids.slice(0, 3), 'online')).statusCode).toBe(201);
    // Paid online and not shipped: still held (and no longer reserved).
    await t.db.execute(sql`UPDATE orders SET payment_status = 'paid' WHERE user_id = ${userId}`);
    expect((await order(token, ids.slice(3, 9), 'cod')).statusCode).toBe(201);
    expect((await order(token, ids.slice(9, 10), 'online')).statusCode).toBe(201);
    // 3 paid + 6 COD + 1 awaiting payment = 10: neither way takes an 11th.
    for (const method of ['online', 'cod'] as const) {
      const refused = await order(token, ids.slice(10, 11), method);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('HELD_LIMIT');
    }
    expect(await heldOf(userId, ids.slice(10))).toEqual({
      orders: 3,
      pieces: 10,
      value: paise(10_000),
      available: 2,
    });
  });

  it('holds when one shopper places 4 orders of 3 pieces at once: 9 pieces held, 1 refusal that sells nothing', async () => {
    const { token, userId } = await shopper();
    const ids = await newPieces(...Array.from({ length: 12 }, () => 700));
    const results = await postAllAtOnce(
      baseUrl,
      '/order/create',
      token,
      [0, 3, 6, 9].map((at) => checkoutBody(ids.slice(at, at + 3))),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    expect(results.find((result) => result.status === 409)?.body.message).toMatch(
      /^Your orders not yet shipped already hold 9 pieces worth ₹6,300\.00/,
    );
    expect(await heldOf(userId, ids)).toEqual({ orders: 3, pieces: 9, value: paise(6_300), available: 3 });
  });

  it('do not refuse a customer whose caps are lifted, and apply again once restored', async () => {
    const { token, userId } = await shopper();
    const ids = await newPieces(...Array.from({ length: 8 }, () => 30_000));
    await setLifted(userId, true);
    // 8 pieces worth ₹2,40,000 in 6 orders: past the pieces-value caps and the open-orders cap.
    expect((await order(token, ids.slice(0, 2), 'cod')).statusCode).toBe(400); // the COD ceiling still applies
    for (const id of ids.slice(0, 6)) expect((await order(token, [id], 'cod')).statusCode).toBe(201);
    expect(await heldOf(userId)).toMatchObject({ orders: 6, pieces: 6, value: paise(180_000) });
    // The reserved-pieces cap is not lifted.
    const reserving = await order(
      token,
      [ids[6] as string, ids[7] as string, ...(await newPieces(500, 500))],
      'online',
    );
    expect(reserving.statusCode).toBe(409);
    expect(reserving.json().code).toBe('RESERVED_PIECES_LIMIT');

    await setLifted(userId, false);
    const refused = await order(token, [ids[6] as string], 'cod');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OPEN_ORDERS_LIMIT');
    await t.db.execute(sql`
      UPDATE orders SET order_status = 'delivered'
      WHERE id IN (SELECT id FROM orders WHERE user_id = ${userId} ORDER BY created_at LIMIT 3)`);
    const overValue = await order(token, [ids[6] as string], 'cod');
    expect(overValue.statusCode).toBe(409);
    expect(overValue.json().code).toBe('HELD_LIMIT');
    expect(await heldOf(userId, [ids[6] as string])).toMatchObject({ orders: 6, pieces: 3, available: 1 });
  });
});

describe('the back office', () => {
  let admin: { token: string; userId: string };
  beforeAll(async () => {
    admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  });

  const nearCaps = async () => {
    const answer = await adminCall(t.app, 'GET', '/admin/shoppers/near-caps', { token: admin.token });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as AdminShoppersNearCaps;
  };

  it('lists the shoppers nearest their caps with what they hold, and lifts and restores one', async () => {
    const near = await shopper();
    const ids = await newPieces(20_000, 25_000, 45_000, 1_000, 1_000, 5_000);
    expect((await order(near.token, ids.slice(0, 2), 'cod')).statusCode).toBe(201);
    expect((await order(near.token, ids.slice(2, 3), 'cod')).statusCode).toBe(201);
    const far = await shopper();
    expect((await order(far.token, ids.slice(3, 5), 'online')).statusCode).toBe(201);

    const list = await nearCaps();
    expect(list.caps).toEqual({ pieces: 10, rupees: 100_000 });
    expect(list.shoppers.length).toBeLessThanOrEqual(20);
    const nearRow = list.shoppers.find((row) => row.userId === near.userId);
    expect(nearRow).toEqual({
      userId: near.userId,
      name: expect.any(String),
      email: expect.stringContaining('@'),
      unshippedOrders: 2,
      heldPieces: 3,
      heldRupees: 90_000,
      capsLiftedAt: null,
    });
    const farRow = list.shoppers.find((row) => row.userId === far.userId);
    expect(farRow).toMatchObject({
      unshippedOrders: 1,
      heldPieces: 2,
      heldRupees: 2_000,
      capsLiftedAt: null,
    });
    // Sorted by the larger of pieces/cap and value/cap: 0.9 comes before 0.2.
    const nearness = list.shoppers.map((row) =>
      Math.max(row.heldPieces / list.caps.pieces, row.heldRupees / list.caps.rupees),
    );
    expect(nearness).toEqual([...nearness].sort((a, b) => b - a));
    const position = (userId: string) => list.shoppers.findIndex((row) => row.userId === userId);
    expect(position(near.userId)).toBeLessThan(position(far.userId));

    const lift = await adminCall(t.app, 'PUT', `/admin/shoppers/${near.userId}/caps-lift`, {
      token: admin.token,
      payload: { lifted: true },
    });
    expect(lift.statusCode).toBe(200);
    expect(lift.json()).toMatchObject({
      success: true,
      message: adminShopperMessages.capsLifted,
      data: { userId: near.userId, capsLiftedAt: expect.any(String) },
    });
    expect((await nearCaps()).shoppers.find((row) => row.userId === near.userId)?.capsLiftedAt).toBe(
      lift.json().data.capsLiftedAt,
    );
    // Lifted: ₹90,000 + ₹5,000 + ₹20,000 more is taken.
    const [extra] = await newPieces(20_000);
    expect((await order(near.token, [ids[5] as string, extra as string], 'cod')).statusCode).toBe(201);

    const restore = await adminCall(t.app, 'PUT', `/admin/shoppers/${near.userId}/caps-lift`, {
      token: admin.token,
      payload: { lifted: false },
    });
    expect(restore.json()).toMatchObject({
      message: adminShopperMessages.capsRestored,
      data: { userId: near.userId, capsLiftedAt: null },
    });
    const [more] = await newPieces(500);
    const refused = await order(near.token, [more as string], 'cod');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('HELD_LIMIT');
    expect((await nearCaps()).shoppers.find((row) => row.userId === near.userId)).toMatchObject({
      unshippedOrders: 3,
      heldPieces: 5,
      heldRupees: 115_000,
      capsLiftedAt: null,
    });
  });

  it('answers 404 for an unknown customer, 400 for a malformed id or a bad body, changing nothing', async () => {
    const unknown = await adminCall(t.app, 'PUT', `/admin/shoppers/${crypto.randomUUID()}/caps-lift`, {
      token: admin.token,
      payload: { lifted: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(adminShopperMessages.shopperNotFound);
    const malformed = await adminCall(t.app, 'PUT', '/admin/shoppers/nobody/caps-lift', {
      token: admin.token,
      payload: { lifted: true },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(adminShopperMessages.shopperNotFound);
    const { userId } = await shopper();
    for (const payload of [{ lifted: 'yes' }, {}, []]) {
      const bad = await adminCall(t.app, 'PUT', `/admin/shoppers/${userId}/caps-lift`, {
        token: admin.token,
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
    const { rows } = await t.db.execute<{ lifted: Date | null }>(
      sql`SELECT caps_lifted_at AS lifted FROM users WHERE id = ${userId}`,
    );
    expect(rows[0]?.lifted).toBeNull();
  });

  it('refuses a shopper (403) and an anonymous caller (401), lifting nothing', async () => {
    const caller = await shopper();
    for (const token of [caller.token, undefined]) {
      const list = await adminCall(t.app, 'GET', '/admin/shoppers/near-caps', { token });
      expect(list.statusCode).toBe(token ? 403 : 401);
      const lift = await adminCall(t.app, 'PUT', `/admin/shoppers/${caller.userId}/caps-lift`, {
        token,
        payload: { lifted: true },
      });
      expect(lift.statusCode).toBe(token ? 403 : 401);
    }
    const { rows } = await t.db.execute<{ lifted: Date | null }>(
      sql`SELECT caps_lifted_at AS lifted FROM users WHERE id = ${caller.userId}`,
    );
    expect(rows[0]?.lifted).toBeNull();
  });
});
