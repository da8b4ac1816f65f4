/**
 * Discount codes (ADR 0039): every rule of a code at the Apply button and at checkout (unknown,
 * inactive, dates, minimum, first order only, total and per-customer limits, counted by account,
 * delivery phone and address), one answer for every unusable code, no guessing through checkout
 * (pieces judged first, one allowance of codes tried per client and account), percent and amount
 * math, never below ₹1, one code per order, lines that add up, online orders and a lapsed payment
 * giving the use back, the order answer and mail, the GST invoice of a discounted order, and the
 * back office (admin only), and the footer advertising one usable code at a time.
 */
import { discountEditMessages, FOOTER_PROMOTION, FOOTER_PROMOTION_CODE, messages } from '@shahi/contract';
import { discountMessages, minimumOrderMessage } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxDocumentSnapshot } from '#server/modules/tax/document.ts';
import {
  discountCodes,
  discountRedemptions,
  orderLines,
  orders,
  products,
  taxDocuments,
} from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { waitForMail } from './helpers/outbox.ts';
import { shoppersWithTokens } from './helpers/race.ts';
import { storeSeller } from './helpers/seller.ts';
import { call, checkoutBody } from './helpers/shop.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;

beforeAll(async () => {
  t = await createTestApp({
    ...UNCAPPED_SHOPPER,
    MAX_HELD_PIECES_PER_SHOPPER: '1000',
    MAX_HELD_RUPEES_PER_SHOPPER: '100000000',
  });
  admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  await storeSeller(t.db);
  // Enough fresh pieces for every test to take its own.
  await t.db.execute(sql`
    INSERT INTO products (title, price_paise, images, category_id)
    SELECT p.title || ' ' || g, p.price_paise, p.images, p.category_id
    FROM products p, generate_series(1, 6) g WHERE p.status = 'available'`);
});
afterAll(async () => {
  await t?.close();
});

