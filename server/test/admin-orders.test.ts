/**
 * Back office orders and fulfilment (ADR 0010): every admin route refuses anonymous
 * and shopper tokens; the list's filters and paging; the order page with its history; each
 * transition's rules (no delivery before shipping, no cancel after delivery or twice, cancel
 * gives pieces back unless shipped, a paid online order refunded once even when the cancel is
 * repeated or raced); every change recorded with who and when, and mailed to the customer.
 */
import { formatRupees } from '@shahi/contract';
import { adminOrderMessages } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseExpiredReservations } from '#server/flows/expire-reservations.ts';
import { orderEvents, orders, products } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { readOutbox, waitForMail } from './helpers/outbox.ts';
import { type RazorpayStandIn, startRazorpayStandIn } from './helpers/razorpay-stand-in.ts';
import { storeSeller } from './helpers/seller.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

const keys = { keyId: 'rzp_test_admin', keySecret: 'admin-orders-key-secret', webhookSecret: 'admin-wh' };
let standIn: RazorpayStandIn;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await createTestApp(
    {
      PUBLIC_URL: 'https://shop.example.in',
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: standIn.url,
      // One shopper places every order here; the per-shopper caps are tested in shopper-caps.test.ts.
      ...UNCAPPED_SHOPPER,
    },
    undefined,
    12,
  );
  // Shipping issues a tax invoice, which needs the seller settings (ADR 0030).
  await storeSeller(t.db);
  admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR, { firstName: 'Gurpreet', lastName: 'Admin' });
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR, {
    firstName: 'Simran',
    lastName: 'Bhullar',
    phoneNumber: '9988776655',
  });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const as = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  adminCall(t.app, method, url, { token: admin.token, payload });
