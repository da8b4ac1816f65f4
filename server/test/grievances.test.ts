/**
 * Grievances (rule 4(5), Consumer Protection (E-Commerce) Rules 2020; ADR 0033): filing by guests
 * and shoppers, ticket numbers and due dates, the acknowledgement and the officer's notice through
 * the mail queue, the caller's own orders only, bad input refused unstored, and the back office.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { GRIEVANCE_ACK_NOTE_MAX_LENGTH, grievanceMessages } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grievances } from '#server/modules/grievances/tables.ts';
import { createVerifiedShopper, post } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { type OutboxMail, readOutbox, waitForMail } from './helpers/outbox.ts';
import { storeSeller } from './helpers/seller.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;
let shopperOrderId: string;

beforeAll(async () => {
  t = await createTestApp();
  await storeSeller(t.db, {
    grievanceName: 'Gurpreet Singh',
    grievanceDesignation: 'Grievance Officer',
    grievanceEmail: 'grievance@shahithreads.in',
    grievancePhone: '9876501234',
  });
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  const [piece] = await availablePieces(t.db, 1);
  if (!piece) throw new Error('demo catalogue too small');
  const placed = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece.id]));
  if (placed.statusCode !== 201) throw new Error(`order: ${placed.body}`);
  shopperOrderId = placed.json().order._id;
});
afterAll(async () => {
  await t.close();
});

const uniqueEmail = () => `grievance.${randomBytes(6).toString('hex')}@example.in`;

/** A valid grievance from a fresh address (`overrides` win). */
function grievance(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Simran Kaur',
    email: uniqueEmail(),
    phone: '9876543210',
    subject: 'Dupatta arrived torn',
    message: 'The phulkari dupatta arrived with a tear along the gold border.\nPlease help.',
    ...overrides,
  };
}

/** The PoC of the mail relay: every field a guest types carries a phishing lure with its link. */
const LURE = 'https://shahi-threads-verify.example/login';
const phishing = () =>
  grievance({
    name: 'Security Team',
    subject: 'Account suspended - action required',
    message: `URGENT: your Shahi Threads account is suspended. Verify your card within 24 hours at ${LURE} or your orders will be cancelled.`,
  });

/** The raw .eml (quoted-printable soft breaks joined) and its decoded text and HTML parts. */
async function partsOf(mail: OutboxMail): Promise<string[]> {
  const raw = (await readFile(mail.file, 'utf8')).replace(/=\r?\n/g, '');
  return [raw, mail.text, mail.html];
}

const storedCount = async () => t.db.$count(grievances);
const storedFor = (email: string) => t.db.select().from(grievances).where(eq(grievances.email, email));

