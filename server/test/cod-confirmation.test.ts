/**
 * Cash-on-delivery confirmation (ADR 0035, docs/product.md#cash-on-delivery-confirmation): a COD
 * order awaits its shopper's confirmation (signed mail link, My Orders, back office by phone),
 * lapses unconfirmed (pieces back on sale), is capped by COD_MAX_ORDER_RUPEES and never costs a fee;
 * its messages go through the notification channels (ADR 0036).
 */
import { codCeilingMessage, codMessages, messages, pieceGoneMessage } from '@shahi/contract';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, resolveEnv } from '#server/config/env.ts';
import type { Transaction } from '#server/db/transaction.ts';
import { lapseUnconfirmedCodOrders } from '#server/flows/expire-reservations.ts';
import type { CodDeps } from '#server/flows/steps/cod-message.ts';
import type { MailMessage } from '#server/mail/queue.ts';
import { insertMail } from '#server/mail/repository.ts';
import { loadJwtSecret } from '#server/modules/auth/jwt-secret.ts';
import { issueCodConfirmToken } from '#server/modules/orders/cod-token.ts';
import { createNotifier } from '#server/notify/channels.ts';
import { mailMessages, notificationOutbox, orderEvents, orders, products } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { createAdmin } from './helpers/admin.ts';
import { linkIn, waitForMail } from './helpers/outbox.ts';
import { storeSeller } from './helpers/seller.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://shop.example.in';
const HOUR = 3_600_000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let key: Uint8Array;
/** The lapse run's dependencies over the test database: mail rows straight into mail_messages, SMS stubbed. */
let cod: CodDeps;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  key = await loadJwtSecret(t.env.JWT_SECRET, t.env.DATA_DIR);
  const mail = {
    enqueue: (tx: Transaction, message: MailMessage) =>
      insertMail(tx.db, { ...message, to: message.to ?? '' }),
    wake() {},
  };
  cod = {
    pool: t.pool,
    db: t.db,
    notifier: createNotifier(mail, 'outbox'),
    shopName: t.env.SHOP_NAME,
    publicUrl: PUBLIC_URL,
    tokenKey: key,
    confirmHours: t.env.COD_CONFIRM_HOURS,
    maxOrderRupees: t.env.COD_MAX_ORDER_RUPEES,
    alerts: { mail, env: t.env },
  };
  await storeSeller(t.db);
});
afterAll(async () => {
  await t.close();
});

const anonymous = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const statusOf = async (id: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;
const eventsOf = async (id: string) =>
  t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.createdAt);

/** A verified shopper with a COD order of one piece (sorted to be under the ceiling), and its link. */
async function placeCodOrder() {
  const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  const [piece] = await availablePieces(t.db, 1);
  if (!piece) throw new Error('demo catalogue too small');
  await t.db.update(products).set({ pricePaise: 250_000 }).where(eq(products.id, piece.id));
  const response = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece.id]));
  expect(response.statusCode).toBe(201);
  const order = response.json().order;
  const mail = await waitForMail(
    t.env.DATA_DIR,
    (m) => m.to === shopper.email && /is placed/.test(m.subject),
  );
  const link = linkIn(mail, `${PUBLIC_URL}/order/${order._id}/confirm?token=`);
  const token = decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
  return { shopper, piece, order, mail, link, token };
}

