/**
 * The shopping bag (docs/product.md#the-bag): one line per piece per shopper, sold pieces refused,
 * other shoppers' lines never read or removed.
 */
import { type CartLine, messages } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deleteCartLinesForProducts } from '#server/modules/cart/repository.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { useTwoShoppers } from './helpers/two-shoppers.ts';

const s = useTwoShoppers();

const add = (token: string, productId: unknown) => s.call('POST', '/cart/add-product', token, { productId });
const bag = async (token: string) =>
  (await s.call('GET', '/get-cart-products', token)).json().data as CartLine[];

async function lineCount(userId?: string): Promise<number> {
  const { rows } = await s.t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM cart_lines ${userId ? sql`WHERE user_id = ${userId}` : sql``}`,
  );
  return rows[0]?.n ?? 0;
}

const setStatus = (productId: string, status: 'available' | 'reserved' | 'sold') =>
  s.t.db.execute(sql`UPDATE products SET status = ${status} WHERE id = ${productId}`);

describe('without a session', () => {
  it('answers 401 on every bag call and changes nothing', async () => {
    const id = s.piece();
    const before = await lineCount();
    const responses = await Promise.all([
      s.call('GET', '/get-cart-products'),
      s.call('POST', '/cart/add-product', undefined, { productId: id }),
      s.call('POST', '/cart/add-product', undefined, { productId: 'not-a-uuid' }),
      s.call('DELETE', `/cart/${crypto.randomUUID()}`),
      s.call('GET', `/product-added-to-cart/${id}`),
      s.call('GET', '/get-cart-products', 'not.a.token'),
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
    const shopper = await createVerifiedShopper(s.t.app, s.t.env.DATA_DIR);
    const empty = await s.call('GET', '/get-cart-products', shopper.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: true, data: [] });

    const [first, second] = [s.piece(), s.piece()];
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
    const { rows } = await s.t.db.execute<{ price_paise: number; images: string[] }>(
      sql`SELECT price_paise, images FROM products WHERE id = ${second}`,
    );
    expect(line?.productId.price).toBe(Number(rows[0]?.price_paise) / 100);
    expect(line?.productId.image1).toBe(rows[0]?.images[0]);
    expect(await bag(shopper.token)).toEqual(lines);
  });

  it('refuses a piece already in the bag with "Product is already in cart"', async () => {
    const id = s.piece();
    expect((await add(s.alice.token, id)).statusCode).toBe(200);
    const again = await add(s.alice.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: messages.productAlreadyInCart });
    expect((await bag(s.alice.token)).filter((line) => line.productId._id === id)).toHaveLength(1);
  });

  it('keeps exactly one line when the same piece is added many times at once', async () => {
    const shopper = await createVerifiedShopper(s.t.app, s.t.env.DATA_DIR);
    const id = s.piece();
    const responses = await Promise.all(Array.from({ length: 12 }, () => add(shopper.token, id)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    expect(await lineCount(shopper.userId)).toBe(1);
  });

  it('lets two shoppers keep the same piece in their own bags', async () => {
    const id = s.piece();
    expect((await add(s.alice.token, id)).statusCode).toBe(200);
    expect((await add(s.bob.token, id)).statusCode).toBe(200);
  });

  it('refuses a sold piece with 409 and adds nothing', async () => {
    const id = s.piece();
    await setStatus(id, 'sold');
    const before = await lineCount(s.alice.userId);
    const response = await add(s.alice.token, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: messages.productSold });
    expect(await lineCount(s.alice.userId)).toBe(before);
  });

  it('waits for a sale in progress and then refuses the piece, so no bag keeps a sold piece', async () => {
    const id = s.piece();
    const sale = await s.t.pool.connect();
    try {
      // What the checkout flow does in one transaction: sell the piece, empty the bags of it.
      await sale.query('BEGIN');
      await sale.query("UPDATE products SET status = 'sold' WHERE id = $1", [id]);
      await sale.query('DELETE FROM cart_lines WHERE product_id = $1', [id]);
      const adding = add(s.alice.token, id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sale.query('COMMIT');
      const response = await adding;
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(messages.productSold);
    } finally {
      sale.release();
    }
    expect(await lineCount(s.alice.userId)).toBe((await bag(s.alice.token)).length);
    expect((await bag(s.alice.token)).some((line) => line.productId._id === id)).toBe(false);
  });

  it('accepts a reserved piece (its reservation may end) and shows its status', async () => {
    const id = s.piece();
    await setStatus(id, 'reserved');
    const response = await add(s.alice.token, id);
    expect(response.statusCode).toBe(200);
    const line = (response.json().data as CartLine[]).find((entry) => entry.productId._id === id);
    expect(line?.productId.status).toBe('reserved');
  });

  it('shows a piece sold after it was added as sold', async () => {
    const id = s.piece();
    await add(s.alice.token, id);
    await setStatus(id, 'sold');
    const line = (await bag(s.alice.token)).find((entry) => entry.productId._id === id);
    expect(line?.productId.status).toBe('sold');
  });

  it('answers 404 "Product Not Found" for an unknown piece', async () => {
    const response = await add(s.alice.token, crypto.randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: messages.productNotFound });
  });

  it('refuses malformed, mistyped, oversized and injected product ids with a 4xx and adds nothing', async () => {
    const before = await lineCount();
    const bodies: unknown[] = [
      {},
      { productId: '' },
      { productId: 'not-a-uuid' },
      { productId: 42 },
      { productId: [s.piece()] },
      { productId: { $ne: null } },
      { productId: null },
      { productId: "' OR 1=1; DELETE FROM cart_lines; --" },
      { productId: `${crypto.randomUUID()}'; DROP TABLE cart_lines; --` },
      { productId: 'x'.repeat(10_000) },
      [],
    ];
    for (const body of bodies) {
      const response = await s.call('POST', '/cart/add-product', s.alice.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await add(s.alice.token, 'not-a-uuid')).json().message).toBe(messages.invalidProductId);
    // A bare string is sent as text/plain, which the JSON-only API refuses.
    expect((await s.call('POST', '/cart/add-product', s.alice.token, 'productId')).statusCode).toBe(415);
    const huge = await s.call('POST', '/cart/add-product', s.alice.token, { productId: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(await lineCount()).toBe(before);
  });

  it("never shows one shopper another's lines", async () => {
    const id = s.piece();
    await add(s.bob.token, id);
    expect((await bag(s.alice.token)).some((line) => line.productId._id === id)).toBe(false);
    expect((await bag(s.bob.token)).some((line) => line.productId._id === id)).toBe(true);
  });
});