describe('POST /api/grievance', () => {
  it('files a guest grievance with a ticket, due dates 48 hours and 1 month on, and two mails', async () => {
    const body = grievance();
    const response = await post(t.app, '/grievance', body);
    expect(response.statusCode).toBe(201);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.ticketNumber).toMatch(/^GRV-\d+$/);

    const [row] = await storedFor(body.email);
    if (!row) throw new Error('not stored');
    expect(row).toMatchObject({
      ticketNumber: data.ticketNumber,
      userId: null,
      orderId: null,
      status: 'open',
    });
    expect(new Date(data.acknowledgeBy).getTime() - row.createdAt.getTime()).toBe(48 * 3_600_000);
    const { rows } = await t.db.execute<{ expected: Date }>(
      sql`SELECT created_at + interval '1 month' AS expected FROM grievances WHERE id = ${row.id}`,
    );
    expect(new Date(data.resolveBy).toISOString()).toBe(new Date(rows[0]?.expected ?? 0).toISOString());
    const days = (new Date(data.resolveBy).getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const ack = await waitForMail(t.env.DATA_DIR, (mail) => mail.to === body.email);
    expect(ack.subject).toContain(data.ticketNumber);
    expect(ack.text).toContain('Gurpreet Singh, Grievance Officer');
    expect(ack.text).toContain('grievance@shahithreads.in');
    expect(ack.text).toContain('IST');
    const notice = await waitForMail(
      t.env.DATA_DIR,
      (mail) => mail.to === 'grievance@shahithreads.in' && mail.subject.includes(data.ticketNumber),
    );
    expect(notice.text).toContain(body.email);
    expect(notice.text).toContain('Dupatta arrived torn');
    expect(notice.text).toContain('tear along the gold border');
  });

  it('numbers tickets distinct and increasing', async () => {
    const tickets: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await post(t.app, '/grievance', grievance());
      expect(response.statusCode).toBe(201);
      tickets.push(Number(response.json().data.ticketNumber.slice(4)));
    }
    expect(tickets[1]).toBeGreaterThan(tickets[0] ?? Infinity);
    expect(tickets[2]).toBeGreaterThan(tickets[1] ?? Infinity);
  });

  it("acknowledges a guest's grievance barely: none of the guest's text to the typed address", async () => {
    const body = phishing();
    const response = await post(t.app, '/grievance', body);
    expect(response.statusCode).toBe(201);
    const { ticketNumber } = response.json().data;

    const ack = await waitForMail(t.env.DATA_DIR, (mail) => mail.to === body.email);
    expect(ack.subject).toBe(`Your grievance ${ticketNumber} is registered`);
    for (const part of await partsOf(ack)) {
      expect(part).not.toContain('shahi-threads-verify');
      expect(part).not.toMatch(/URGENT|suspended|Security Team|action required|Verify your card/);
    }
    for (const part of [ack.text, ack.html]) {
      expect(part).toContain(ticketNumber);
      expect(part).toContain('Gurpreet Singh, Grievance Officer');
      expect(part).toContain('grievance@shahithreads.in');
      expect(part).toContain(t.env.PUBLIC_URL);
      expect(part).toContain('IST');
    }
    // The officer's copy goes to the shop and keeps everything.
    const notice = await waitForMail(
      t.env.DATA_DIR,
      (mail) => mail.to === 'grievance@shahithreads.in' && mail.subject.includes(ticketNumber),
    );
    for (const part of [notice.text, notice.html]) {
      expect(part).toContain(LURE);
      expect(part).toContain('Account suspended - action required');
      expect(part).toContain('Security Team');
    }
  });

  it("stores a signed-in shopper's grievance at the account's address, quoted in full there", async () => {
    const body = { ...phishing(), orderId: shopperOrderId };
    const response = await post(t.app, '/grievance', body, shopper.token);
    expect(response.statusCode).toBe(201);
    const { ticketNumber } = response.json().data;
    expect(await storedFor(body.email)).toHaveLength(0);
    const [row] = await t.db.select().from(grievances).where(eq(grievances.ticketNumber, ticketNumber));
    expect(row).toMatchObject({ userId: shopper.userId, orderId: shopperOrderId, email: shopper.email });

    const ack = await waitForMail(
      t.env.DATA_DIR,
      (mail) => mail.to === shopper.email && mail.subject.includes(ticketNumber),
    );
    expect(ack.text).toContain('Namaste Security Team,');
    expect(ack.text).toContain('Subject: Account suspended - action required');
    expect(ack.text).toContain(body.message);
    expect(ack.html).toContain(LURE);
    // The acknowledgement went to the account instead: nothing reaches the typed address.
    expect((await readOutbox(t.env.DATA_DIR)).filter((mail) => mail.to === body.email)).toEqual([]);
  });

  it("refuses someone else's order, and any order from a guest, with 404 and stores nothing", async () => {
    const other = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const before = await storedCount();
    const asOther = await post(t.app, '/grievance', grievance({ orderId: shopperOrderId }), other.token);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json().message).toBe(grievanceMessages.orderNotFound);
    const asGuest = await post(t.app, '/grievance', grievance({ orderId: shopperOrderId }));
    expect(asGuest.statusCode).toBe(404);
    expect(await storedCount()).toBe(before);
  });

  it('refuses empty, huge and wrongly typed input with 400 and stores nothing', async () => {
    const before = await storedCount();
    const bodies: unknown[] = [
      {},
      grievance({ subject: '' }),
      grievance({ message: 'short' }),
      grievance({ message: 'x'.repeat(40_000) }),
      grievance({ name: 'x'.repeat(101) }),
      grievance({ phone: 9876543210 }),
      grievance({ orderId: 'not-a-uuid' }),
      grievance({ subject: ['a'] }),
    ];
    for (const body of bodies) {
      const response = await post(t.app, '/grievance', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await storedCount()).toBe(before);
  });

  it("files and mails the shop's inbox (the footer's e-mail here) when no seller settings are stored yet", async () => {
    await t.pool.query('DELETE FROM seller_settings');
    try {
      const body = grievance();
      const response = await post(t.app, '/grievance', body);
      expect(response.statusCode).toBe(201);
      const { ticketNumber } = response.json().data;
      const ack = await waitForMail(t.env.DATA_DIR, (mail) => mail.to === body.email);
      expect(ack.text).toContain('Grievance Officer');
      const notice = await waitForMail(
        t.env.DATA_DIR,
        (mail) => mail.subject.includes(ticketNumber) && mail.to !== body.email,
      );
      // No seller settings and no SHOP_EMAIL: the shop's inbox is the footer's e-mail (ADR 0062).
      expect(notice.to).toBe('care@shahithreads.in');
    } finally {
      await storeSeller(t.db, { grievanceEmail: 'grievance@shahithreads.in' });
    }
  });

  it('answers 401 to an expired or forged token rather than filing as a guest', async () => {
    const response = await post(t.app, '/grievance', grievance(), 'not.a.token');
    expect(response.statusCode).toBe(401);
  });
});