describe('placing a cash-on-delivery order', () => {
  it('awaits confirmation for COD_CONFIRM_HOURS, keeps the piece sold and charges no fee', async () => {
    const before = Date.now();
    const { piece, order, mail } = await placeCodOrder();
    expect(order).toMatchObject({
      orderStatus: 'pending',
      awaitingConfirmation: true,
      codLapsed: false,
      payment: { method: 'cod', status: 'pending', amount: 2_500 },
    });
    // No COD fee, ever: the total is the piece's price.
    expect(order.payment.amount).toBe(order.products[0].price);
    const deadline = Date.parse(order.confirmBy);
    expect(deadline).toBeGreaterThanOrEqual(before + 24 * HOUR - 1_000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1_000);
    const row = await orderRow(order._id);
    expect(row?.codConfirmedAt).toBeNull();
    expect(row?.reservedUntil?.toISOString()).toBe(order.confirmBy);
    expect(await statusOf(piece.id)).toBe('sold');
    expect(mail.text).toContain('Please confirm this cash-on-delivery order by');
    expect(mail.text).toContain('IST');
    expect(mail.html).toContain('CONFIRM ORDER');

    // A second buyer still gets today's 409.
    const other = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const second = await call(t.app, 'POST', '/order/create', other.token, checkoutBody([piece.id]));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(pieceGoneMessage(piece.title, 'sold'));
  });

  it('tells the storefront the ceiling and the window', async () => {
    const response = await anonymous('GET', '/checkout/options');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { codMaxAmount: 50_000, codConfirmHours: 24 } });
  });

  it('refuses a COD order over the ceiling with a 400 offering online payment, changing nothing', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('no piece');
    await t.db.update(products).set({ pricePaise: 5_000_001 }).where(eq(products.id, piece.id));
    const ordersBefore = await t.db.$count(orders);
    const response = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece.id]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Cash on delivery is available for orders up to ₹50,000.00. Please pay online for this order.',
    });
    expect(codCeilingMessage(50_000)).toBe(response.json().message);
    expect(await statusOf(piece.id)).toBe('available');
    expect(await t.db.$count(orders)).toBe(ordersBefore);
    // Exactly at the ceiling is allowed.
    await t.db.update(products).set({ pricePaise: 5_000_000 }).where(eq(products.id, piece.id));
    const atCeiling = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece.id]));
    expect(atCeiling.statusCode).toBe(201);
    expect(atCeiling.json().order.payment.amount).toBe(50_000);
  });
});

