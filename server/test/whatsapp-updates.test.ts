/**
 * WhatsApp order updates (ADR 0067) against the local Cloud API stand-in: the checkout's opt-in,
 * messages queued in the order's transaction, the delivery job's retries, the signed webhook's
 * statuses and STOP replies, and the back office's list.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WhatsappStandIn } from '#server/modules/whatsapp/cloud-api-stand-in.ts';
import { deliverWhatsapp } from '#server/modules/whatsapp/queue.ts';
import { signWebhookBody } from '#server/modules/whatsapp/webhook.ts';
import { users, whatsappMessages } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

const startSpy = vi.spyOn(WhatsappStandIn, 'start');
let t: Awaited<ReturnType<typeof createTestApp>>;
let standIn: WhatsappStandIn;
let pieces: { id: string }[];
let nextPiece = 0;

beforeAll(async () => {
  t = await createTestApp({
    ...UNCAPPED_SHOPPER,
    WHATSAPP_SANDBOX: 'true',
    WHATSAPP_RETRY_DELAY_SECONDS: '1',
  });
  const started = startSpy.mock.results[0]?.value as Promise<WhatsappStandIn> | undefined;
  if (!started) throw new Error('the WhatsApp stand-in was not started');
  standIn = await started;
  pieces = await availablePieces(t.db, 12);
  await storeSeller(t.db);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const piece = () => {
  const next = pieces[nextPiece++];
  if (!next) throw new Error('out of demo pieces');
  return next.id;
};

function placeOrder(token: string, overrides: Record<string, unknown> = {}) {
  return call(t.app, 'POST', '/order/create', token, checkoutBody([piece()], overrides));
}

const rowsOf = (orderId: string) =>
  t.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId));
const allRows = () => t.db.select().from(whatsappMessages);
const accountOf = async (userId: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row;
};

/** Waits (≤ 15 s) until `check` resolves truthy. */
async function eventually<T>(check: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met within 15 s');
    await sleep(100);
  }
}

const sentRowOf = (orderId: string) =>
  eventually(async () =>
    (await rowsOf(orderId)).find((row) => row.status === 'sent' && row.providerMessageId),
  );

function postWebhook(body: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    payload: body,
  });
}

describe('opting in at checkout', () => {
  it('queues nothing for a shopper who has not opted in, and records the choice when given', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const before = (await allRows()).length;
    const placed = await placeOrder(shopper.token);
    expect(placed.statusCode).toBe(201);
    expect(await rowsOf(placed.json().order._id)).toEqual([]);
    expect((await allRows()).length).toBe(before);
    expect((await accountOf(shopper.userId))?.whatsappOptInAt).toBeNull();

    const unticked = await placeOrder(shopper.token, { whatsappOptIn: false });
    expect(await rowsOf(unticked.json().order._id)).toEqual([]);
  });

  it('sends the COD confirm template, in the order’s transaction, to an opted-in shopper', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const placed = await placeOrder(shopper.token, { whatsappOptIn: true });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order._id as string;
    expect((await accountOf(shopper.userId))?.whatsappOptInAt).toBeInstanceOf(Date);
    const row = await sentRowOf(orderId);
    expect(row).toMatchObject({
      kind: 'cod_confirm',
      template: 'cod_confirm',
      language: 'en',
      phone: '9812345678',
    });
    const sent = standIn.messages.find((message) => message.id === row.providerMessageId);
    expect(sent).toMatchObject({ to: '919812345678', template: 'cod_confirm', language: 'en' });
    expect(sent?.parameters[1]).toBe(orderId.slice(0, 8).toUpperCase());
    expect(sent?.parameters[3]).toMatch(/^http:\/\/localhost:\d+\/.*confirm/);
  });

  it('leaves no message and no opt-in behind when the order fails', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const sold = piece();
    const other = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    expect((await call(t.app, 'POST', '/order/create', other.token, checkoutBody([sold]))).statusCode).toBe(
      201,
    );
    const before = (await allRows()).length;
    const refused = await call(
      t.app,
      'POST',
      '/order/create',
      shopper.token,
      checkoutBody([sold], { whatsappOptIn: true }),
    );
    expect(refused.statusCode).toBe(409);
    expect((await allRows()).length).toBe(before);
    expect((await accountOf(shopper.userId))?.whatsappOptInAt).toBeNull();
  });

  it('sends in the shopper’s language', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    await t.pool.query(`UPDATE users SET locale = 'pa' WHERE id = $1`, [shopper.userId]);
    const placed = await placeOrder(shopper.token, { whatsappOptIn: true });
    const row = await sentRowOf(placed.json().order._id);
    expect(row.language).toBe('pa');
    expect(row.parameters[3]).toContain('/pa/');
  });
});