const statusOf = async (id: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventsOf = (id: string) => t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
const refundsOf = (paymentId: string) =>
  standIn.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`);

async function pieces(n: number) {
  const found = await availablePieces(t.db, n);
  if (found.length < n) throw new Error('demo catalogue too small');
  return found;
}

/** A cash-on-delivery order of `n` pieces by `token` (default: the shopper). */
async function codOrder(n = 1, token = shopper.token, overrides: Record<string, unknown> = {}) {
  const chosen = await pieces(n);
  const response = await call(
    t.app,
    'POST',
    '/order/create',
    token,
    checkoutBody(
      chosen.map((piece) => piece.id),
      overrides,
    ),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().order._id as string, pieces: chosen };
}

/** An online order of one piece, not paid yet: our id, the gateway order and the piece. */
async function onlineOrder(token = shopper.token) {
  const [piece] = await pieces(1);
  const response = await call(
    t.app,
    'POST',
    '/order/create',
    token,
    checkoutBody([piece?.id], { paymentMethod: 'online' }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return { id: body.order._id as string, gatewayOrderId: body.payment.id as string, pieces: [piece] };
}

/** An online order paid and verified through the browser's path; also the payment id. */
async function paidOnlineOrder(token = shopper.token) {
  const order = await onlineOrder(token);
  const paid = standIn.emulator.pay(order.gatewayOrderId);
  const verify = await call(t.app, 'POST', '/order/verify-payment', token, { ...paid, orderId: order.id });
  expect(verify.statusCode, verify.body).toBe(200);
  return { ...order, paymentId: paid.razorpay_payment_id };
}

/** The mail about order `id` whose subject matches `subject` (the subject names the order's reference). */
const mailAbout = (id: string, subject: RegExp) =>
  waitForMail(
    t.env.DATA_DIR,
    (m) => m.subject.includes(id.slice(0, 8).toUpperCase()) && subject.test(m.subject),
  );

const ship = (id: string, body: unknown = { courierName: 'Delhivery', trackingNumber: 'DL 1234-5678/9' }) =>
  as('POST', `/admin/orders/${id}/ship`, body);

describe('access', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', '/admin/orders'],
    ['GET', `/admin/orders/${id}`],
    ['GET', `/admin/orders/${id}/packing-slip`],
    ['GET', `/admin/orders/${id}/documents/${id}.pdf?copy=duplicate`],
    ['POST', `/admin/orders/${id}/ship`, { courierName: 'x', trackingNumber: 'y' }],
    ['POST', `/admin/orders/${id}/deliver`],
    ['POST', `/admin/orders/${id}/cancel`, {}],
  ];

  it.each(routes)(
    '%s %s refuses anonymous callers (401) and shoppers (403)',
    async (method, url, payload) => {
      const anonymous = await adminCall(t.app, method, url, { payload });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().success).toBe(false);
      const asShopper = await adminCall(t.app, method, url, { token: shopper.token, payload });
      expect(asShopper.statusCode).toBe(403);
      expect(asShopper.json()).toMatchObject({ success: false, message: 'Admin access required' });
    },
  );

  it('refuses a shopper even on a real order, and changes nothing', async () => {
    const order = await codOrder();
    const attempt = await adminCall(t.app, 'POST', `/admin/orders/${order.id}/cancel`, {
      token: shopper.token,
      payload: {},
    });
    expect(attempt.statusCode).toBe(403);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'pending' });
    expect(await statusOf(order.pieces[0]?.id ?? '')).toBe('sold');
  });
});

describe('GET /api/admin/orders', () => {
  it('lists newest first with the customer, recipient, titles and a total; pages', async () => {
    const first = await codOrder();
    const second = await codOrder();
    const response = await as('GET', '/admin/orders?perPage=1');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ currentPage: 1, perPage: 1 });
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
    expect(page.totalPage).toBe(page.totalCount);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      _id: second.id,
      orderStatus: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      amount: (second.pieces[0]?.pricePaise ?? 0) / 100,
      customer: { userId: shopper.userId, name: 'Simran Bhullar', email: shopper.email },
      shipTo: { name: 'Harleen Kaur', phone: '9876543210', city: 'Chandigarh' },
      titles: [second.pieces[0]?.title],
      shipment: null,
    });
    const next = (await as('GET', '/admin/orders?perPage=1&page=2')).json().data;
    expect(next.data[0]._id).toBe(first.id);
    const beyond = (await as('GET', `/admin/orders?perPage=1&page=${page.totalCount + 1}`)).json().data;
    expect(beyond.data).toEqual([]);
  });

  it('filters by status, payment status and method', async () => {
    const cod = await codOrder();
    const online = await paidOnlineOrder();
    const ids = async (query: string) =>
      ((await as('GET', `/admin/orders?perPage=100&${query}`)).json().data.data as { _id: string }[]).map(
        (order) => order._id,
      );
    expect(await ids('method=online')).toContain(online.id);
    expect(await ids('method=online')).not.toContain(cod.id);
    expect(await ids('method=cod&paymentStatus=pending')).toContain(cod.id);
    expect(await ids('paymentStatus=paid')).toContain(online.id);
    expect(await ids('paymentStatus=paid')).not.toContain(cod.id);
    expect(await ids('status=shipped')).not.toContain(cod.id);
    expect(await ids('status=pending&method=')).toEqual(expect.arrayContaining([cod.id, online.id]));
  });

  it('searches by order id prefix, customer or recipient name, e-mail and phone', async () => {
    const other = await createVerifiedShopper(t.app, t.env.DATA_DIR, {
      firstName: 'Navjot',
      lastName: 'Sidhu',
      phoneNumber: '9000011111',
    });
    const order = await codOrder(1, other.token, {
      addressDetails: { ...checkoutBody([]).addressDetails, firstName: 'Parminder', phone: '9123456780' },
    });
    const found = async (q: string) =>
      (
        (await as('GET', `/admin/orders?perPage=100&q=${encodeURIComponent(q)}`)).json().data.data as {
          _id: string;
        }[]
      ).map((row) => row._id);
    expect(await found(order.id.slice(0, 8).toUpperCase())).toEqual([order.id]);
    expect(await found('navjot sidhu')).toEqual([order.id]);
    expect(await found('parminder')).toEqual([order.id]);
    expect(await found(other.email)).toEqual([order.id]);
    expect(await found('91234 56780')).toEqual([order.id]);
    expect(await found('9000011111')).toEqual([order.id]);
    expect(await found('%')).toEqual([]);
    expect(await found('no such person')).toEqual([]);
  });

  it('reads from/to as days in India time', async () => {
    const order = await codOrder();
    // 18:45 UTC on 10 January is 00:15 on 11 January in India.
    await t.db.execute(sql`UPDATE orders SET created_at = '2026-01-10T18:45:00Z' WHERE id = ${order.id}`);
    const ids = async (query: string) =>
      ((await as('GET', `/admin/orders?perPage=100&${query}`)).json().data.data as { _id: string }[]).map(
        (row) => row._id,
      );
    expect(await ids('from=2026-01-11&to=2026-01-11')).toEqual([order.id]);
    expect(await ids('to=2026-01-10')).not.toContain(order.id);
    expect(await ids('from=2026-01-12')).not.toContain(order.id);
  });

  it.each([
    ['perPage=101', adminOrderMessages.badPerPage],
    ['perPage=0', adminOrderMessages.badPerPage],
    ['page=0', adminOrderMessages.badPage],
    ['page=abc', adminOrderMessages.badPage],
    ['status=lost', adminOrderMessages.badStatus],
    ['paymentStatus=maybe', adminOrderMessages.badPaymentStatus],
    ['method=cheque', adminOrderMessages.badMethod],
    ['from=2026-02-30', adminOrderMessages.badDate],
    ['to=yesterday', adminOrderMessages.badDate],
    ['from=2026-03-02&to=2026-03-01', adminOrderMessages.datesReversed],
    [`q=${'x'.repeat(101)}`, adminOrderMessages.searchTooLong],
  ])('refuses ?%s with 400 "%s"', async (query, message) => {
    const response = await as('GET', `/admin/orders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('answers the order with lines, address, customer, gateway ids and its history', async () => {
    const order = await paidOnlineOrder();
    const response = await as('GET', `/admin/orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail).toMatchObject({
      _id: order.id,
      orderStatus: 'pending',
      products: [{ productId: order.pieces[0]?.id, title: order.pieces[0]?.title }],
      addressDetails: { firstName: 'Harleen', city: 'Chandigarh', zip: '160017' },
      payment: { method: 'online', status: 'paid' },
      customer: {
        userId: shopper.userId,
        firstName: 'Simran',
        email: shopper.email,
        phoneNumber: '9988776655',
      },
      gateway: {
        orderId: order.gatewayOrderId,
        paymentId: order.paymentId,
        refundId: null,
        reservedUntil: null,
      },
      shipment: null,
      cancelledAt: null,
      // Paid through Razorpay (here its stand-in), not the sandbox.
      testPayment: false,
    });
    expect(detail.gateway.paidAt).toEqual(expect.any(String));
    expect(detail.events.map((event: { kind: string }) => event.kind)).toEqual(['placed', 'payment_paid']);
    expect(detail.events[0]).toMatchObject({ toStatus: 'pending', toPaymentStatus: 'pending', actor: null });
    expect(detail.events[1]).toMatchObject({
      fromPaymentStatus: 'pending',
      toPaymentStatus: 'paid',
      actor: null,
    });
  });

  it('unknown ids are 404 and malformed ids 400, both "Order not found"', async () => {
    const unknown = await as('GET', '/admin/orders/5b1f2c9e-0000-4000-8000-000000000001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Order not found' });
    for (const bad of ['not-a-uuid', "1'%20OR%20'1'='1", '123']) {
      const response = await as('GET', `/admin/orders/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Order not found' });
    }
  });
});