describe('confirming by the mail link (no sign-in)', () => {
  it('shows the order on GET without confirming, confirms on POST, and a second POST is harmless', async () => {
    const { shopper, order, token } = await placeCodOrder();
    const view = await anonymous('GET', `/order/${order._id}/confirm-cod?token=${encodeURIComponent(token)}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      orderId: order._id,
      reference: order._id.slice(0, 8).toUpperCase(),
      state: 'awaiting',
      amount: 2_500,
      confirmBy: order.confirmBy,
    });
    expect(JSON.stringify(view.json())).not.toContain(order.addressDetails.address);
    expect((await orderRow(order._id))?.codConfirmedAt).toBeNull();

    const confirmed = await anonymous('POST', `/order/${order._id}/confirm-cod`, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      success: true,
      message: codMessages.confirmed,
      data: { awaitingConfirmation: false, confirmBy: null, orderStatus: 'pending' },
    });
    const row = await orderRow(order._id);
    expect(row?.codConfirmedAt).toBeInstanceOf(Date);
    expect(row?.reservedUntil).toBeNull();
    const mail = await waitForMail(
      t.env.DATA_DIR,
      (m) => m.to === shopper.email && /is confirmed/.test(m.subject),
    );
    expect(mail.text).toContain('Please keep ₹2,500.00 ready in cash');

    const again = await anonymous('POST', `/order/${order._id}/confirm-cod`, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(codMessages.alreadyConfirmed);
    const kinds = (await eventsOf(order._id)).map((event) => event.kind);
    expect(kinds).toEqual(['placed', 'cod_confirmed']);
    const confirmedMails = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, shopper.email), eq(mailMessages.kind, 'order-cod-confirmed')));
    expect(confirmedMails).toHaveLength(1);

    const view2 = await anonymous(
      'GET',
      `/order/${order._id}/confirm-cod?token=${encodeURIComponent(token)}`,
    );
    expect(view2.json().data.state).toBe('confirmed');
  });

  it('refuses forged, expired, other orders’ and session tokens with 400, and unknown ids with 404, changing nothing', async () => {
    const first = await placeCodOrder();
    const second = await placeCodOrder();
    const forgedKey = new TextEncoder().encode('x'.repeat(64));
    const forged = await issueCodConfirmToken(first.order._id, new Date(Date.now() + HOUR), forgedKey);
    const expired = await issueCodConfirmToken(first.order._id, new Date(Date.now() - 8 * 24 * HOUR), key);
    const otherPurpose = await new SignJWT({ purpose: 'password-reset' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(first.order._id)
      .setIssuer('shahi-threads')
      .setAudience('shahi-threads-cod-confirm')
      .setExpirationTime('1h')
      .sign(key);
    const tampered = `${first.token.slice(0, -4)}AAAA`;
    for (const token of [forged, expired, otherPurpose, tampered, second.token, first.shopper.token]) {
      const response = await anonymous('POST', `/order/${first.order._id}/confirm-cod`, { token });
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: codMessages.badLink,
        code: 'COD_BAD_LINK',
      });
      const view = await anonymous(
        'GET',
        `/order/${first.order._id}/confirm-cod?token=${encodeURIComponent(token)}`,
      );
      expect(view.statusCode).toBe(400);
    }
    const unknown = await anonymous('POST', '/order/not-an-order/confirm-cod', { token: first.token });
    expect(unknown.statusCode).toBe(404);
    const missing = await anonymous('POST', `/order/${first.order._id}/confirm-cod`, {});
    expect(missing.statusCode).toBe(400);
    expect((await orderRow(first.order._id))?.codConfirmedAt).toBeNull();
    expect((await orderRow(second.order._id))?.codConfirmedAt).toBeNull();
    expect((await eventsOf(first.order._id)).map((event) => event.kind)).toEqual(['placed']);
  });
});

describe('confirming from My Orders and the back office', () => {
  it('lets the signed-in owner confirm; another shopper gets 404 and an anonymous caller 401', async () => {
    const { shopper, order } = await placeCodOrder();
    const listed = await call(t.app, 'GET', '/my-orders', shopper.token);
    expect(listed.json().data[0]).toMatchObject({ _id: order._id, awaitingConfirmation: true });

    const stranger = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const refused = await call(t.app, 'POST', `/order/${order._id}/confirm`, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.orderNotFound);
    expect((await anonymous('POST', `/order/${order._id}/confirm`)).statusCode).toBe(401);
    expect((await orderRow(order._id))?.codConfirmedAt).toBeNull();

    const confirmed = await call(t.app, 'POST', `/order/${order._id}/confirm`, shopper.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.awaitingConfirmation).toBe(false);
    const after = await call(t.app, 'GET', '/my-orders', shopper.token);
    expect(after.json().data[0]).toMatchObject({ awaitingConfirmation: false, confirmBy: null });
    const [, event] = await eventsOf(order._id);
    expect(event).toMatchObject({ kind: 'cod_confirmed', actorUserId: null });
    expect(event?.note).toContain('My Orders');
  });

  it('lets an admin confirm on the phone’s say-so, recorded with the admin as actor', async () => {
    const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
    const { order } = await placeCodOrder();
    const shopperTry = await call(
      t.app,
      'POST',
      `/admin/orders/${order._id}/confirm-cod`,
      (await createVerifiedShopper(t.app, t.env.DATA_DIR)).token,
    );
    expect(shopperTry.statusCode).toBe(403);
    const response = await call(t.app, 'POST', `/admin/orders/${order._id}/confirm-cod`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: codMessages.confirmedByPhone,
      data: { awaitingConfirmation: false },
    });
    const [, event] = await eventsOf(order._id);
    expect(event).toMatchObject({
      kind: 'cod_confirmed',
      actorUserId: admin.userId,
      note: 'Customer confirmed by phone',
    });
  });
});

describe('lapsing unconfirmed orders', () => {
  it('cancels an unconfirmed order after its window, puts the piece back on sale, records and mails it, once', async () => {
    const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
    const awaiting = await placeCodOrder();
    const confirmed = await placeCodOrder();
    const shipped = await placeCodOrder();
    await anonymous('POST', `/order/${confirmed.order._id}/confirm-cod`, { token: confirmed.token });
    const ship = await call(t.app, 'POST', `/admin/orders/${shipped.order._id}/ship`, admin.token, {
      courierName: 'Delhivery',
      trackingNumber: 'DL 1',
    });
    expect(ship.statusCode).toBe(200);
    expect((await orderRow(shipped.order._id))?.codConfirmedAt).toBeInstanceOf(Date);

    // Before the deadline nothing lapses.
    const early = await lapseUnconfirmedCodOrders(cod, new Date(Date.now() + 23 * HOUR));
    expect(early.orders).toBe(0);
    expect((await orderRow(awaiting.order._id))?.orderStatus).toBe('pending');

    const later = new Date(Date.now() + 25 * HOUR);
    const lapsed = await lapseUnconfirmedCodOrders(cod, later);
    expect(lapsed.orders).toBeGreaterThanOrEqual(1);
    const row = await orderRow(awaiting.order._id);
    expect(row).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'failed' });
    expect(await statusOf(awaiting.piece.id)).toBe('available');
    const product = await anonymous('GET', `/product/${awaiting.piece.id}`);
    expect(JSON.stringify(product.json())).toContain('"available"');
    const events = await eventsOf(awaiting.order._id);
    expect(events.at(-1)).toMatchObject({
      kind: 'cod_lapsed',
      toStatus: 'cancelled',
      toPaymentStatus: 'failed',
    });
    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(
        and(eq(mailMessages.recipient, awaiting.shopper.email), eq(mailMessages.kind, 'order-cod-lapsed')),
      );
    expect(mail?.textBody).toContain('We did not hear from you');
    expect(mail?.textBody).toContain('back on sale');
    const [sms] = await t.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.kind, 'order-cod-lapsed'), eq(notificationOutbox.channel, 'sms')));
    expect(sms).toMatchObject({ provider: 'outbox', status: 'stub-not-sent', phone: '9812345678' });

    // A confirmed and a shipped order never lapse.
    expect((await orderRow(confirmed.order._id))?.orderStatus).toBe('pending');
    expect(await statusOf(confirmed.piece.id)).toBe('sold');
    expect((await orderRow(shipped.order._id))?.orderStatus).toBe('shipped');
    expect(await statusOf(shipped.piece.id)).toBe('sold');

    // A second run does nothing more.
    const eventCount = events.length;
    expect(await lapseUnconfirmedCodOrders(cod, later)).toEqual({ orders: 0, pieces: 0 });
    expect(await eventsOf(awaiting.order._id)).toHaveLength(eventCount);

    // The shopper sees why, and a late click is a clear 409.
    const mine = await call(t.app, 'GET', '/my-orders', awaiting.shopper.token);
    expect(mine.json().data[0]).toMatchObject({
      orderStatus: 'cancelled',
      codLapsed: true,
      awaitingConfirmation: false,
    });
    const late = await anonymous('POST', `/order/${awaiting.order._id}/confirm-cod`, {
      token: awaiting.token,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(codMessages.lapsed);
    const lateView = await anonymous(
      'GET',
      `/order/${awaiting.order._id}/confirm-cod?token=${encodeURIComponent(awaiting.token)}`,
    );
    expect(lateView.json().data.state).toBe('lapsed');
  });

  it('does not lapse a confirmed order even when run long after its window', async () => {
    const { order, token } = await placeCodOrder();
    await anonymous('POST', `/order/${order._id}/confirm-cod`, { token });
    await lapseUnconfirmedCodOrders(cod, new Date(Date.now() + 100 * HOUR));
    expect((await orderRow(order._id))?.orderStatus).toBe('pending');
    expect((await eventsOf(order._id)).map((event) => event.kind)).toEqual(['placed', 'cod_confirmed']);
  });
});

describe('settings', () => {
  it('bounds COD_CONFIRM_HOURS, COD_MAX_ORDER_RUPEES and refuses unbuilt SMS providers', () => {
    expect(resolveEnv({ COD_CONFIRM_HOURS: '0.01' }).COD_CONFIRM_HOURS).toBe(0.01);
    expect(resolveEnv({}).COD_MAX_ORDER_RUPEES).toBe(50_000);
    expect(resolveEnv({}).SMS_PROVIDER).toBe('none');
    for (const source of [
      { COD_CONFIRM_HOURS: '0' },
      { COD_CONFIRM_HOURS: '200' },
      { COD_MAX_ORDER_RUPEES: '12.5' },
      { SMS_PROVIDER: 'twilio' },
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'y'.repeat(40),
        PUBLIC_URL: 'https://shop.example.in',
        SMTP_URL: 'smtp://127.0.0.1:1',
        SMS_PROVIDER: 'outbox',
      },
    ]) {
      expect(() => resolveEnv(source), JSON.stringify(source)).toThrow(EnvError);
    }
  });
});
