/**
 * Owner alerts (ADR 0062): one mail per kind to the shop's inbox (Seller settings' customer-care
 * e-mail) and to every admin who did not opt out, queued in the transaction that caused it; an
 * admin's "My alerts" preferences; and the one shop inbox the contact form and requests use.
 */
import { ownerAlertKinds } from '@shahi/contract/schemas';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Transaction, withTransaction } from '#server/db/transaction.ts';
import { lapseUnconfirmedCodOrders, releaseExpiredReservations } from '#server/flows/expire-reservations.ts';
import { fileClaim } from '#server/flows/file-claim.ts';
import type { MailMessage } from '#server/mail/queue.ts';
import { insertMail } from '#server/mail/repository.ts';
import { type OwnerAlertDeps, queueOwnerAlert, shopInbox } from '#server/modules/alerts/public.ts';
import { uniqueAddresses } from '#server/modules/alerts/recipients.ts';
import { alertBackupFailed, startsFailureStreak } from '#server/modules/backup/run.ts';
import { createNotifier } from '#server/notify/channels.ts';
import { mailMessages, orders, products, sellerSettings } from '#server/tables/index.ts';
import { createVerifiedShopper, post } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { waitForMail } from './helpers/outbox.ts';
import { createRazorpayTestApp, deliverWebhook, type RazorpayStandIn } from './helpers/razorpay-stand-in.ts';
import { storeSeller } from './helpers/seller.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { UNCAPPED_SHOPPER } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://shop.example.in';
const SHOP_EMAIL = 'owner@shop.example.in';
/** The customer-care e-mail the owner saved in Seller settings: the shop's inbox. */
const CARE = 'care@phulkarighar.in';
const OFFICER = 'grievance@phulkarighar.in';

let paying: Awaited<ReturnType<typeof createRazorpayTestApp>>;
let t: Awaited<ReturnType<typeof createRazorpayTestApp>>['t'];
let standIn: RazorpayStandIn;
/** Gets every alert. */
let alice: Awaited<ReturnType<typeof createAdmin>>;
/** Opts out of new orders. */
let bob: Awaited<ReturnType<typeof createAdmin>>;
/** Queues straight into mail_messages, as the app's queue does inside the transaction. */
let alerts: OwnerAlertDeps;

beforeAll(async () => {
  paying = await createRazorpayTestApp({ PUBLIC_URL, SHOP_EMAIL, ...UNCAPPED_SHOPPER });
  ({ t, standIn } = paying);
  await storeSeller(t.db, { careEmail: CARE, grievanceEmail: OFFICER });
  alice = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  bob = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  const mail = {
    enqueue: (tx: Transaction, message: MailMessage) =>
      insertMail(tx.db, { ...message, to: message.to ?? '' }),
    wake() {},
  };
  alerts = { mail, env: t.env };
});
afterAll(() => paying?.close());

/** The owner alerts queued whose subject starts with `prefix`: their recipients, sorted. */
async function alertRecipients(prefix: string): Promise<string[]> {
  const rows = await t.db
    .select({ to: mailMessages.recipient })
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, 'owner-alert'), like(mailMessages.subject, `${prefix}%`)));
  return rows.map((row) => row.to).sort();
}

/** The shop's inbox (the care e-mail), SHOP_EMAIL and the admins (ADR 0062). */
const everyone = () => [CARE, SHOP_EMAIL, alice.email, bob.email].sort();
const allButBob = () => [CARE, SHOP_EMAIL, alice.email].sort();
const alertCount = () => t.db.$count(mailMessages, eq(mailMessages.kind, 'owner-alert'));
const reference = (id: string) => id.slice(0, 8).toUpperCase();

/** A COD order of one piece priced ₹2,500 by a fresh shopper; the answer's order and the shopper. */
async function placeCod() {
  const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  const [piece] = await availablePieces(t.db, 1);
  if (!piece) throw new Error('demo catalogue too small');
  await t.db.update(products).set({ pricePaise: 250_000 }).where(eq(products.id, piece.id));
  const response = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece.id]));
  expect(response.statusCode, response.body).toBe(201);
  return { shopper, piece, order: response.json().order as { _id: string } };
}

