/**
 * The shopping bag (docs/product.md#the-bag): one line per piece per shopper, sold pieces refused,
 * other shoppers' lines never read or removed.
 */
import { type CartLine, messages } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteCartLinesForProducts } from '#server/modules/cart/repository.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let alice: { token: string; userId: string };
let bob: { token: string; userId: string };
/** Available demo pieces, a fresh one per use (each piece is one of a kind). */
let pieces: string[];

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([
    createVerifiedShopper(t.app, t.env.DATA_DIR),
    createVerifiedShopper(t.app, t.env.DATA_DIR),
  ]);
  const { rows } = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM products WHERE status = 'available' ORDER BY id LIMIT 20`,
  );
  pieces = rows.map((row) => row.id);
});
afterAll(() => t.close());

function piece(): string {
  const id = pieces.shift();
  if (!id) throw new Error('the demo catalogue ran out of available pieces');
  return id;
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

const add = (token: string, productId: unknown) => call('POST', '/cart/add-product', token, { productId });
const bag = async (token: string) =>
  (await call('GET', '/get-cart-products', token)).json().data as CartLine[];

async function lineCount(userId?: string): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM cart_lines ${userId ? sql`WHERE user_id = ${userId}` : sql``}`,
  );
  return rows[0]?.n ?? 0;
}

const setStatus = (productId: string, status: 'available' | 'reserved' | 'sold') =>
  t.db.execute(sql`UPDATE products SET status = ${status} WHERE id = ${productId}`);

describe('without a session', () => {
  it('answers 401 on every bag call and changes nothing', async () => {
    const id = piece();
    const before = await lineCount();
    const responses = await Promise.all([
      call('GET', '/get-cart-products'),
      call('POST', '/cart/add-product', undefined, { productId: id }),
      call('POST', '/cart/add-product', undefined, { productId: 'not-a-uuid' }),
      call('DELETE', `/cart/${crypto.randomUUID()}`),
      call('GET', `/product-added-to-cart/${id}`),
      call('GET', '/get-cart-products', 'not.a.token'),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
    expect(await lineCount()).toBe(before);
  });
});

describe('GET /api/get-cart-products and POST /api/cart/add-product', () => {
  it('starts empty, then answers the whole bag newest first with full products in rupees', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const empty = await call('GET', '/get-cart-products', shopper.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: true, data: [] });

    const [first, second] = [piece(), piece()];
    const added = await add(shopper.token, first);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ success: true, message: messages.addedToCart });
    expect(added.json().data).toHaveLength(1);

    const response = await add(shopper.token, second);
    const lines: CartLine[] = response.json().data;
    expect(lines.map((line) => line.productId._id)).toEqual([second, first]);
    const [line] = lines;
    expect(line).toEqual({
      _id: expect.any(String),
      addedAt: expect.any(String),
      productId: expect.objectContaining({ _id: second, title: expect.any(String), status: 'available' }),
    });
    const { rows } = await t.db.execute<{ price_paise: number; images: string[] }>(
      sql`SELECT price_paise, images FROM products WHERE id = ${second}`,
    );
    expect(line?.productId.price).toBe(Number(rows[0]?.price_paise) / 100);
    expect(line?.productId.image1).toBe(rows[0]?.images[0]);
    expect(await bag(shopper.token)).toEqual(lines);
  });

  it('refuses a piece already in the bag with "Product is already in cart"', async () => {
    const id = piece();
    expect((await add(alice.token, id)).statusCode).toBe(200);
    const again = await add(alice.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: messages.productAlreadyInCart });
    expect((await bag(alice.token)).filter((line) => line.productId._id === id)).toHaveLength(1);
  });

  it('keeps exactly one line when the same piece is added many times at once', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const id = piece();
    const responses = await Promise.all(Array.from({ length: 12 }, () => add(shopper.token, id)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    expect(await lineCount(shopper.userId)).toBe(1);
  });

  it('lets two shoppers keep the same piece in their own bags', async () => {
    const id = piece();
    expect((await add(alice.token, id)).statusCode).toBe(200);
    expect((await add(bob.token, id)).statusCode).toBe(200);
  });

  it('refuses a sold piece with 409 and adds nothing', async () => {
    const id = piece();
    await setStatus(id, 'sold');
    const before = await lineCount(alice.userId);
    const response = await add(alice.token, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: messages.productSold });
    expect(await lineCount(alice.userId)).toBe(before);
  });

  it('waits for a sale in progress and then refuses the piece, so no bag keeps a sold piece', async () => {
    const id = piece();
    const sale = await t.pool.connect();
    try {
      // What the checkout flow does in one transaction: sell the piece, empty the bags of it.
      await sale.query('BEGIN');
      await sale.query("UPDATE products SET status = 'sold' WHERE id = $1", [id]);
      await sale.query('DELETE FROM cart_lines WHERE product_id = $1', [id]);
      const adding = add(alice.token, id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sale.query('COMMIT');
      const response = await adding;
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(messages.productSold);
    } finally {
      sale.release();
    }
    expect(await lineCount(alice.userId)).toBe((await bag(alice.token)).length);
    expect((await bag(alice.token)).some((line) => line.productId._id === id)).toBe(false);
  });

  it('accepts a reserved piece (its reservation may end) and shows its status', async () => {
    const id = piece();
    await setStatus(id, 'reserved');
    const response = await add(alice.token, id);
    expect(response.statusCode).toBe(200);
    const line = (response.json().data as CartLine[]).find((entry) => entry.productId._id === id);
    expect(line?.productId.status).toBe('reserved');
  });

  it('shows a piece sold after it was added as sold', async () => {
    const id = piece();
    await add(alice.token, id);
    await setStatus(id, 'sold');
    const line = (await bag(alice.token)).find((entry) => entry.productId._id === id);
    expect(line?.productId.status).toBe('sold');
  });

  it('answers 404 "Product Not Found" for an unknown piece', async () => {
    const response = await add(alice.token, crypto.randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: messages.productNotFound });
  });

  it('refuses malformed, mistyped, oversized and injected product ids with a 4xx and adds nothing', async () => {
    const before = await lineCount();
    const bodies: unknown[] = [
      {},
      { productId: '' },
      { productId: 'not-a-uuid' },
      { productId: 42 },
      { productId: [piece()] },
      { productId: { $ne: null } },
      { productId: null },
      { productId: "' OR 1=1; DELETE FROM cart_lines; --" },
      { productId: `${crypto.randomUUID()}'; DROP TABLE cart_lines; --` },
      { productId: 'x'.repeat(10_000) },
      [],
    ];
    for (const body of bodies) {
      const response = await call('POST', '/cart/add-product', alice.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await add(alice.token, 'not-a-uuid')).json().message).toBe(messages.invalidProductId);
    // A bare string is sent as text/plain, which the JSON-only API refuses.
    expect((await call('POST', '/cart/add-product', alice.token, 'productId')).statusCode).toBe(415);
    const huge = await call('POST', '/cart/add-product', alice.token, { productId: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(await lineCount()).toBe(before);
  });

  it("never shows one shopper another's lines", async () => {
    const id = piece();
    await add(bob.token, id);
    expect((await bag(alice.token)).some((line) => line.productId._id === id)).toBe(false);
    expect((await bag(bob.token)).some((line) => line.productId._id === id)).toBe(true);
  });
});

