/**
 * Made-to-order requests (ADR 0040): sending by guests and shoppers, validation and the waiting
 * cap, both mails in the outbox, the back office's inbox (admins only), quote and decline with
 * their mails, and acceptance: a new piece sold to the requester, a cash-on-delivery order in My
 * Orders, the request accepted; twice 409, another's 404, a declined one 409.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { notHandicraftMessage, requestMessages } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/modules/catalog/tables.ts';
import { pieceRequests } from '#server/modules/requests/tables.ts';
import { createVerifiedShopper, post } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { type OutboxMail, readOutbox, waitForMail } from './helpers/outbox.ts';
import { storeSeller } from './helpers/seller.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let soldPiece: { id: string; title: string; pricePaise: number };

/** The shop's inbox: the seeded seller's customer-care e-mail, ahead of SHOP_EMAIL (ADR 0062). */
const SHOP_INBOX = 'care@shahithreads.in';

beforeAll(async () => {
  t = await createTestApp({ SHOP_EMAIL: 'workshop@shahithreads.in' });
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  const [piece] = await availablePieces(t.db, 1);
  if (!piece) throw new Error('demo catalogue too small');
  soldPiece = piece;
  const placed = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece.id]));
  if (placed.statusCode !== 201) throw new Error(`order: ${placed.body}`);
});
afterAll(async () => {
  await t.close();
});

const uniqueEmail = () => `asker.${randomBytes(6).toString('hex')}@example.in`;

/** A valid request like the sold piece from a fresh address (`overrides` win). */
function requestBody(overrides: Record<string, unknown> = {}) {
  return {
    productId: soldPiece.id,
    name: 'Simran Kaur',
    email: uniqueEmail(),
    phone: '',
    message: 'Could you make one like this in deep green, with the same gold border?',
    budget: '12500',
    ...overrides,
  };
}

/** The PoC of the mail relay: the guest's name and message carry a phishing lure with its link. */
const LURE = 'https://shahi-threads-verify.example/login';
const PHISHING = `URGENT: your Shahi Threads account is suspended. Verify your card within 24 hours at ${LURE} or your orders will be cancelled.`;

/** The raw .eml (quoted-printable soft breaks joined) and its decoded text and HTML parts. */
async function partsOf(mail: OutboxMail): Promise<string[]> {
  const raw = (await readFile(mail.file, 'utf8')).replace(/=\r?\n/g, '');
  return [raw, mail.text, mail.html];
}

const storedFor = (email: string) =>
  t.db
    .select()
    .from(pieceRequests)
    .where(sql`lower(${pieceRequests.email}) = lower(${email})`)
    .orderBy(pieceRequests.createdAt);

/** Sends a request and returns its stored row. */
async function sendRequest(body = requestBody(), token?: string) {
  const response = await post(t.app, '/requests', body, token);
  if (response.statusCode !== 201) throw new Error(`request: ${response.body}`);
  const email = token ? shopper.email : body.email;
  const rows = await storedFor(email as string);
  const row = rows.at(-1);
  if (!row) throw new Error('not stored');
  return row;
}

/** Quotes request `id` as the admin. */
const quote = (id: string, payload: Record<string, unknown> = {}) =>
  adminCall(t.app, 'POST', `/admin/requests/${id}/quote`, {
    token: admin.token,
    payload: { price: '14999.50', message: 'Deep green georgette, hand-embroidered.', days: 21, ...payload },
  });