/** An online order of one piece started (reserved) by a fresh shopper. */
async function startOnline() {
  const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  const [piece] = await availablePieces(t.db, 1);
  if (!piece) throw new Error('demo catalogue too small');
  const response = await call(
    t.app,
    'POST',
    '/order/create',
    shopper.token,
    checkoutBody([piece.id], { paymentMethod: 'online' }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return { shopper, piece, orderId: body.order._id as string, gatewayOrderId: body.payment.id as string };
}

describe('My alerts (preferences)', () => {
  it('lists every kind on, with the admin and the shop inbox; switches one off and on for that admin only', async () => {
    const read = await adminCall(t.app, 'GET', '/admin/alerts/preferences', { token: bob.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      email: bob.email,
      shopInbox: CARE,
      shopEmail: SHOP_EMAIL,
      kinds: ownerAlertKinds.map((kind) => ({ kind, on: true })),
    });
    for (const on of [false, true, false]) {
      const put = await adminCall(t.app, 'PUT', '/admin/alerts/preferences', {
        token: bob.token,
        payload: { kind: 'new_order', on },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().message).toContain('Saved.');
      expect(put.json().data.kinds[0]).toEqual({ kind: 'new_order', on });
    }
    const theirs = await adminCall(t.app, 'GET', '/admin/alerts/preferences', { token: alice.token });
    expect(theirs.json().data.kinds.every((entry: { on: boolean }) => entry.on)).toBe(true);
  });

  it('refuses an unknown kind or a bad body (400), a shopper (403) and no session (401)', async () => {
    for (const payload of [
      { kind: 'everything', on: false },
      { kind: 'claim' },
      { kind: 'claim', on: 'no' },
      [],
    ]) {
      const response = await adminCall(t.app, 'PUT', '/admin/alerts/preferences', {
        token: alice.token,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    expect(
      (await adminCall(t.app, 'GET', '/admin/alerts/preferences', { token: shopper.token })).statusCode,
    ).toBe(403);
    expect((await adminCall(t.app, 'GET', '/admin/alerts/preferences')).statusCode).toBe(401);
  });
});

describe('an owner mail per kind', () => {
  it('new_order (COD): the inbox and Alice, not Bob who opted out; pieces, city, payment and links', async () => {
    const { piece, order } = await placeCod();
    const subject = `New order ${reference(order._id)} – ₹2,500 COD`;
    expect(await alertRecipients(subject)).toEqual(allButBob());
    const mail = await waitForMail(t.env.DATA_DIR, (m) => m.to === CARE && m.subject === subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(piece.title);
      expect(part).toContain('₹2,500.00, cash on delivery');
      expect(part).toContain(`${PUBLIC_URL}/admin/orders/${order._id}`);
      expect(part).toContain('Packing slip');
    }
    expect(mail.text).toMatch(/Deliver to: .+, .+, .+ \d{6}/);
  });

  it('cod_confirmed: says the shopper confirmed in My Orders; Bob gets it (he only left new orders)', async () => {
    const { shopper, order } = await placeCod();
    const confirmed = await call(t.app, 'POST', `/order/${order._id}/confirm`, shopper.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const subject = `COD order ${reference(order._id)} confirmed`;
    expect(await alertRecipients(subject)).toEqual(everyone());
    const [row] = await t.db
      .select({ text: mailMessages.textBody })
      .from(mailMessages)
      .where(like(mailMessages.subject, `${subject}%`))
      .limit(1);
    expect(row?.text).toContain('in My Orders');
    // Confirming again changes nothing and alerts nobody.
    const before = await alertCount();
    expect((await call(t.app, 'POST', `/order/${order._id}/confirm`, shopper.token)).statusCode).toBe(200);
    expect(await alertCount()).toBe(before);
  });

  it('cod_lapsed and payment_failed: the release job alerts once per order that ended', async () => {
    const { order } = await placeCod();
    const online = await startOnline();
    await t.db.execute(
      sql`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id IN (${order._id}, ${online.orderId})`,
    );
    const cod = {
      pool: t.pool,
      db: t.db,
      notifier: createNotifier(alerts.mail, 'none'),
      shopName: t.env.SHOP_NAME,
      publicUrl: PUBLIC_URL,
      tokenKey: new Uint8Array(32),
      confirmHours: t.env.COD_CONFIRM_HOURS,
      maxOrderRupees: t.env.COD_MAX_ORDER_RUPEES,
      alerts,
    };
    expect((await lapseUnconfirmedCodOrders(cod)).orders).toBeGreaterThanOrEqual(1);
    expect(await alertRecipients(`COD order ${reference(order._id)} not confirmed`)).toEqual(everyone());
    expect((await releaseExpiredReservations(t.pool, undefined, alerts)).orders).toBeGreaterThanOrEqual(1);
    expect(await alertRecipients(`Payment not made: order ${reference(online.orderId)}`)).toEqual(everyone());
    // A second run finds nothing more to end.
    const before = await alertCount();
    await lapseUnconfirmedCodOrders(cod);
    await releaseExpiredReservations(t.pool, undefined, alerts);
    expect(await alertCount()).toBe(before);
  });

  it('new_order (online): once, when paid, though the browser and the webhook both settle it', async () => {
    const online = await startOnline();
    const prefix = `New order ${reference(online.orderId)}`;
    expect(await alertRecipients(prefix)).toEqual([]);
    const paid = standIn.emulator.pay(online.gatewayOrderId);
    const verify = await call(t.app, 'POST', '/order/verify-payment', online.shopper.token, {
      ...paid,
      orderId: online.orderId,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const hook = await deliverWebhook(
      t.app,
      standIn.emulator.webhookEvent('payment.captured', paid.razorpay_payment_id),
    );
    expect(hook.statusCode).toBeLessThan(300);
    expect(await alertRecipients(prefix)).toEqual(allButBob());
    const [subject] = await t.db
      .selectDistinct({ subject: mailMessages.subject })
      .from(mailMessages)
      .where(like(mailMessages.subject, `${prefix}%`));
    expect(subject?.subject).toMatch(/ – ₹[\d,]+(\.\d\d)? paid online$/);
  });

  it('claim: the inbox and both admins, with the link to decide it', async () => {
    const { shopper, order } = await placeCod();
    await t.db
      .update(orders)
      .set({
        orderStatus: 'delivered',
        shippedAt: new Date(),
        deliveredAt: new Date(),
        codConfirmedAt: new Date(),
      })
      .where(eq(orders.id, order._id));
    const claim = await fileClaim(
      { pool: t.pool, db: t.db, mail: alerts.mail, env: t.env },
      shopper.userId,
      order._id,
      {
        kind: 'not_delivered',
        message: 'The parcel never came.',
        payout: { method: 'upi', upiId: 'asha@okhdfc' },
      },
      [],
    );
    expect(await alertRecipients(`Claim ${claim.claimNumber}`)).toEqual(everyone());
    const [row] = await t.db
      .select({ text: mailMessages.textBody })
      .from(mailMessages)
      .where(
        and(eq(mailMessages.kind, 'owner-alert'), like(mailMessages.subject, `Claim ${claim.claimNumber}%`)),
      )
      .limit(1);
    expect(row?.text).toContain(`${PUBLIC_URL}/admin/claims/${claim._id}`);
    expect(row?.text).toContain('The parcel never came.');
  });

  it('grievance: the inbox and the admins, but not the officer, who has the notice already', async () => {
    await storeSeller(t.db, { careEmail: CARE, grievanceEmail: alice.email });
    try {
      const response = await post(t.app, '/grievance', {
        name: 'Asha Kaur',
        email: 'asha.grievance@example.in',
        phone: '',
        subject: 'Dupatta arrived torn',
        message: 'The phulkari dupatta arrived with a tear along the gold border.',
      });
      expect(response.statusCode, response.body).toBe(201);
      const { ticketNumber } = response.json().data;
      expect(await alertRecipients(`New grievance ${ticketNumber}`)).toEqual(
        [CARE, SHOP_EMAIL, bob.email].sort(),
      );
      const notices = await t.db
        .select({ to: mailMessages.recipient })
        .from(mailMessages)
        .where(
          and(
            eq(mailMessages.kind, 'grievance-notice'),
            like(mailMessages.subject, `Grievance ${ticketNumber}%`),
          ),
        );
      expect(notices).toEqual([{ to: alice.email }]);
    } finally {
      await storeSeller(t.db, { careEmail: CARE, grievanceEmail: OFFICER });
    }
  });

  it("piece_request: the request notice goes to Seller settings' care e-mail and the admins", async () => {
    const response = await post(t.app, '/requests', {
      name: 'Simran Kaur',
      email: 'simran.request@example.in',
      phone: '',
      message: 'Could you make one in deep green, with the same gold border?',
      budget: '12500',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference: ref } = response.json().data;
    expect(await alertRecipients(`Request ${ref}`)).toEqual(everyone());
    const mail = await waitForMail(
      t.env.DATA_DIR,
      (m) => m.to === CARE && m.subject.startsWith(`Request ${ref}`),
    );
    expect(mail.text).toContain('deep green');
    expect(mail.text).toContain('₹12,500.00');
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/requests?status=new`);
  });

  it('backup_failed: alerted on the first failure of a streak only', async () => {
    const ok = {
      at: '2026-11-20T21:30:00.000Z',
      name: 'b',
      sizeBytes: 1,
      seconds: 1,
      kind: 'cluster' as const,
    };
    const failed = { at: '2026-11-21T21:30:00.000Z', message: 'disk full' };
    expect(startsFailureStreak(undefined)).toBe(true);
    expect(startsFailureStreak({ lastSuccess: ok })).toBe(true);
    expect(startsFailureStreak({ lastSuccess: ok, lastFailure: failed })).toBe(false);
    expect(startsFailureStreak({ lastFailure: failed })).toBe(false);
    expect(
      startsFailureStreak({ lastSuccess: { ...ok, at: '2026-11-22T21:30:00.000Z' }, lastFailure: failed }),
    ).toBe(true);
    await alertBackupFailed(t.pool, alerts, new Error('No space left on device'));
    expect(await alertRecipients('Backup failed')).toEqual(everyone());
  });
});

describe('one transaction', () => {
  it('a refused checkout queues no alert', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('demo catalogue too small');
    await t.db.update(products).set({ pricePaise: 99_900_000 }).where(eq(products.id, piece.id));
    const before = await alertCount();
    const response = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece.id]));
    expect(response.statusCode).toBe(400);
    expect(await alertCount()).toBe(before);
  });

  it('an alert queued in a transaction that rolls back is gone with it', async () => {
    const before = await alertCount();
    await expect(
      withTransaction(t.pool, async (tx) => {
        await queueOwnerAlert(tx, alerts, 'backup_failed', { message: 'x', at: new Date() });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await alertCount()).toBe(before);
  });
});

describe('the shop inbox', () => {
  it("is Seller settings' care e-mail, else SHOP_EMAIL, else the footer, else shop@<domain>", async () => {
    expect(await shopInbox(t.db, t.env)).toBe(CARE);
    const contact = await post(t.app, '/contact', {
      name: 'Simran Kaur',
      email: 'simran.contact@example.in',
      phone: '',
      message: 'Do you ship to Canada? I would love the green dupatta.',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const mail = await waitForMail(
      t.env.DATA_DIR,
      (m) => m.subject.startsWith('Contact form:') && m.text.includes('simran.contact@'),
    );
    expect(mail.to).toBe(CARE);
    await t.db.delete(sellerSettings);
    try {
      expect(await shopInbox(t.db, t.env)).toBe(SHOP_EMAIL);
      expect(await shopInbox(t.db, { PUBLIC_URL })).toBe('care@shahithreads.in');
      await t.db.execute(sql`DELETE FROM footer_contacts WHERE type = 'email'`);
      expect(await shopInbox(t.db, { PUBLIC_URL })).toBe('shop@shop.example.in');
    } finally {
      await storeSeller(t.db, { careEmail: CARE, grievanceEmail: OFFICER });
    }
  });

  it('counts each address once, case-insensitively', () => {
    expect(uniqueAddresses(['Care@Shop.in', 'a@b.in', 'care@shop.in ', 'A@B.IN'])).toEqual([
      'Care@Shop.in',
      'a@b.in',
    ]);
  });
});