describe('DELETE /api/cart/:id', () => {
  it('removes the line and answers the rest of the bag', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [kept, removed] = [piece(), piece()];
    await add(shopper.token, kept);
    const lines: CartLine[] = (await add(shopper.token, removed)).json().data;
    const lineId = lines.find((line) => line.productId._id === removed)?._id;
    const response = await call('DELETE', `/cart/${lineId}`, shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: messages.removedFromCart });
    expect((response.json().data as CartLine[]).map((line) => line.productId._id)).toEqual([kept]);

    const again = await call('DELETE', `/cart/${lineId}`, shopper.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: messages.cartLineNotFound });
  });

  it("answers 404 for another shopper's line and leaves it in their bag", async () => {
    const id = piece();
    const lines: CartLine[] = (await add(bob.token, id)).json().data;
    const bobsLine = lines.find((line) => line.productId._id === id);
    const response = await call('DELETE', `/cart/${bobsLine?._id}`, alice.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: messages.cartLineNotFound });
    expect((await bag(bob.token)).find((line) => line._id === bobsLine?._id)).toEqual(bobsLine);
  });

  it('answers 404 for unknown, malformed and injected ids and removes nothing', async () => {
    const before = await lineCount();
    for (const id of [
      crypto.randomUUID(),
      'not-a-uuid',
      '1',
      encodeURIComponent("' OR '1'='1"),
      encodeURIComponent('1; DELETE FROM cart_lines'),
      'x'.repeat(90),
    ]) {
      const response = await call('DELETE', `/cart/${id}`, alice.token);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: messages.cartLineNotFound });
    }
    // Past the router's parameter limit the answer is 414, still in the envelope.
    const long = await call('DELETE', `/cart/${'x'.repeat(300)}`, alice.token);
    expect(long.statusCode).toBe(414);
    expect(long.json().success).toBe(false);
    expect(await lineCount()).toBe(before);
  });
});

describe('GET /api/product-added-to-cart/:productId', () => {
  it("answers whether the piece is in the caller's own bag", async () => {
    const id = piece();
    const check = async (token: string, productId: string) =>
      (await call('GET', `/product-added-to-cart/${productId}`, token)).json();
    expect(await check(alice.token, id)).toEqual({ success: true, data: false });
    await add(alice.token, id);
    expect(await check(alice.token, id)).toEqual({ success: true, data: true });
    expect(await check(bob.token, id)).toEqual({ success: true, data: false });
    expect(await check(alice.token, crypto.randomUUID())).toEqual({ success: true, data: false });
  });

  it('refuses a malformed product id with 400', async () => {
    const response = await call('GET', '/product-added-to-cart/not-a-uuid', alice.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: messages.invalidProductId });
  });
});

describe('deleteCartLinesForProducts (for the checkout flow)', () => {
  it('removes the pieces from every bag and counts the lines removed', async () => {
    const [sold, other] = [piece(), piece()];
    await Promise.all([add(alice.token, sold), add(bob.token, sold), add(alice.token, other)]);
    expect(await deleteCartLinesForProducts(t.db, [sold, crypto.randomUUID()])).toBe(2);
    expect((await bag(alice.token)).map((line) => line.productId._id)).toContain(other);
    expect((await bag(alice.token)).map((line) => line.productId._id)).not.toContain(sold);
    expect((await bag(bob.token)).map((line) => line.productId._id)).not.toContain(sold);
    expect(await deleteCartLinesForProducts(t.db, [])).toBe(0);
  });
});