describe('ship and deliver', () => {
  it('a cash-on-delivery order ships, then is delivered and paid; each step is recorded and mailed', async () => {
    const order = await codOrder();
    const shipped = await ship(order.id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({
      success: true,
      message: adminOrderMessages.shipped,
      data: {
        orderStatus: 'shipped',
        payment: { status: 'pending' },
        shipment: { courierName: 'Delhivery', trackingNumber: 'DL 1234-5678/9', deliveredAt: null },
      },
    });
    const mail = await mailAbout(order.id, /on its way/);
    expect(mail.to).toBe(shopper.email);
    expect(mail.text).toContain('DL 1234-5678/9');
    expect(mail.text).toContain('Courier: Delhivery');
    expect(mail.text).toContain(formatRupees((order.pieces[0]?.pricePaise ?? 0) / 100));
    expect(mail.text).toContain('https://shop.example.in/my-orders');

    // The shopper sees the courier and tracking number on the order card.
    const mine = (await call(t.app, 'GET', '/my-orders', shopper.token)).json().data;
    expect(mine.find((row: { _id: string }) => row._id === order.id)).toMatchObject({
      orderStatus: 'shipped',
      shipment: { courierName: 'Delhivery', trackingNumber: 'DL 1234-5678/9' },
    });

    const delivered = await as('POST', `/admin/orders/${order.id}/deliver`);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toMatchObject({
      orderStatus: 'delivered',
      payment: { status: 'paid' },
      shipment: { deliveredAt: expect.any(String) },
    });
    expect((await orderRow(order.id))?.paidAt).toBeInstanceOf(Date);
    expect((await mailAbout(order.id, /was delivered/)).text).toContain('in cash');

    const history = delivered.json().data.events;
    expect(history.map((event: { kind: string }) => event.kind)).toEqual(['placed', 'shipped', 'delivered']);
    const actor = { userId: admin.userId, name: 'Gurpreet Admin', email: admin.email };
    expect(history[1]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'shipped',
      note: 'Delhivery, tracking DL 1234-5678/9',
      actor,
    });
    expect(history[2]).toMatchObject({
      fromStatus: 'shipped',
      toStatus: 'delivered',
      fromPaymentStatus: 'pending',
      toPaymentStatus: 'paid',
      actor,
    });
    const times = history.map((event: { createdAt: string }) => Date.parse(event.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('no delivery before shipping, no second shipping, no delivery twice: 409 and nothing changes', async () => {
    const order = await codOrder();
    const early = await as('POST', `/admin/orders/${order.id}/deliver`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`${adminOrderMessages.deliverNotShipped}; this one is pending`);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });

    expect((await ship(order.id)).statusCode).toBe(200);
    const again = await ship(order.id, { courierName: 'Blue Dart', trackingNumber: 'BD1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${adminOrderMessages.shipNotPending}; this one is shipped`);
    expect(await orderRow(order.id)).toMatchObject({ courierName: 'Delhivery' });

    expect((await as('POST', `/admin/orders/${order.id}/deliver`)).statusCode).toBe(200);
    expect((await as('POST', `/admin/orders/${order.id}/deliver`)).statusCode).toBe(409);
    expect((await eventsOf(order.id)).map((event) => event.kind).sort()).toEqual([
      'delivered',
      'placed',
      'shipped',
    ]);
  });

  it('an online order ships only once paid; once delivered it stays paid', async () => {
    const unpaid = await onlineOrder();
    const refused = await ship(unpaid.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(adminOrderMessages.shipUnpaid);
    expect(await orderRow(unpaid.id)).toMatchObject({ orderStatus: 'pending', courierName: null });

    const paid = await paidOnlineOrder();
    expect((await ship(paid.id)).statusCode).toBe(200);
    const delivered = await as('POST', `/admin/orders/${paid.id}/deliver`);
    expect(delivered.json().data).toMatchObject({ orderStatus: 'delivered', payment: { status: 'paid' } });
    const last = delivered.json().data.events.at(-1);
    expect(last).toMatchObject({ kind: 'delivered', fromPaymentStatus: null, toPaymentStatus: null });
  });

  it.each([
    [{}, adminOrderMessages.courierRequired],
    [{ courierName: '   ', trackingNumber: 'X1' }, adminOrderMessages.courierRequired],
    [{ courierName: 'Delhivery', trackingNumber: '' }, adminOrderMessages.trackingRequired],
    [{ courierName: 'x'.repeat(81), trackingNumber: 'X1' }, adminOrderMessages.courierTooLong],
    [{ courierName: 'x'.repeat(100_00), trackingNumber: 'X1' }, adminOrderMessages.courierTooLong],
    [{ courierName: 'Delhivery', trackingNumber: '9'.repeat(61) }, adminOrderMessages.trackingTooLong],
    [{ courierName: 'Delhi\nvery', trackingNumber: 'X1' }, adminOrderMessages.controlCharacters],
    [{ courierName: 'Delhivery', trackingNumber: '<b>1</b>' }, adminOrderMessages.trackingFormat],
    [{ courierName: 42, trackingNumber: 'X1' }, adminOrderMessages.courierRequired],
  ])('ship refuses %j with 400 and changes nothing', async (body, message) => {
    const order = await codOrder();
    const response = await ship(order.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'pending', courierName: null });
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it('unknown and malformed ids: 404 and 400 for every transition', async () => {
    const unknown = '5b1f2c9e-0000-4000-8000-000000000002';
    for (const [path, body] of [
      ['ship', { courierName: 'Delhivery', trackingNumber: 'X1' }],
      ['deliver', undefined],
      ['cancel', {}],
    ] as const) {
      const missing = await as('POST', `/admin/orders/${unknown}/${path}`, body);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, message: 'Order not found' });
      const bad = await as('POST', `/admin/orders/xyz/${path}`, body);
      expect(bad.statusCode).toBe(400);
    }
  });
});

describe('cancel', () => {
  it('a pending cash-on-delivery order: pieces back on sale, recorded, mailed; a second cancel is 409', async () => {
    const order = await codOrder(2);
    const response = await as('POST', `/admin/orders/${order.id}/cancel`, {
      reason: 'Customer asked <by phone>',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: adminOrderMessages.cancelled,
      data: { orderStatus: 'cancelled', payment: { status: 'pending' }, cancelledAt: expect.any(String) },
    });
    for (const piece of order.pieces) expect(await statusOf(piece.id)).toBe('available');
    const event = response.json().data.events.at(-1);
    expect(event).toMatchObject({
      kind: 'cancelled',
      fromStatus: 'pending',
      toStatus: 'cancelled',
      actor: { userId: admin.userId },
    });
    expect(event.note).toContain('Customer asked <by phone>');
    const mail = await mailAbout(order.id, /cancelled/);
    expect(mail.text).toContain('Reason: Customer asked <by phone>');
    expect(mail.html).toContain('Customer asked &lt;by phone&gt;');
    expect(mail.text).toContain('nothing to pay');

    const again = await as('POST', `/admin/orders/${order.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: adminOrderMessages.cancelTwice });
    expect(await eventsOf(order.id)).toHaveLength(2);
    expect((await ship(order.id)).statusCode).toBe(409);
  });

  it('a shipped order can be cancelled but keeps its pieces sold; a delivered one cannot be cancelled', async () => {
    const shipped = await codOrder();
    await ship(shipped.id);
    const response = await as('POST', `/admin/orders/${shipped.id}/cancel`, { reason: 'Returned to sender' });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(shipped.pieces[0]?.id ?? '')).toBe('sold');
    expect(response.json().data.events.at(-1).note).toContain('pieces stay sold');

    const delivered = await codOrder();
    await ship(delivered.id);
    await as('POST', `/admin/orders/${delivered.id}/deliver`);
    const refused = await as('POST', `/admin/orders/${delivered.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(adminOrderMessages.cancelDelivered);
    expect(await orderRow(delivered.id)).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });
  });

  it('a paid online order is refunded in full once; repeating the cancel asks for no second refund', async () => {
    const order = await paidOnlineOrder();
    const response = await as('POST', `/admin/orders/${order.id}/cancel`, { reason: 'Damaged in workshop' });
    expect(response.statusCode, response.body).toBe(200);
    const refunds = refundsOf(order.paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body).toEqual({ amount: order.pieces[0]?.pricePaise });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    expect(row?.gatewayRefundId).toMatch(/^rfnd_/);
    expect(standIn.emulator.fetchPayment(order.paymentId).status).toBe('refunded');
    expect(await statusOf(order.pieces[0]?.id ?? '')).toBe('available');
    expect(response.json().data.events.at(-1)).toMatchObject({
      kind: 'cancelled',
      fromPaymentStatus: 'paid',
      toPaymentStatus: 'refunded',
    });
    const mail = await mailAbout(order.id, /cancelled/);
    expect(mail.text).toContain(`refunded ${formatRupees((order.pieces[0]?.pricePaise ?? 0) / 100)}`);

    for (let i = 0; i < 3; i += 1) {
      expect((await as('POST', `/admin/orders/${order.id}/cancel`, {})).statusCode).toBe(409);
    }
    expect(refundsOf(order.paymentId)).toHaveLength(1);
  });

  it('eight cancels of one paid order at the same moment: one refund, one change, seven 409', async () => {
    const order = await paidOnlineOrder();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => as('POST', `/admin/orders/${order.id}/cancel`, {})),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(refundsOf(order.paymentId)).toHaveLength(1);
    expect((await eventsOf(order.id)).filter((event) => event.kind === 'cancelled')).toHaveLength(1);
    const mails = (await readOutbox(t.env.DATA_DIR)).filter(
      (m) => /cancelled/.test(m.subject) && m.text.includes(order.id.slice(0, 8).toUpperCase()),
    );
    expect(mails.length).toBeLessThanOrEqual(1);
  });

  it('a refund the gateway refuses: 502, and the order, pieces and history are unchanged', async () => {
    const order = await paidOnlineOrder();
    await t.db.execute(
      sql`UPDATE orders SET gateway_payment_id = 'pay_UnknownToRzp01' WHERE id = ${order.id}`,
    );
    const response = await as('POST', `/admin/orders/${order.id}/cancel`, {});
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, message: adminOrderMessages.refundFailed });
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'paid' });
    expect(await statusOf(order.pieces[0]?.id ?? '')).toBe('sold');
    expect((await eventsOf(order.id)).map((event) => event.kind)).toEqual(['placed', 'payment_paid']);
  });

  it('an online order still waiting for payment: reservation released, payment failed; a late payment is refunded, never revives it', async () => {
    const order = await onlineOrder();
    expect(await statusOf(order.pieces[0]?.id ?? '')).toBe('reserved');
    const response = await as('POST', `/admin/orders/${order.id}/cancel`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ orderStatus: 'cancelled', payment: { status: 'failed' } });
    expect(await statusOf(order.pieces[0]?.id ?? '')).toBe('available');
    const mail = await mailAbout(order.id, /cancelled/);
    expect(mail.text).toContain('No payment was taken');

    // The shopper's payment still goes through: the piece is even still available, yet it is refunded.
    const paid = standIn.emulator.pay(order.gatewayOrderId);
    const verify = await call(t.app, 'POST', '/order/verify-payment', shopper.token, {
      ...paid,
      orderId: order.id,
    });
    expect(verify.statusCode).toBe(409);
    expect(refundsOf(paid.razorpay_payment_id)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    expect(await statusOf(order.pieces[0]?.id ?? '')).toBe('available');
    const kinds = (await as('GET', `/admin/orders/${order.id}`)).json().data.events;
    expect(kinds.map((event: { kind: string }) => event.kind)).toEqual(['placed', 'cancelled', 'refunded']);
    expect(kinds[2]).toMatchObject({ actor: null, toPaymentStatus: 'refunded' });
  });
});