let codeNumber = 0;
/** Creates a code through the back office; `overrides` win. Resolves with the answer's data. */
async function createCode(overrides: Record<string, unknown> = {}) {
  codeNumber += 1;
  const response = await adminCall(t.app, 'POST', '/admin/discounts', {
    token: admin.token,
    payload: { code: `TEST-${codeNumber}`, kind: 'percent', value: 10, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; code: string; footerText: string | null };
}

/** Fresh available pieces priced at `prices` (paise), in that order. */
async function piecesAt(prices: number[]): Promise<string[]> {
  const { rows } = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM products WHERE status = 'available' ORDER BY random() LIMIT ${prices.length}`,
  );
  expect(rows).toHaveLength(prices.length);
  for (const [i, row] of rows.entries()) {
    await t.db.execute(
      sql`UPDATE products SET price_paise = ${prices[i]}, gst_rate_bp = NULL WHERE id = ${row.id}`,
    );
  }
  return rows.map((row) => row.id);
}

/** Another customer's delivery: phone and address `n` (the default body's are Harleen Kaur's). */
function deliveredTo(n: number) {
  const { addressDetails } = checkoutBody([]);
  return {
    addressDetails: {
      ...addressDetails,
      phone: `97000${String(n).padStart(5, '0')}`,
      address: `Kothi ${n}, Phase 7`,
    },
  };
}

const order = (token: string, ids: string[], discountCode?: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/order/create', token, checkoutBody(ids, { discountCode, ...extra }));
const check = (token: string, code: string, ids: string[]) =>
  call(t.app, 'POST', '/discount/check', token, { code, products: ids });
const statusOf = async (id: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;
const usesOf = async (id: string) =>
  (await t.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]?.usesCount;

describe('percent and amount math', () => {
  it('10 % off three pieces: lines keep list prices, add up to the total; answer, My Orders and mail show it', async () => {
    const code = await createCode({ value: 10, perCustomerLimit: 5 });
    const ids = await piecesAt([100_001, 200_003, 300_005]);
    const preview = await check(shopper.token, code.code.toLowerCase(), ids);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      code: code.code,
      subtotal: 6000.09,
      discount: 600,
      total: 5400.09,
    });

    const placed = await order(shopper.token, ids, ` ${code.code.toLowerCase()} `);
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json().order;
    expect(answer.discountCode).toBe(code.code);
    expect(answer.discount).toBe(600);
    expect(answer.payment.amount).toBe(5400.09);
    expect(answer.products.map((line: { listPrice: number }) => line.listPrice)).toEqual([
      1000.01, 2000.03, 3000.05,
    ]);

    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, answer._id));
    expect(lines.reduce((sum, line) => sum + line.pricePaise, 0)).toBe(540_009);
    expect(lines.map((line) => line.listPricePaise).sort()).toEqual([100_001, 200_003, 300_005]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, answer._id));
    expect(row?.discountPaise).toBe(60_000);
    expect(row?.amountPaise).toBe(540_009);
    expect(await usesOf(code._id)).toBe(1);

    const mine = await call(t.app, 'GET', '/my-orders', shopper.token);
    const listed = mine.json().data.find((o: { _id: string }) => o._id === answer._id);
    expect(listed).toMatchObject({ discountCode: code.code, discount: 600 });

    const reference = answer._id.slice(0, 8).toUpperCase();
    const mail = await waitForMail(t.env.DATA_DIR, (m) => m.subject.includes(`order ${reference} is placed`));
    expect(mail.text).toContain(`Discount (${code.code}) — −₹600.00`);
    expect(mail.text).toContain('Total: ₹5,400.09');
  });

  it('an amount code larger than the order leaves it at ₹1', async () => {
    const code = await createCode({ kind: 'amount', value: 5000 });
    const ids = await piecesAt([120_000]);
    const placed = await order(shopper.token, ids, code.code);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.payment.amount).toBe(1);
    expect(placed.json().order.discount).toBe(1199);
  });

  it('an amount code of ₹250.50 takes exactly that off', async () => {
    const code = await createCode({ kind: 'amount', value: 250.5 });
    const ids = await piecesAt([99_999, 1]);
    const placed = await order(shopper.token, ids, code.code);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.payment.amount).toBe(749.5);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed.json().order._id));
    expect(lines.reduce((sum, line) => sum + line.pricePaise, 0)).toBe(74_950);
    expect(lines.every((line) => line.pricePaise >= 0)).toBe(true);
  });
});

describe('rules', () => {
  it('an unknown code: 400 at check and checkout, the piece stays on sale', async () => {
    const [id] = await piecesAt([50_000]);
    if (!id) throw new Error('no piece');
    expect((await check(shopper.token, 'NO-SUCH-CODE', [id])).json().message).toBe(
      discountMessages.invalidCode,
    );
    const placed = await order(shopper.token, [id], 'NO-SUCH-CODE');
    expect(placed.statusCode).toBe(400);
    expect(placed.json().message).toBe(discountMessages.invalidCode);
    expect(await statusOf(id)).toBe('available');
  });

  it('a badly shaped or too long code is a 400, and a list of codes is refused (one code per order)', async () => {
    const [id] = await piecesAt([50_000]);
    if (!id) throw new Error('no piece');
    for (const discountCode of ['AB', 'BAD CODE', 'X'.repeat(25), ['A-1', 'B-2']]) {
      const placed = await order(shopper.token, [id], undefined, { discountCode });
      expect(placed.statusCode, JSON.stringify(discountCode)).toBe(400);
    }
    expect(await statusOf(id)).toBe('available');
  });

  it('a deactivated code is refused', async () => {
    const code = await createCode();
    const off = await adminCall(t.app, 'POST', `/admin/discounts/${code._id}/deactivate`, {
      token: admin.token,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.active).toBe(false);
    const [id] = await piecesAt([50_000]);
    if (!id) throw new Error('no piece');
    const placed = await order(shopper.token, [id], code.code);
    expect(placed.statusCode).toBe(400);
    expect(placed.json().message).toBe(discountMessages.invalidCode);
  });

  it('not valid yet and expired codes are refused as not valid, like an unknown code', async () => {
    const future = await createCode({ startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const past = await createCode({ endsAt: new Date(Date.now() - 60_000).toISOString() });
    const [id] = await piecesAt([50_000]);
    if (!id) throw new Error('no piece');
    for (const code of [future.code, past.code]) {
      const placed = await order(shopper.token, [id], code);
      expect(placed.statusCode).toBe(400);
      expect(placed.json().message).toBe(discountMessages.invalidCode);
    }
    expect((await check(shopper.token, past.code, [id])).statusCode).toBe(400);
    expect(await statusOf(id)).toBe('available');
  });

  it('under the minimum order: 400 naming the minimum; at it the code applies', async () => {
    const code = await createCode({ minOrder: 1000 });
    const [small, exact] = await piecesAt([99_999, 100_000]);
    if (!small || !exact) throw new Error('no piece');
    const refused = await order(shopper.token, [small], code.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(minimumOrderMessage(code.code, 1000));
    expect(await statusOf(small)).toBe('available');
    const placed = await order(shopper.token, [exact], code.code);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.payment.amount).toBe(900);
  });

  it('first order only: a new customer may, a shopper with an order may not', async () => {
    const code = await createCode({ firstOrderOnly: true });
    const fresh = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [a, b] = await piecesAt([50_000, 50_000]);
    if (!a || !b) throw new Error('no piece');
    const refused = await order(shopper.token, [a], code.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(discountMessages.invalidCode);
    const placed = await order(fresh.token, [b], code.code, deliveredTo(1));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.discount).toBe(50);
  });

  it('per-customer limit 2: two uses, the third is refused as not valid', async () => {
    const code = await createCode({ perCustomerLimit: 2 });
    const ids = await piecesAt([50_000, 50_000, 50_000]);
    expect((await order(shopper.token, [ids[0] ?? ''], code.code)).statusCode).toBe(201);
    expect((await order(shopper.token, [ids[1] ?? ''], code.code)).statusCode).toBe(201);
    const third = await order(shopper.token, [ids[2] ?? ''], code.code);
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe(discountMessages.invalidCode);
    expect(await usesOf(code._id)).toBe(2);
  });

  it('total limit 2 across customers: the third is refused as not valid', async () => {
    const code = await createCode({ maxUses: 2 });
    const others = [
      await createVerifiedShopper(t.app, t.env.DATA_DIR),
      await createVerifiedShopper(t.app, t.env.DATA_DIR),
      await createVerifiedShopper(t.app, t.env.DATA_DIR),
    ];
    const ids = await piecesAt([50_000, 50_000, 50_000]);
    const results = [];
    for (const [i, other] of others.entries())
      results.push(await order(other.token, [ids[i] ?? ''], code.code, deliveredTo(10 + i)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 400]);
    expect(results[2]?.json().message).toBe(discountMessages.invalidCode);
    expect((await check(others[2]?.token ?? '', code.code, [ids[2] ?? ''])).statusCode).toBe(400);
  });

  it('signed out, the check is a 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/discount/check',
      payload: { code: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('guessing codes', () => {
  const FAKE_PIECE = '00000000-0000-4000-8000-000000000001';
  /** `POST /api{url}` signed in with `token` from client `ip`: not loopback, so per-client limits apply. */
  const fromClient = (ip: string, token: string, url: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      remoteAddress: ip,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const guessOrder = (ip: string, token: string, code?: string) =>
    fromClient(ip, token, '/order/create', checkoutBody([FAKE_PIECE], { discountCode: code }));

  it('200 checkout guesses with a made-up piece: 429 after 30, nothing placed, the Apply button refused too', async () => {
    const [token = ''] = await shoppersWithTokens(t.db, t.env.DATA_DIR, 1);
    const ordersBefore = await t.db.$count(orders);
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1)
      statuses.push((await guessOrder('203.0.113.71', token, `GUESS${i}`)).statusCode);
    const through = statuses.filter((status) => status !== 429);
    console.info(`discount guesses through checkout: ${through.length} of 200 answered before 429`);
    expect(through).toEqual(Array(30).fill(404));
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    const [id] = await piecesAt([50_000]);
    const applied = await fromClient('203.0.113.71', token, '/discount/check', {
      code: 'GUESS-X',
      products: [id],
    });
    expect(applied.statusCode).toBe(429);
    expect(await t.db.$count(orders)).toBe(ordersBefore);
  });

  it("one client's allowance: checkout guesses spend the Apply button's, and the other way round", async () => {
    const [a = '', b = '', c = '', d = ''] = await shoppersWithTokens(t.db, t.env.DATA_DIR, 4);
    const [id] = await piecesAt([50_000]);
    for (let i = 0; i < 30; i += 1)
      expect((await guessOrder('203.0.113.72', a, `TRY-A${i}`)).statusCode).toBe(404);
    // Another account on the same client: its first code is refused, an order without one is not.
    const check = await fromClient('203.0.113.72', b, '/discount/check', { code: 'TRY-B', products: [id] });
    expect(check.statusCode).toBe(429);
    expect(check.headers['retry-after']).toBeDefined();
    expect((await guessOrder('203.0.113.72', b)).statusCode).toBe(404);

    for (let i = 0; i < 30; i += 1) {
      const tried = await fromClient('203.0.113.73', c, '/discount/check', {
        code: `TRY-C${i}`,
        products: [id],
      });
      expect(tried.statusCode).toBe(400);
    }
    expect((await guessOrder('203.0.113.73', d, 'TRY-D')).statusCode).toBe(429);
    expect((await guessOrder('203.0.113.73', d)).statusCode).toBe(404);
  });

  it("one account's allowance, from any client: checkout guesses and the Apply button share it", async () => {
    const [e = '', f = ''] = await shoppersWithTokens(t.db, t.env.DATA_DIR, 2);
    const [id] = await piecesAt([50_000]);
    // Direct loopback requests (`call`) skip per-client limits, so only the account counts here.
    for (let i = 0; i < 30; i += 1) expect((await check(e, `TRY-E${i}`, [id ?? ''])).statusCode).toBe(400);
    expect((await order(e, [FAKE_PIECE], 'TRY-E')).statusCode).toBe(429);
    expect((await order(e, [FAKE_PIECE])).statusCode).toBe(404);

    for (let i = 0; i < 30; i += 1) expect((await order(f, [FAKE_PIECE], `TRY-F${i}`)).statusCode).toBe(404);
    expect((await check(f, 'TRY-F', [id ?? ''])).statusCode).toBe(429);
  });

  it('a made-up piece answers 404 whatever the code: live, unknown, expired or not yet valid alike', async () => {
    const live = await createCode({ perCustomerLimit: 100 });
    const past = await createCode({ endsAt: new Date(Date.now() - 60_000).toISOString() });
    const future = await createCode({ startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const [probe = ''] = await shoppersWithTokens(t.db, t.env.DATA_DIR, 1);
    const [id] = await piecesAt([50_000]);
    for (const code of [live.code, 'NO-SUCH-CODE', past.code, future.code]) {
      for (const answer of [
        await order(probe, [FAKE_PIECE], code),
        await order(probe, [FAKE_PIECE], code, { paymentMethod: 'online' }),
        await check(probe, code, [id ?? '', FAKE_PIECE]),
      ]) {
        expect(answer.statusCode, code).toBe(404);
        expect(answer.json()).toMatchObject({ success: false, message: messages.productNotFound });
      }
    }
  });

  it('every code a shopper may not use gets the one answer, at checkout and at the Apply button', async () => {
    const unusable = [
      'NO-SUCH-CODE',
      (await createCode({ endsAt: new Date(Date.now() - 60_000).toISOString() })).code,
      (await createCode({ startsAt: new Date(Date.now() + 86_400_000).toISOString() })).code,
      (await createCode({ maxUses: 1 })).code,
      (await createCode({ firstOrderOnly: true })).code,
      (await createCode({ perCustomerLimit: 1 })).code,
    ];
    const inactive = await createCode();
    await adminCall(t.app, 'POST', `/admin/discounts/${inactive._id}/deactivate`, { token: admin.token });
    unusable.push(inactive.code);
    // Used up by another customer; already used once by this one (who has placed orders before).
    const [other = '', mine = ''] = await shoppersWithTokens(t.db, t.env.DATA_DIR, 2);
    const [a, b, c] = await piecesAt([50_000, 50_000, 50_000]);
    expect((await order(other, [a ?? ''], unusable[3], deliveredTo(30))).statusCode).toBe(201);
    expect((await order(mine, [b ?? ''], unusable[5], deliveredTo(31))).statusCode).toBe(201);
    for (const code of unusable) {
      for (const answer of [
        await order(mine, [c ?? ''], code, deliveredTo(31)),
        await check(mine, code, [c ?? '']),
      ]) {
        expect(answer.statusCode, code).toBe(400);
        expect(answer.json(), code).toMatchObject({ success: false, message: discountMessages.invalidCode });
      }
    }
    expect(await statusOf(c ?? '')).toBe('available');
  });

  it('a shopper on a real connection applies a code, meets a gone piece, and places the order', async () => {
    const code = await createCode({ value: 10 });
    const [token = ''] = await shoppersWithTokens(t.db, t.env.DATA_DIR, 1);
    const [gone, wanted] = await piecesAt([80_000, 80_000]);
    await t.db.execute(sql`UPDATE products SET status = 'sold' WHERE id = ${gone ?? ''}`);
    const ip = '203.0.113.80';
    const applied = await fromClient(ip, token, '/discount/check', { code: code.code, products: [wanted] });
    expect(applied.statusCode, applied.body).toBe(200);
    const retry = await fromClient(
      ip,
      token,
      '/order/create',
      checkoutBody([gone, wanted], { discountCode: code.code }),
    );
    expect(retry.statusCode).toBe(409);
    const placed = await fromClient(
      ip,
      token,
      '/order/create',
      checkoutBody([wanted], { discountCode: code.code }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.discount).toBe(80);
  });
});

describe('one customer, many accounts', () => {
  it('once per customer: a new account to the same phone, or to the same address however written, is refused', async () => {
    const code = await createCode({ perCustomerLimit: 1 });
    const [first = '', samePhone = '', sameDoor = '', stranger = ''] = await shoppersWithTokens(
      t.db,
      t.env.DATA_DIR,
      4,
    );
    const ids = await piecesAt([60_000, 60_000, 60_000, 60_000]);
    const home = deliveredTo(40).addressDetails;
    expect((await order(first, [ids[0] ?? ''], code.code, { addressDetails: home })).statusCode).toBe(201);

    const byPhone = await order(samePhone, [ids[1] ?? ''], code.code, {
      addressDetails: { ...deliveredTo(41).addressDetails, phone: home.phone },
    });
    expect(byPhone.statusCode).toBe(400);
    expect(byPhone.json().message).toBe(discountMessages.invalidCode);
    const byAddress = await order(sameDoor, [ids[2] ?? ''], code.code, {
      addressDetails: {
        ...deliveredTo(42).addressDetails,
        address: `  ${home.address.toUpperCase().replace(' ', ' \t ')} `,
      },
    });
    expect(byAddress.statusCode).toBe(400);
    expect(byAddress.json().message).toBe(discountMessages.invalidCode);

    const elsewhere = await order(stranger, [ids[3] ?? ''], code.code, deliveredTo(43));
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(await usesOf(code._id)).toBe(2);
  });

  it("the Apply check judges the checkout's delivery when sent, and the account alone without it", async () => {
    const code = await createCode({ firstOrderOnly: true });
    const [earlier = '', newcomer = ''] = await shoppersWithTokens(t.db, t.env.DATA_DIR, 2);
    const ids = await piecesAt([60_000, 60_000]);
    const home = deliveredTo(52).addressDetails;
    expect((await order(earlier, [ids[0] ?? ''], undefined, { addressDetails: home })).statusCode).toBe(201);
    const apply = (delivery?: object) =>
      call(t.app, 'POST', '/discount/check', newcomer, {
        code: code.code,
        products: [ids[1] ?? ''],
        delivery,
      });
    expect((await apply()).statusCode).toBe(200);
    const samePhone = await apply({ phone: home.phone, zip: '', address: '' });
    expect(samePhone.statusCode).toBe(400);
    expect(samePhone.json().message).toBe(discountMessages.invalidCode);
    const sameDoor = await apply({ phone: '9000000052', zip: home.zip, address: home.address.toUpperCase() });
    expect(sameDoor.statusCode).toBe(400);
    expect((await apply({ phone: '9000000053', zip: '160017', address: 'Elsewhere 1' })).statusCode).toBe(
      200,
    );
    expect((await apply({ phone: 'x'.repeat(11) })).statusCode).toBe(400);
  });

  it('first order only: an order to the same phone or address from another account counts', async () => {
    const code = await createCode({ firstOrderOnly: true });
    const [earlier = '', newcomer = ''] = await shoppersWithTokens(t.db, t.env.DATA_DIR, 2);
    const ids = await piecesAt([60_000, 60_000, 60_000]);
    expect((await order(earlier, [ids[0] ?? ''], undefined, deliveredTo(50))).statusCode).toBe(201);
    const refused = await order(newcomer, [ids[1] ?? ''], code.code, deliveredTo(50));
    expect(refused.statusCode).toBe(400);
    expect(await statusOf(ids[1] ?? '')).toBe('available');
    const placed = await order(newcomer, [ids[2] ?? ''], code.code, deliveredTo(51));
    expect(placed.statusCode, placed.body).toBe(201);
  });
});

describe('online payment', () => {
  it('charges the discounted total; a lapsed payment gives the single use back', async () => {
    const code = await createCode({ maxUses: 1, value: 20 });
    const ids = await piecesAt([100_000]);
    const started = await order(shopper.token, ids, code.code, { paymentMethod: 'online' });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().payment.amount).toBe(80_000);
    expect(await usesOf(code._id)).toBe(1);
    const [again] = await piecesAt([100_000]);
    expect((await order(shopper.token, [again ?? ''], code.code)).json().message).toBe(
      discountMessages.invalidCode,
    );

    // The payment window lapses (as the expiry job marks it).
    const orderId = started.json().order._id as string;
    await t.db.execute(
      sql`UPDATE orders SET payment_status = 'failed', order_status = 'cancelled' WHERE id = ${orderId}`,
    );
    const reused = await order(shopper.token, [again ?? ''], code.code);
    expect(reused.statusCode, reused.body).toBe(201);
    expect(await usesOf(code._id)).toBe(1);
    const uses = await t.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.codeId, code._id));
    // Both uses stay recorded; only the one of the order whose payment has not failed counts.
    expect(uses.map((use) => use.orderId).sort()).toEqual([orderId, reused.json().order._id].sort());
  });
});

describe('GST invoice of a discounted order', () => {
  it('the invoice taxes the discounted value: ₹2,800 less 10 % is ₹2,520 at 5 %', async () => {
    const code = await createCode({ value: 10 });
    await t.db.execute(sql`UPDATE categories SET gst_rate_bp = NULL`);
    const ids = await piecesAt([280_000]);
    // A cushion cover's HSN code (ch. 63: 5 % up to ₹2,500 a piece, ADR 0055), whatever random piece was drawn.
    await t.db.execute(sql`UPDATE products SET hsn_code = '630499' WHERE id = ${ids[0] ?? ''}`);
    const placed = await order(shopper.token, ids, code.code);
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().order._id as string;
    const shipped = await adminCall(t.app, 'POST', `/admin/orders/${id}/ship`, {
      token: admin.token,
      payload: { courierName: 'India Post', trackingNumber: 'EE1IN' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [invoice] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
    const snapshot = invoice?.snapshot as TaxDocumentSnapshot;
    expect(snapshot.lines.map((line) => [line.rateBp, line.taxablePaise])).toEqual([[500, 240_000]]);
    expect(snapshot.totals.totalPaise).toBe(252_000);
    expect(snapshot.totals.taxablePaise + snapshot.totals.cgstPaise + snapshot.totals.utgstPaise).toBe(
      252_000,
    );
  });
});

describe('back office', () => {
  it('is for admins only', async () => {
    const anonymous = await adminCall(t.app, 'GET', '/admin/discounts');
    expect(anonymous.statusCode).toBe(401);
    const asShopper = await adminCall(t.app, 'POST', '/admin/discounts', {
      token: shopper.token,
      payload: { code: 'SNEAKY', kind: 'percent', value: 90 },
    });
    expect(asShopper.statusCode).toBe(403);
    expect(await t.db.$count(discountCodes, eq(discountCodes.code, 'SNEAKY'))).toBe(0);
  });

  it('refuses bad codes and values with a 400, and a name taken in another case with a 409', async () => {
    for (const payload of [
      { code: 'ok-1', kind: 'percent', value: 91 },
      { code: 'ok-1', kind: 'percent', value: 10.5 },
      { code: 'ok-1', kind: 'amount', value: 0 },
      { code: 'no spaces', kind: 'percent', value: 10 },
      { code: 'ok-1', kind: 'free', value: 10 },
      {
        code: 'ok-1',
        kind: 'percent',
        value: 10,
        startsAt: '2026-12-01T00:00:00Z',
        endsAt: '2026-11-01T00:00:00Z',
      },
      { code: 'ok-1', kind: 'percent', value: 10, maxUses: 0 },
    ]) {
      const response = await adminCall(t.app, 'POST', '/admin/discounts', { token: admin.token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    await createCode({ code: 'Festive-5' });
    const taken = await adminCall(t.app, 'POST', '/admin/discounts', {
      token: admin.token,
      payload: { code: 'FESTIVE-5', kind: 'amount', value: 100 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(discountMessages.codeTaken);
  });

  it('lists codes with their uses and the orders that used them; unknown id to deactivate is 404', async () => {
    const code = await createCode({ maxUses: 3 });
    const ids = await piecesAt([70_000]);
    const placed = await order(shopper.token, ids, code.code);
    expect(placed.statusCode, placed.body).toBe(201);
    const list = await adminCall(t.app, 'GET', '/admin/discounts?perPage=100', { token: admin.token });
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.data.find((row: { _id: string }) => row._id === code._id);
    expect(listed).toMatchObject({ code: code.code, uses: 1, maxUses: 3, active: true });
    expect(listed.redemptions).toEqual([
      { orderId: placed.json().order._id, discount: 70, usedAt: expect.any(String) },
    ]);
    const unknown = await adminCall(
      t.app,
      'POST',
      '/admin/discounts/7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59/deactivate',
      {
        token: admin.token,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('correcting a code', () => {
  const edit = (id: string, payload: Record<string, unknown>, token = admin.token) =>
    adminCall(t.app, 'PUT', `/admin/discounts/${id}`, { token, payload });

  it('changes the dates, uses and minimum of a code not yet started, and it then applies', async () => {
    const code = await createCode({
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      maxUses: 1,
    });
    const ids = await piecesAt([50_000]);
    expect((await check(shopper.token, code.code, ids)).statusCode).toBe(400);
    const saved = await edit(code._id, {
      code: code.code,
      kind: 'percent',
      value: 15,
      minOrder: 400,
      startsAt: null,
      endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      maxUses: 50,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: discountEditMessages.saved,
      data: { _id: code._id, value: 15, minOrder: 400, startsAt: null, maxUses: 50, active: true },
    });
    const checked = await check(shopper.token, code.code, ids);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data).toMatchObject({ discount: 75, total: 425 });
  });

  it('keeps the name of a used code and refuses total uses below those made; a refusal changes nothing', async () => {
    const code = await createCode({ maxUses: 5 });
    const placed = await order(shopper.token, await piecesAt([30_000]), code.code);
    expect(placed.statusCode, placed.body).toBe(201);
    const renamed = await edit(code._id, { code: 'RENAMED-1', kind: 'percent', value: 10 });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(discountEditMessages.codeUsed(code.code));
    const fewer = await edit(code._id, { code: code.code, kind: 'percent', value: 10, maxUses: 0 });
    expect(fewer.statusCode).toBe(400);
    const belowMade = await edit(code._id, { code: code.code, kind: 'percent', value: 20, maxUses: 1 });
    expect(belowMade.statusCode, belowMade.body).toBe(200);
    expect(belowMade.json().data).toMatchObject({ maxUses: 1, value: 20, uses: 1 });
    await t.db.update(discountCodes).set({ usesCount: 2 }).where(eq(discountCodes.id, code._id));
    const refused = await edit(code._id, { code: code.code, kind: 'percent', value: 30, maxUses: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(discountEditMessages.usesBelowMade(2));
    const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, code._id));
    expect(row).toMatchObject({ code: code.code, value: 20, maxUses: 1 });
  });

  it('renames an unused code, but not onto another code; unknown id 404, shoppers 403', async () => {
    const code = await createCode();
    const other = await createCode();
    const taken = await edit(code._id, { code: other.code.toLowerCase(), kind: 'percent', value: 10 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(discountMessages.codeTaken);
    const renamed = await edit(code._id, { code: `lohri-${codeNumber}`, kind: 'amount', value: 500 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ code: `LOHRI-${codeNumber}`, kind: 'amount', value: 500 });
    const unknown = await edit('7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59', {
      code: 'GHOST',
      kind: 'percent',
      value: 5,
    });
    expect(unknown.statusCode).toBe(404);
    const asShopper = await edit(code._id, { code: 'SNEAKY-2', kind: 'percent', value: 90 }, shopper.token);
    expect(asShopper.statusCode).toBe(403);
  });
});

describe("the footer's promotion", () => {
  /** `promotion` of GET /api/footer. */
  const footer = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/footer' });
    expect(response.statusCode).toBe(200);
    const promotion = response.json().data.promotion;
    return promotion ? { text: promotion.text as string, code: promotion.code as string } : null;
  };
  const welcome = eq(discountCodes.code, FOOTER_PROMOTION_CODE);

  it('shows the text and code while the code can be used, and nothing once used up, not started, ended or deactivated', async () => {
    expect(await footer()).toEqual({ text: FOOTER_PROMOTION, code: FOOTER_PROMOTION_CODE });
    await t.db.update(discountCodes).set({ maxUses: 1, usesCount: 1 }).where(welcome);
    expect(await footer()).toBeNull();
    await t.db.update(discountCodes).set({ maxUses: null }).where(welcome);
    expect(await footer()).toEqual({ text: FOOTER_PROMOTION, code: FOOTER_PROMOTION_CODE });
    await t.db.update(discountCodes).set({ startsAt: sql`now() + interval '1 day'` }).where(welcome);
    expect(await footer()).toBeNull();
    await t.db
      .update(discountCodes)
      .set({ startsAt: sql`now() - interval '2 days'`, endsAt: sql`now() - interval '1 day'` })
      .where(welcome);
    expect(await footer()).toBeNull();
    const [seeded] = await t.db
      .update(discountCodes)
      .set({ startsAt: null, endsAt: null })
      .where(welcome)
      .returning();
    expect(await footer()).toEqual({ text: FOOTER_PROMOTION, code: FOOTER_PROMOTION_CODE });
    const off = await adminCall(t.app, 'POST', `/admin/discounts/${seeded?.id}/deactivate`, {
      token: admin.token,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.footerText).toBe(FOOTER_PROMOTION);
    expect(await footer()).toBeNull();
  });

  it('is one code at a time: a new advertised code takes the footer, a plain or refused one changes nothing', async () => {
    const first = await createCode({ footerText: '  DIWALI 15% OFF ' });
    expect(first).toMatchObject({ footerText: 'DIWALI 15% OFF' });
    expect(await footer()).toEqual({ text: 'DIWALI 15% OFF', code: first.code });
    await createCode({ footerText: '' });
    expect(await footer()).toEqual({ text: 'DIWALI 15% OFF', code: first.code });

    const taken = await adminCall(t.app, 'POST', '/admin/discounts', {
      token: admin.token,
      payload: { code: first.code.toLowerCase(), kind: 'percent', value: 5, footerText: 'TAKEN' },
    });
    expect(taken.statusCode).toBe(409);
    expect(await footer()).toEqual({ text: 'DIWALI 15% OFF', code: first.code });

    const tooLong = await adminCall(t.app, 'POST', '/admin/discounts', {
      token: admin.token,
      payload: { code: 'LONG-TEXT', kind: 'percent', value: 5, footerText: 'x'.repeat(41) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(discountMessages.badFooterText);

    const { data } = (await t.app.inject({ method: 'GET', url: '/api/footer' })).json();
    expect(data.promotion).toEqual({
      text: 'DIWALI 15% OFF',
      code: first.code,
      firstOrderOnly: false,
      minOrder: 0,
      endsAt: null,
    });
    const conditions = await createCode({
      footerText: 'FESTIVE 5%',
      value: 5,
      minOrder: 1500,
      firstOrderOnly: true,
      endsAt: '2099-12-31T18:29:59.000Z',
    });
    const { data: shown } = (await t.app.inject({ method: 'GET', url: '/api/footer' })).json();
    expect(shown.promotion).toEqual({
      text: 'FESTIVE 5%',
      code: conditions.code,
      firstOrderOnly: true,
      minOrder: 1500,
      endsAt: '2099-12-31T18:29:59.000Z',
    });

    // A later start: the new code takes the footer now, and it stays empty until the code starts.
    const later = await createCode({
      footerText: 'SAVE ₹500',
      kind: 'amount',
      value: 500,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(await footer()).toBeNull();
    const advertised = await t.db
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(sql`${discountCodes.footerText} IS NOT NULL`);
    expect(advertised).toEqual([{ code: later.code }]);
    await t.db.update(discountCodes).set({ startsAt: null }).where(eq(discountCodes.id, later._id));
    expect(await footer()).toEqual({ text: 'SAVE ₹500', code: later.code });
  });
});
