/**
 * Cash-on-delivery checkout and order history (docs/product.md#checkout, #my-orders): prices from
 * the database, one atomic sale, pieces leave every bag, confirmation mail; how many orders a
 * shopper may try per account and per client.
 */
import { messages, pieceGoneMessage } from '@shahi/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TOTAL_TOO_LARGE_MESSAGE } from '#server/modules/orders/order-total.ts';
import { mailMessages, orders, products } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { waitForMail } from './helpers/outbox.ts';
import { shoppersWithTokens } from './helpers/race.ts';
import { availablePieces, call, checkoutBody, postOrder } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example.in' });
});
afterAll(async () => {
  await t.close();
});

const statusOf = async (id: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;

describe('POST /api/order/create (cash on delivery)', () => {
  it('sells the pieces at the database price, answers the order and mails a confirmation', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [first, second] = await availablePieces(t.db, 2);
    if (!first || !second) throw new Error('demo catalogue too small');
    const response = await postOrder(t.app, shopper.token, [first.id, second.id]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(messages.orderPlacedCod);
    expect(body.order).toMatchObject({
      orderStatus: 'pending',
      products: [
        { productId: first.id, title: first.title, price: first.pricePaise / 100 },
        { productId: second.id, title: second.title, price: second.pricePaise / 100 },
      ],
      addressDetails: { firstName: 'Harleen', zip: '160017', country: 'India' },
      phoneNumber: '9812345678',
      payment: {
        method: 'cod',
        status: 'pending',
        amount: (first.pricePaise + second.pricePaise) / 100,
        currency: 'INR',
      },
    });
    expect(await statusOf(first.id)).toBe('sold');
    expect(await statusOf(second.id)).toBe('sold');

    const mail = await waitForMail(t.env.DATA_DIR, (m) => m.to === shopper.email && /order/i.test(m.subject));
    expect(mail.text).toContain(first.title);
    expect(mail.text).toContain('https://shop.example.in/my-orders');
  });

  it('ignores a tampered price, total or status in the request', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('no piece');
    const tampered = checkoutBody([{ productId: piece.id, price: 1 }], {
      total: 1,
      amount: 1,
      price: 1,
      orderStatus: 'delivered',
      payment: { status: 'paid', amount: 1 },
      paymentStatus: 'paid',
    });
    const response = await call(t.app, 'POST', '/order/create', shopper.token, tampered);
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order.payment).toMatchObject({ amount: piece.pricePaise / 100, status: 'pending' });
    expect(order.orderStatus).toBe('pending');
    expect(order.products[0].price).toBe(piece.pricePaise / 100);
  });

  it('refuses a piece already sold with 409 naming it, and changes nothing', async () => {
    const buyer = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const late = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [gone, other] = await availablePieces(t.db, 2);
    if (!gone || !other) throw new Error('no pieces');
    expect(
      (await call(t.app, 'POST', '/order/create', buyer.token, checkoutBody([gone.id]))).statusCode,
    ).toBe(201);
    const ordersBefore = await t.db.$count(orders);

    const response = await postOrder(t.app, late.token, [other.id, gone.id]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: pieceGoneMessage(gone.title, 'sold') });
    // All or nothing: the still-available piece of the same order stays available.
    expect(await statusOf(other.id)).toBe('available');
    expect(await t.db.$count(orders)).toBe(ordersBefore);
  });

  it('refuses a total over ₹2 crore (the order amount column) with 400, COD or online, and changes nothing', async () => {
    const buyer = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    // Caps lifted by the owner (ADR 0021), so the order's size is what is checked, not what one shopper may hold.
    await t.db.execute(sql`UPDATE users SET caps_lifted_at = now() WHERE id = ${buyer.userId}`);
    const pieces = await availablePieces(t.db, 3);
    const ids = pieces.map((piece) => piece.id);
    // Three pieces at the ₹1 crore price ceiling: 3,000,000,000 paise would overflow a PostgreSQL integer.
    await t.db.update(products).set({ pricePaise: 1_000_000_000 }).where(inArray(products.id, ids));
    const ordersBefore = await t.db.$count(orders);
    for (const paymentMethod of ['cod', 'online'] as const) {
      const response = await postOrder(t.app, buyer.token, ids, paymentMethod);
      expect(response.statusCode, paymentMethod).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: ORDER_TOTAL_TOO_LARGE_MESSAGE });
    }
    for (const id of ids) expect(await statusOf(id)).toBe('available');
    expect(await t.db.$count(orders)).toBe(ordersBefore);
    // Two of them (₹2 crore) are still one order (paid online: over the cash-on-delivery ceiling).
    const two = await call(
      t.app,
      'POST',
      '/order/create',
      buyer.token,
      checkoutBody(ids.slice(0, 2), { paymentMethod: 'online' }),
    );
    expect(two.statusCode).toBe(201);
  });
  it('takes sold pieces out of every bag', async () => {
    const buyer = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const watcher = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece, kept] = await availablePieces(t.db, 2);
    if (!piece || !kept) throw new Error('no pieces');
    for (const shopper of [buyer, watcher]) {
      for (const id of [piece.id, kept.id]) {
        expect(
          (await call(t.app, 'POST', '/cart/add-product', shopper.token, { productId: id })).statusCode,
        ).toBe(200);
      }
    }
    expect(
      (await call(t.app, 'POST', '/order/create', buyer.token, checkoutBody([piece.id]))).statusCode,
    ).toBe(201);
    for (const shopper of [buyer, watcher]) {
      const bag = (await call(t.app, 'GET', '/get-cart-products', shopper.token)).json().data;
      expect(bag.map((line: { productId: { _id: string } }) => line.productId._id)).toEqual([kept.id]);
    }
  });

  it('saves the address when asked', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('no piece');
    const body = checkoutBody([piece.id], { saveAddress: true });
    expect((await call(t.app, 'POST', '/order/create', shopper.token, body)).statusCode).toBe(201);
    const saved = (await call(t.app, 'POST', '/my-address/active', shopper.token, {})).json().data;
    expect(saved).toEqual([
      expect.objectContaining({
        name: 'Harleen Kaur',
        city: 'Chandigarh',
        zip: '160017',
        phoneNumber: '9876543210',
      }),
    ]);
  });

  it.each([
    [{ addressDetails: { ...checkoutBody([]).addressDetails, firstName: '' } }, messages.firstNameRequired],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, lastName: '' } }, messages.lastNameRequired],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, address: ' ' } }, messages.addressRequired],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, city: '' } }, messages.cityRequired],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, state: '' } }, messages.stateRequired],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, country: '' } }, messages.countryRequired],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, zip: '' } }, messages.zipRequired],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, zip: '16001' } }, messages.invalidPinCode],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, zip: '16001A' } }, messages.invalidPinCode],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, zip: '060017' } }, messages.invalidPinCode],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, state: 'Narnia' } }, messages.chooseState],
    [
      { addressDetails: { ...checkoutBody([]).addressDetails, state: 'Punjab', zip: '560001' } },
      'PIN code 560001 is not in Punjab',
    ],
    [
      { addressDetails: { ...checkoutBody([]).addressDetails, country: 'Nepal' } },
      messages.deliverOnlyInIndia,
    ],
    [
      { addressDetails: { ...checkoutBody([]).addressDetails, gstin: '04ABKPS' } },
      messages.invalidGstinShape,
    ],
    [{ acceptTerms: false }, messages.acceptTermsRequired],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, phone: '' } }, messages.phoneRequired],
    [{ addressDetails: { ...checkoutBody([]).addressDetails, phone: '98765' } }, messages.mustBe10Digits],
    [{ phoneNumber: '98765abcde' }, messages.onlyDigits],
    [{ paymentMethod: 'cheque' }, messages.paymentMethodRequired],
    [{ products: [] }, messages.productsRequired],
    [{ products: ["1' OR '1'='1"] }, messages.invalidProductId],
    [
      { addressDetails: { ...checkoutBody([]).addressDetails, address: 'x'.repeat(5000) } },
      messages.textTooLong,
    ],
  ])('validates %j with "%s" and sells nothing', async (override, message) => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('no piece');
    const response = await call(t.app, 'POST', '/order/create', shopper.token, {
      ...checkoutBody([piece.id]),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await statusOf(piece.id)).toBe('available');
  });

  it('answers 401 without a valid token, 404 for an unknown piece; online payment reserves in the sandbox', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('no piece');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      payload: checkoutBody([piece.id]),
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call(
      t.app,
      'POST',
      '/order/create',
      shopper.token,
      checkoutBody([crypto.randomUUID()]),
    );
    expect(unknown.statusCode).toBe(404);
    const online = await postOrder(t.app, shopper.token, [piece.id], 'online');
    // No Razorpay keys in tests: the sandbox takes the online order and the piece is held for it.
    expect(online.statusCode).toBe(201);
    expect(online.json()).toMatchObject({
      sandbox: true,
      payment: { amount: piece.pricePaise, currency: 'INR' },
    });
    expect(await statusOf(piece.id)).toBe('reserved');
  });
});