describe('history of the shop’s own changes', () => {
  it('an expired reservation is recorded with no actor', async () => {
    const order = await onlineOrder();
    await t.db.execute(
      sql`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = ${order.id}`,
    );
    await releaseExpiredReservations(t.pool);
    const events = await eventsOf(order.id);
    expect(events.map((event) => event.kind).sort()).toEqual(['payment_expired', 'placed']);
    expect(events.find((event) => event.kind === 'payment_expired')).toMatchObject({
      fromPaymentStatus: 'pending',
      toPaymentStatus: 'failed',
      toStatus: 'cancelled',
      actorUserId: null,
    });
    expect((await as('POST', `/admin/orders/${order.id}/cancel`, {})).statusCode).toBe(409);
  });
});

describe('GET /api/admin/orders/:id/packing-slip', () => {
  it('is printable HTML with the address, pieces in ₹ and the cash to collect, every value escaped', async () => {
    const order = await codOrder(2);
    await t.db.execute(
      sql`UPDATE orders SET ship_first_name = '<script>alert(1)</script>', ship_address = 'Lane "5" & Co' WHERE id = ${order.id}`,
    );
    const response = await as('GET', `/admin/orders/${order.id}/packing-slip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('Shahi Threads');
    expect(html).toContain(order.id);
    expect(html).toContain(order.id.slice(0, 8).toUpperCase());
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Lane &quot;5&quot; &amp; Co');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('@media print');
    expect(html).toContain('9876543210');
    const total = order.pieces.reduce((sum, piece) => sum + piece.pricePaise, 0) / 100;
    expect(html).toContain(`Cash on delivery — collect ${formatRupees(total)}`);
    for (const piece of order.pieces) expect(html).toContain(formatRupees(piece.pricePaise / 100));
    // Before shipping there is no invoice yet: the slip says when it comes and where to print its copy.
    expect(html).toContain('The invoice is issued when you mark the order shipped');
    expect(html).toContain(`<a href="https://shop.example.in/admin/orders/${order.id}">`);
  });

  it('says "Paid online" for a paid online order, and 404 for an unknown one', async () => {
    const order = await paidOnlineOrder();
    const html = (await as('GET', `/admin/orders/${order.id}/packing-slip`)).body;
    expect(html).toContain('Paid online');
    expect(html).not.toContain('TEST');
    const missing = await as('GET', '/admin/orders/5b1f2c9e-0000-4000-8000-000000000003/packing-slip');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Order not found' });
  });
});