describe('POST /api/requests', () => {
  it('stores a guest request with the budget in paise and mails the guest and the shop', async () => {
    const body = requestBody();
    const response = await post(t.app, '/requests', body);
    expect(response.statusCode).toBe(201);
    const { success, message, data } = response.json();
    expect(success).toBe(true);
    expect(message).toBe(requestMessages.sent);
    expect(data.reference).toMatch(/^REQ-[0-9A-F]{8}$/);

    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({
      productId: soldPiece.id,
      userId: null,
      name: 'Simran Kaur',
      budgetPaise: 1_250_000,
      status: 'new',
    });
    expect(data.reference).toBe(`REQ-${row?.id.slice(0, 8).toUpperCase()}`);

    const ack = await waitForMail(t.env.DATA_DIR, (mail) => mail.to === body.email);
    expect(ack.subject).toBe(`We have your request ${data.reference}`);
    expect(ack.text).toContain(soldPiece.title);
    const notice = await waitForMail(
      t.env.DATA_DIR,
      (mail) => mail.to === SHOP_INBOX && mail.subject.includes(data.reference),
    );
    expect(notice.text).toContain(body.email);
    expect(notice.text).toContain('deep green');
    expect(notice.text).toContain('₹12,500.00');
  });

  it("acknowledges a guest's request barely: none of the guest's text to the typed address", async () => {
    const body = requestBody({ name: `Security Team ${LURE}`, message: PHISHING });
    const response = await post(t.app, '/requests', body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json().data;

    const ack = await waitForMail(t.env.DATA_DIR, (mail) => mail.to === body.email);
    expect(ack.subject).toBe(`We have your request ${reference}`);
    for (const part of await partsOf(ack)) {
      expect(part).not.toContain('shahi-threads-verify');
      expect(part).not.toMatch(/URGENT|suspended|Security Team|Verify your card|12,500/);
    }
    for (const part of [ack.text, ack.html]) {
      expect(part).toContain(reference);
      expect(part).toContain(soldPiece.title);
      expect(part).toContain(t.env.PUBLIC_URL);
    }
    // The shop's copy goes to its own inbox and keeps everything.
    const notice = await waitForMail(
      t.env.DATA_DIR,
      (mail) => mail.to === SHOP_INBOX && mail.subject.includes(reference),
    );
    for (const part of [notice.text, notice.html]) {
      expect(part).toContain(LURE);
      expect(part).toContain('Security Team');
    }
  });

  it("takes a signed-in shopper's account and e-mail address, whatever the body says, and quotes them there", async () => {
    const body = requestBody({ email: uniqueEmail(), productId: '', budget: '', message: PHISHING });
    const response = await post(t.app, '/requests', body, shopper.token);
    expect(response.statusCode).toBe(201);
    expect(await storedFor(body.email)).toHaveLength(0);
    const [row] = await storedFor(shopper.email);
    expect(row).toMatchObject({ userId: shopper.userId, productId: null, budgetPaise: null });

    const { reference } = response.json().data;
    const ack = await waitForMail(
      t.env.DATA_DIR,
      (mail) => mail.to === shopper.email && mail.subject.includes(reference),
    );
    expect(ack.text).toContain('Namaste Simran Kaur,');
    expect(ack.text).toContain(PHISHING);
    expect(ack.html).toContain(LURE);
    expect((await readOutbox(t.env.DATA_DIR)).filter((mail) => mail.to === body.email)).toEqual([]);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ message: 'short' }, requestMessages.messageTooShort],
      [{ message: 'x'.repeat(2001) }, requestMessages.messageTooLong],
      [{ name: '  ' }, requestMessages.nameRequired],
      [{ email: 'not-an-address' }, requestMessages.enterValidEmail],
      [{ budget: '-5' }, requestMessages.budgetInvalid],
      [{ budget: 'lots' }, requestMessages.budgetInvalid],
      [{ budget: 10_000_001 }, requestMessages.budgetTooLarge],
      [{ productId: 'abc' }, requestMessages.invalidProduct],
    ];
    for (const [overrides, expected] of cases) {
      const body = requestBody(overrides);
      const response = await post(t.app, '/requests', body);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message).toContain(expected);
      if (typeof body.email === 'string') expect(await storedFor(body.email)).toHaveLength(0);
    }
  });

  it('answers 404 for an unknown piece', async () => {
    const body = requestBody({ productId: '00000000-0000-4000-8000-000000000000' });
    const response = await post(t.app, '/requests', body);
    expect(response.statusCode).toBe(404);
    expect(await storedFor(body.email)).toHaveLength(0);
  });

  it('caps waiting requests per address at 3: the 4th is 429 and not stored', async () => {
    const email = uniqueEmail();
    for (let n = 0; n < 3; n += 1) {
      expect((await post(t.app, '/requests', requestBody({ email }))).statusCode).toBe(201);
    }
    const fourth = await post(t.app, '/requests', requestBody({ email: email.toUpperCase() }));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(requestMessages.tooManyWaiting);
    expect(await storedFor(email)).toHaveLength(3);
  });

  it("counts strangers' guest requests apart: three to a shopper's address do not block the shopper", async () => {
    const own = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    for (const email of [own.email, own.email.toUpperCase(), own.email]) {
      expect((await post(t.app, '/requests', requestBody({ name: 'Anyone', email }))).statusCode).toBe(201);
    }
    expect((await post(t.app, '/requests', requestBody({ email: own.email }))).statusCode).toBe(429);

    const mine = await post(t.app, '/requests', requestBody({ email: own.email }), own.token);
    expect(mine.statusCode, mine.body).toBe(201);
    const rows = await storedFor(own.email);
    expect(rows.filter((row) => row.userId === own.userId)).toHaveLength(1);
    expect(rows.filter((row) => row.userId === null)).toHaveLength(3);
  });

  it('caps a signed-in shopper at 3 waiting requests by account, whatever address the body names', async () => {
    const own = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    for (let n = 0; n < 3; n += 1) {
      const sent = await post(t.app, '/requests', requestBody(), own.token);
      expect(sent.statusCode).toBe(201);
    }
    const fourth = await post(t.app, '/requests', requestBody(), own.token);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(requestMessages.tooManyWaiting);
    expect(await storedFor(own.email)).toHaveLength(3);
  });
});