describe('the delivery job', () => {
  it('retries a failed send, then sends', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const failedBefore = standIn.failedSends;
    standIn.failNext(1);
    const placed = await placeOrder(shopper.token, { whatsappOptIn: true });
    const row = await sentRowOf(placed.json().order._id);
    expect(standIn.failedSends).toBe(failedBefore + 1);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBeNull();
  }, 30_000);

  it('marks a message failed with its reason after the last attempt', async () => {
    const [row] = await t.db
      .insert(whatsappMessages)
      .values({
        phone: '9812345678',
        kind: 'delivered',
        template: 'delivered',
        language: 'en',
        parameters: ['A'],
      })
      .returning();
    if (!row) throw new Error('no row');
    const log = { debug() {}, info() {}, warn() {}, error() {} };
    const provider = {
      sendTemplate: () => Promise.reject(new Error('WhatsApp Cloud API answered 500: try later')),
    };
    await expect(deliverWhatsapp({ db: t.db, provider, log }, row.id, false)).rejects.toThrow('try later');
    expect(
      (await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, row.id)))[0],
    ).toMatchObject({
      status: 'queued',
      attempts: 1,
    });
    await deliverWhatsapp({ db: t.db, provider, log }, row.id, true);
    expect(
      (await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, row.id)))[0],
    ).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'WhatsApp Cloud API answered 500: try later',
    });
  });
});

describe('the webhook', () => {
  let wamid: string;
  let orderId: string;
  let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;

  beforeAll(async () => {
    shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR, { phoneNumber: '9876501234' });
    const placed = await placeOrder(shopper.token, { whatsappOptIn: true, phoneNumber: '9876501234' });
    orderId = placed.json().order._id;
    wamid = (await sentRowOf(orderId)).providerMessageId as string;
  });

  it('answers Meta’s verification with the challenge, only for the verify token', async () => {
    const token = standIn.options.verifyToken;
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=not-the-token-at-all&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('refuses a forged or unsigned body with 401 and changes nothing', async () => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id: wamid, status: 'read' }] } }] }],
    });
    expect((await postWebhook(body)).statusCode).toBe(401);
    expect((await postWebhook(body, signWebhookBody('someone-elses-secret', body))).statusCode).toBe(401);
    const signed = signWebhookBody(standIn.options.appSecret, body);
    expect((await postWebhook(`${body} `, signed)).statusCode).toBe(401);
    expect((await rowsOf(orderId))[0]?.status).toBe('sent');
  });

  it('moves a status forward only: read stays read', async () => {
    await standIn.report(wamid, 'delivered');
    expect((await rowsOf(orderId))[0]?.status).toBe('delivered');
    await standIn.report(wamid, 'read');
    expect((await rowsOf(orderId))[0]?.status).toBe('read');
    await standIn.report(wamid, 'delivered');
    await standIn.report(wamid, 'failed');
    expect((await rowsOf(orderId))[0]?.status).toBe('read');
  });

  it('answers 200 to a signed body it cannot read', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const answer = await postWebhook(body, signWebhookBody(standIn.options.appSecret, body));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('ignored');
  });

  it('opts the shopper out on STOP, and queues nothing afterwards', async () => {
    await standIn.reply('919876501234', '  Stop ');
    const account = await accountOf(shopper.userId);
    expect(account?.whatsappOptInAt).toBeNull();
    expect(account?.whatsappOptOutAt).toBeInstanceOf(Date);
    const later = await placeOrder(shopper.token, { phoneNumber: '9876501234' });
    expect(later.statusCode).toBe(201);
    expect(await rowsOf(later.json().order._id)).toEqual([]);
  });
});

describe('shipping and the back office', () => {
  it('sends shipped and delivered updates and lists every message with its status', async () => {
    const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const placed = await placeOrder(shopper.token, { whatsappOptIn: true });
    const orderId = placed.json().order._id as string;
    await sentRowOf(orderId);
    const as = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      adminCall(t.app, method, url, { token: admin.token, ...(payload ? { payload } : {}) });
    const shipped = await as('POST', `/admin/orders/${orderId}/ship`, {
      courierName: 'Delhivery',
      trackingNumber: 'DL12345678',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await as('POST', `/admin/orders/${orderId}/deliver`)).statusCode).toBe(200);
    await eventually(async () => (await rowsOf(orderId)).every((row) => row.status === 'sent'));
    const kinds = (await rowsOf(orderId)).map((row) => row.kind);
    expect(kinds).toEqual(['cod_confirm', 'shipped', 'delivered']);
    const shippedMessage = standIn.messages.find(
      (message) => message.template === 'shipped' && message.parameters.includes('DL12345678'),
    );
    expect(shippedMessage?.parameters[2]).toBe('Delhivery');

    const listed = await as('GET', `/admin/orders/${orderId}/whatsapp`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.enabled).toBe(true);
    expect(
      listed.json().data.messages.map((m: { kind: string; status: string }) => [m.kind, m.status]),
    ).toEqual([
      ['cod_confirm', 'sent'],
      ['shipped', 'sent'],
      ['delivered', 'sent'],
    ]);
    expect((await adminCall(t.app, 'GET', `/api/admin/orders/${orderId}/whatsapp`.slice(4))).statusCode).toBe(
      401,
    );
  }, 30_000);
});