describe('Indian addresses and terms at checkout (ADR 0029)', () => {
  /** Places a cash-on-delivery order of one piece with `overrides`; resolves with its stored row. */
  async function placed(overrides: Record<string, unknown>, address: Record<string, unknown> = {}) {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('no piece');
    const body = checkoutBody([piece.id], overrides);
    const response = await call(t.app, 'POST', '/order/create', shopper.token, {
      ...body,
      addressDetails: { ...body.addressDetails, ...address },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, response.json().order._id));
    if (!row) throw new Error('order not stored');
    return { row, answer: response.json().order, shopper };
  }

  it.each([
    [{ city: 'Chandigarh', state: 'chandigarh', zip: '160017' }, 'Chandigarh', '04'],
    [{ city: 'Ludhiana', state: 'Punjab', zip: '141001' }, 'Punjab', '03'],
    [{ city: 'Panchkula', state: '06', zip: '134109' }, 'Haryana', '06'],
  ])('stores %j with the official state and its GST code', async (address, name, code) => {
    const { row, answer } = await placed({}, { ...address, country: 'IN' });
    expect(row).toMatchObject({ shipState: name, shipStateCode: code, shipCountry: 'India', shipGstin: '' });
    expect(answer.addressDetails).toMatchObject({
      state: name,
      stateCode: code,
      country: 'India',
      gstin: '',
    });
  });

  it('keeps the buyer GSTIN and business name on the order and on the saved address', async () => {
    const { row, answer, shopper } = await placed(
      { saveAddress: true },
      { gstin: '04abkps1234l1zk', businessName: 'Sandhu Handlooms' },
    );
    expect(row.shipGstin).toBe('04ABKPS1234L1ZK');
    expect(row.shipBusinessName).toBe('Sandhu Handlooms');
    expect(answer.addressDetails).toMatchObject({
      gstin: '04ABKPS1234L1ZK',
      businessName: 'Sandhu Handlooms',
    });
    const saved = (await call(t.app, 'POST', '/my-address/active', shopper.token, {})).json().data;
    expect(saved).toEqual([
      expect.objectContaining({
        state: 'Chandigarh',
        stateCode: '04',
        gstin: '04ABKPS1234L1ZK',
        businessName: 'Sandhu Handlooms',
      }),
    ]);
  });

  it('records the terms when accepted and leaves them null when the call does not say', async () => {
    const before = Date.now();
    const accepted = await placed({ acceptTerms: true });
    expect(accepted.row.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect((await placed({})).row.termsAcceptedAt).toBeNull();
  });

  it('refuses acceptTerms false without creating an order', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('no piece');
    for (const paymentMethod of ['cod', 'online']) {
      const response = await call(
        t.app,
        'POST',
        '/order/create',
        shopper.token,
        checkoutBody([piece.id], { acceptTerms: false, paymentMethod }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: messages.acceptTermsRequired });
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, shopper.userId))).toEqual([]);
    expect(await statusOf(piece.id)).toBe('available');
  });

  it('stores the state code of an online order too', async () => {
    const { row } = await placed(
      { paymentMethod: 'online', acceptTerms: true },
      { state: 'punjab', zip: '141001' },
    );
    expect(row).toMatchObject({ paymentMethod: 'online', shipState: 'Punjab', shipStateCode: '03' });
    expect(row.termsAcceptedAt).not.toBeNull();
  });
});