describe('back office grievances', () => {
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  });

  it('refuses guests with 401 and shoppers with 403', async () => {
    const fakeId = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/admin/grievances'],
      ['POST', `/admin/grievances/${fakeId}/acknowledge`],
      ['POST', `/admin/grievances/${fakeId}/resolve`],
    ] as const) {
      expect((await adminCall(t.app, method, url, { payload: { resolution: 'x' } })).statusCode).toBe(401);
      const asShopper = await adminCall(t.app, method, url, {
        token: shopper.token,
        payload: { resolution: 'x' },
      });
      expect(asShopper.statusCode).toBe(403);
    }
  });

  it('lists newest first with overdue flags, acknowledges once and resolves once with a mail', async () => {
    const body = grievance();
    const filed = (await post(t.app, '/grievance', body)).json().data;
    const [row] = await storedFor(body.email);
    if (!row) throw new Error('not stored');
    await t.pool.query(`UPDATE grievances SET acknowledge_by = now() - interval '1 hour' WHERE id = $1`, [
      row.id,
    ]);

    const list = await adminCall(t.app, 'GET', '/admin/grievances?status=open&page=1', {
      token: admin.token,
    });
    expect(list.statusCode).toBe(200);
    const [first] = list.json().data.data;
    expect(first).toMatchObject({
      _id: row.id,
      ticketNumber: filed.ticketNumber,
      status: 'open',
      acknowledgeOverdue: true,
      resolveOverdue: false,
    });

    const url = `/admin/grievances/${row.id}`;
    const acked = await adminCall(t.app, 'POST', `${url}/acknowledge`, { token: admin.token });
    expect(acked.statusCode).toBe(200);
    expect(acked.json().data).toMatchObject({ status: 'acknowledged', acknowledgeOverdue: false });
    expect((await adminCall(t.app, 'POST', `${url}/acknowledge`, { token: admin.token })).statusCode).toBe(
      409,
    );

    const empty = await adminCall(t.app, 'POST', `${url}/resolve`, {
      token: admin.token,
      payload: { resolution: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const resolution = 'We are sending a replacement dupatta; a courier will collect the torn one.';
    const resolved = await adminCall(t.app, 'POST', `${url}/resolve`, {
      token: admin.token,
      payload: { resolution },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({ status: 'resolved', resolution });
    const mail = await waitForMail(t.env.DATA_DIR, (m) => m.to === body.email && /resolved/.test(m.subject));
    expect(mail.text).toContain(resolution);
    expect(mail.subject).toContain(filed.ticketNumber);

    const again = await adminCall(t.app, 'POST', `${url}/resolve`, {
      token: admin.token,
      payload: { resolution },
    });
    expect(again.statusCode).toBe(409);
    expect((await adminCall(t.app, 'POST', `${url}/acknowledge`, { token: admin.token })).statusCode).toBe(
      409,
    );

    const resolvedList = await adminCall(t.app, 'GET', '/admin/grievances?status=resolved', {
      token: admin.token,
    });
    expect(resolvedList.json().data.data.map((g: { _id: string }) => g._id)).toContain(row.id);
  });

  it("acknowledges with the officer's note: mailed to the complainant with the resolve-by date; a too long note is a 400", async () => {
    const body = grievance();
    await post(t.app, '/grievance', body);
    const [row] = await storedFor(body.email);
    if (!row) throw new Error('not stored');
    const url = `/admin/grievances/${row.id}/acknowledge`;
    const tooLong = await adminCall(t.app, 'POST', url, {
      token: admin.token,
      payload: { note: 'x'.repeat(GRIEVANCE_ACK_NOTE_MAX_LENGTH + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await storedFor(body.email))[0]?.status).toBe('open');
    const note = 'I have asked the courier for the parcel photos; I will call you on Monday.';
    const acked = await adminCall(t.app, 'POST', url, {
      token: admin.token,
      payload: { note: `  ${note} ` },
    });
    expect(acked.statusCode, acked.body).toBe(200);
    expect(acked.json().data.acknowledgedAt).toEqual(expect.any(String));
    const mail = await waitForMail(
      t.env.DATA_DIR,
      (m) => m.to === body.email && /acknowledged$/.test(m.subject),
    );
    expect(mail.subject).toBe(`Your grievance ${row.ticketNumber} is acknowledged`);
    expect(mail.text).toContain(note);
    expect(mail.text).toContain('We will resolve it by');
  });

  it('answers 404 for an unknown id and 400 for a bad status filter', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await adminCall(t.app, 'POST', `/admin/grievances/${unknown}/acknowledge`, {
      token: admin.token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(grievanceMessages.grievanceNotFound);
    expect(
      (await adminCall(t.app, 'GET', '/admin/grievances?status=closed', { token: admin.token })).statusCode,
    ).toBe(400);
  });
});