describe('the back office inbox', () => {
  const fakeId = '00000000-0000-4000-8000-000000000000';

  it('is for admins only: 401 signed out, 403 for a shopper', async () => {
    for (const [method, url] of [
      ['GET', '/admin/requests'],
      ['POST', `/admin/requests/${fakeId}/quote`],
      ['POST', `/admin/requests/${fakeId}/decline`],
    ] as const) {
      expect((await adminCall(t.app, method, url, { payload: {} })).statusCode).toBe(401);
      const asShopper = await adminCall(t.app, method, url, { token: shopper.token, payload: {} });
      expect(asShopper.statusCode).toBe(403);
    }
  });

  it('lists newest first, filters by status, quotes once with a mail and a link', async () => {
    const body = requestBody();
    const row = await sendRequest(body);
    const list = await adminCall(t.app, 'GET', '/admin/requests?status=new', { token: admin.token });
    expect(list.statusCode).toBe(200);
    const { data: items, totalCount: total } = list.json().data;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(items[0]).toMatchObject({
      _id: row.id,
      status: 'new',
      email: body.email,
      budget: 12_500,
      fromAccount: false,
      piece: { _id: soldPiece.id, title: soldPiece.title, status: 'sold' },
    });
    expect(items.every((item: { status: string }) => item.status === 'new')).toBe(true);

    const bad = await quote(row.id, { days: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(requestMessages.daysInvalid);

    const quoted = await quote(row.id);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data).toMatchObject({
      status: 'quoted',
      quote: { price: 14_999.5, days: 21, message: 'Deep green georgette, hand-embroidered.' },
    });
    const [stored] = await storedFor(body.email);
    expect(stored).toMatchObject({ quotePaise: 1_499_950, quoteDays: 21, quotedBy: admin.userId });
    expect((await quote(row.id)).statusCode).toBe(409);

    const mail = await waitForMail(t.env.DATA_DIR, (m) => m.to === body.email && /quote/i.test(m.subject));
    expect(mail.text).toContain('₹14,999.50');
    expect(mail.text).toContain('21 days');
    expect(mail.text).toContain(`/requests/${row.id}`);

    const quotedList = await adminCall(t.app, 'GET', '/admin/requests?status=quoted', { token: admin.token });
    expect(quotedList.json().data.data.map((item: { _id: string }) => item._id)).toContain(row.id);
    const badFilter = await adminCall(t.app, 'GET', '/admin/requests?status=open', { token: admin.token });
    expect(badFilter.statusCode).toBe(400);
  });

  it('needs a catalogue piece to quote a request made without one', async () => {
    const row = await sendRequest(requestBody({ productId: '' }));
    const refused = await quote(row.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(requestMessages.likePieceRequired);
    expect((await quote(row.id, { productId: fakeId })).statusCode).toBe(404);
    const quoted = await quote(row.id, { productId: soldPiece.id });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data.piece._id).toBe(soldPiece.id);
  });

  it('declines with a note mailed to the requester; a declined request cannot be quoted or accepted', async () => {
    const row = await sendRequest(requestBody(), shopper.token);
    const declined = await adminCall(t.app, 'POST', `/admin/requests/${row.id}/decline`, {
      token: admin.token,
      payload: { note: 'That weave is no longer made.' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      declineNote: 'That weave is no longer made.',
    });
    const mail = await waitForMail(
      t.env.DATA_DIR,
      (m) =>
        m.to === shopper.email && m.subject === `About your request REQ-${row.id.slice(0, 8).toUpperCase()}`,
    );
    expect(mail.text).toContain('That weave is no longer made.');
    expect((await quote(row.id)).statusCode).toBe(409);
    const accept = await call(t.app, 'POST', `/requests/${row.id}/accept`, shopper.token, acceptBody());
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(requestMessages.requestDeclined);
  });
});

/** The delivery details of an acceptance. */
function acceptBody() {
  const { addressDetails, phoneNumber } = checkoutBody([]);
  return { addressDetails, phoneNumber, acceptTerms: true };
}

describe('accepting a quote', () => {
  it("shows the quote to the requester's account only, then places a COD order for a new sold piece", async () => {
    // A guest request to the shopper's address: their account may accept it.
    const row = await sendRequest(requestBody({ email: shopper.email.toUpperCase() }));
    const early = await call(t.app, 'POST', `/requests/${row.id}/accept`, shopper.token, acceptBody());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(requestMessages.notQuotedYet);
    expect((await quote(row.id)).statusCode).toBe(200);

    const other = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    expect((await call(t.app, 'GET', `/requests/${row.id}`, other.token)).statusCode).toBe(404);
    const stolen = await call(t.app, 'POST', `/requests/${row.id}/accept`, other.token, acceptBody());
    expect(stolen.statusCode).toBe(404);
    expect((await adminCall(t.app, 'GET', `/requests/${row.id}`)).statusCode).toBe(401);

    const view = await call(t.app, 'GET', `/requests/${row.id}`, shopper.token);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ status: 'quoted', quote: { price: 14_999.5, days: 21 } });

    const accepted = await call(t.app, 'POST', `/requests/${row.id}/accept`, shopper.token, acceptBody());
    expect(accepted.statusCode).toBe(201);
    const order = accepted.json().order;
    expect(order).toMatchObject({
      orderStatus: 'pending',
      payment: { method: 'cod', status: 'pending', amount: 14_999.5 },
    });
    expect(order.products).toHaveLength(1);

    const [made] = await t.db
      .select()
      .from(products)
      .where(eq(products.title, `Made for you: ${soldPiece.title}`));
    expect(made).toMatchObject({ status: 'sold', pricePaise: 1_499_950, soldAt: null });
    // Made for one shopper: not in the public archive of sold pieces.
    const archive = await t.app.inject({ method: 'POST', url: '/api/sold-list', payload: { perPage: 48 } });
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.body).not.toContain(made?.id ?? 'missing');
    expect(JSON.stringify(order.products)).toContain(made?.id ?? 'missing');
    const [stored] = await t.db.select().from(pieceRequests).where(eq(pieceRequests.id, row.id));
    expect(stored).toMatchObject({ status: 'accepted', orderId: order._id });

    const mine = await call(t.app, 'GET', '/my-orders', shopper.token);
    expect(JSON.stringify(mine.json())).toContain(order._id);
    const confirmation = await waitForMail(
      t.env.DATA_DIR,
      (m) => m.to === shopper.email && m.text.includes('Made for you') && /order/i.test(m.subject),
    );
    expect(confirmation.text).toContain('14,999.50');

    const again = await call(t.app, 'POST', `/requests/${row.id}/accept`, shopper.token, acceptBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(requestMessages.alreadyAccepted);
    const listed = await call(t.app, 'GET', `/product/${made?.id}`, shopper.token);
    expect(listed.json().data.status).toBe('sold');
  });

  it('refuses an acceptance without a delivery address', async () => {
    const row = await sendRequest(requestBody({ email: shopper.email }));
    expect((await quote(row.id)).statusCode).toBe(200);
    const response = await call(t.app, 'POST', `/requests/${row.id}/accept`, shopper.token, {
      phoneNumber: '9812345678',
    });
    expect(response.statusCode).toBe(400);
    const [stored] = await t.db.select().from(pieceRequests).where(eq(pieceRequests.id, row.id));
    expect(stored?.status).toBe('quoted');
  });
});