describe('GET /api/my-orders', () => {
  it("lists the caller's orders newest first and never another shopper's", async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const stranger = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [a, b, c] = await availablePieces(t.db, 3);
    if (!a || !b || !c) throw new Error('no pieces');
    const firstOrder = (
      await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([a.id]))
    ).json().order;
    const secondOrder = (
      await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([b.id]))
    ).json().order;
    await call(t.app, 'POST', '/order/create', stranger.token, checkoutBody([c.id]));
    // Make the order of creation unambiguous even within one clock tick.
    await t.db.execute(
      sql`UPDATE orders SET created_at = created_at - interval '1 minute' WHERE id = ${firstOrder._id}`,
    );

    const response = await call(t.app, 'GET', '/my-orders', shopper.token);
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.map((order: { _id: string }) => order._id)).toEqual([secondOrder._id, firstOrder._id]);
    expect(list[0].products).toEqual([expect.objectContaining({ productId: b.id, title: b.title })]);
    expect(new Date(list[0].createdAt).toString()).not.toBe('Invalid Date');

    const mine = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, [firstOrder._id, secondOrder._id]));
    expect(mine).toHaveLength(2);
    expect((await call(t.app, 'GET', '/my-orders', stranger.token)).json().data).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-orders' })).statusCode).toBe(401);
    expect(await t.db.$count(mailMessages, eq(mailMessages.kind, 'order-confirmation'))).toBeGreaterThan(0);
  });
});