describe('DELETE /api/cart/:id', () => {
  it('removes the line and answers the rest of the bag', async () => {
    const shopper = await createVerifiedShopper(s.t.app, s.t.env.DATA_DIR);
    const [kept, removed] = [s.piece(), s.piece()];
    await add(shopper.token, kept);
    const lines: CartLine[] = (await add(shopper.token, removed)).json().data;
    const lineId = lines.find((line) => line.productId._id === removed)?._id;
    const response = await s.call('DELETE', `/cart/${lineId}`, shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: messages.removedFromCart });
    expect((response.json().data as CartLine[]).map((line) => line.productId._id)).toEqual([kept]);

    const again = await s.call('DELETE', `/cart/${lineId}`, shopper.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, message: messages.cartLineNotFound });
  });

  it("answers 404 for another shopper's line and leaves it in their bag", async () => {
    const id = s.piece();
    const lines: CartLine[] = (await add(s.bob.token, id)).json().data;
    const bobsLine = lines.find((line) => line.productId._id === id);
    const response = await s.call('DELETE', `/cart/${bobsLine?._id}`, s.alice.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: messages.cartLineNotFound });
    expect((await bag(s.bob.token)).find((line) => line._id === bobsLine?._id)).toEqual(bobsLine);
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
      const response = await s.call('DELETE', `/cart/${id}`, s.alice.token);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: messages.cartLineNotFound });
    }
    // Past the router's parameter limit the answer is 414, still in the envelope.
    const long = await s.call('DELETE', `/cart/${'x'.repeat(300)}`, s.alice.token);
    expect(long.statusCode).toBe(414);
    expect(long.json().success).toBe(false);
    expect(await lineCount()).toBe(before);
  });
});

describe('GET /api/product-added-to-cart/:productId', () => {
  it("answers whether the piece is in the caller's own bag", async () => {
    const id = s.piece();
    const check = async (token: string, productId: string) =>
      (await s.call('GET', `/product-added-to-cart/${productId}`, token)).json();
    expect(await check(s.alice.token, id)).toEqual({ success: true, data: false });
    await add(s.alice.token, id);
    expect(await check(s.alice.token, id)).toEqual({ success: true, data: true });
    expect(await check(s.bob.token, id)).toEqual({ success: true, data: false });
    expect(await check(s.alice.token, crypto.randomUUID())).toEqual({ success: true, data: false });
  });

  it('refuses a malformed product id with 400', async () => {
    const response = await s.call('GET', '/product-added-to-cart/not-a-uuid', s.alice.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: messages.invalidProductId });
  });
});

describe('deleteCartLinesForProducts (for the checkout flow)', () => {
  it('removes the pieces from every bag and counts the lines removed', async () => {
    const [sold, other] = [s.piece(), s.piece()];
    await Promise.all([add(s.alice.token, sold), add(s.bob.token, sold), add(s.alice.token, other)]);
    expect(await deleteCartLinesForProducts(s.t.db, [sold, crypto.randomUUID()])).toBe(2);
    expect((await bag(s.alice.token)).map((line) => line.productId._id)).toContain(other);
    expect((await bag(s.alice.token)).map((line) => line.productId._id)).not.toContain(sold);
    expect((await bag(s.bob.token)).map((line) => line.productId._id)).not.toContain(sold);
    expect(await deleteCartLinesForProducts(s.t.db, [])).toBe(0);
  });
});