describe('accepting a quote while not registered for GST', () => {
  it('an unregistered seller sends a made-to-order piece out of its state only when it is handmade', async () => {
    await t.db.update(products).set({ handmade: false }).where(eq(products.id, soldPiece.id));
    await storeSeller(t.db, { gstMode: 'unregistered', gstin: '' });
    try {
      const row = await sendRequest(requestBody({ email: shopper.email }));
      expect((await quote(row.id)).statusCode).toBe(200);
      const { addressDetails, phoneNumber } = checkoutBody([]);
      const toPunjab = {
        addressDetails: { ...addressDetails, city: 'Ludhiana', state: 'Punjab', zip: '141001' },
        phoneNumber,
        acceptTerms: true,
      };
      const refused = await call(t.app, 'POST', `/requests/${row.id}/accept`, shopper.token, toPunjab);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(
        notHandicraftMessage([`Made for you: ${soldPiece.title}`], 'Chandigarh'),
      );
      const [stored] = await t.db.select().from(pieceRequests).where(eq(pieceRequests.id, row.id));
      expect(stored).toMatchObject({ status: 'quoted', orderId: null });

      await t.db.update(products).set({ handmade: true }).where(eq(products.id, soldPiece.id));
      const accepted = await call(t.app, 'POST', `/requests/${row.id}/accept`, shopper.token, toPunjab);
      expect(accepted.statusCode, accepted.body).toBe(201);
    } finally {
      await storeSeller(t.db);
    }
  });
});