describe('how many orders a shopper may try (ADR 0039)', () => {
  const FAKE_PIECE = '00000000-0000-4000-8000-000000000002';
  const REQUEST_ID = '7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a60';
  const tryOrder = (token: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      remoteAddress,
      headers: { authorization: `Bearer ${token}` },
      payload: checkoutBody([FAKE_PIECE]),
    });
  /** `token`'s shopper tries `n` orders from `remoteAddress`; resolves with the statuses. */
  const tryOrders = async (n: number, token: string, remoteAddress?: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i += 1) statuses.push((await tryOrder(token, remoteAddress)).statusCode);
    return statuses;
  };

  it('checkout: 60 tries per account an hour, from any client; then 429 with Retry-After', async () => {
    const [token = '', other = ''] = await shoppersWithTokens(t.db, t.env.DATA_DIR, 2);
    expect(await tryOrders(60, token)).toEqual(Array(60).fill(404));
    const refused = await tryOrder(token, '203.0.113.90');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tryOrder(token)).statusCode).toBe(429);
    expect((await tryOrder(other)).statusCode).toBe(404);
  });

  it('checkout: 120 tries per client an hour, whichever accounts send them', async () => {
    const tokens = await shoppersWithTokens(t.db, t.env.DATA_DIR, 3);
    const statuses: number[] = [];
    for (const token of tokens) statuses.push(...(await tryOrders(40, token, '203.0.113.91')));
    expect(statuses).toEqual(Array(120).fill(404));
    const [fresh = ''] = await shoppersWithTokens(t.db, t.env.DATA_DIR, 1);
    expect((await tryOrder(fresh, '203.0.113.91')).statusCode).toBe(429);
    expect((await tryOrder(fresh, '203.0.113.92')).statusCode).toBe(404);
  });

  it('quote acceptance: the same 60 tries per account', async () => {
    const [token = ''] = await shoppersWithTokens(t.db, t.env.DATA_DIR, 1);
    const accept = () =>
      call(t.app, 'POST', `/requests/${REQUEST_ID}/accept`, token, {
        addressDetails: checkoutBody([]).addressDetails,
        phoneNumber: '9812345678',
        acceptTerms: true,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await accept()).statusCode);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(statuses[60]).toBe(429);
  });
});
