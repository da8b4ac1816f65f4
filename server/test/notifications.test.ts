/**
 * New-piece interests and their digest (ADR 0041), unsubscribe links, and the checkout reminder
 * (ADR 0042): validation, the cap and the consent; matching by category, price band and words; one
 * digest per shopper per India day, also across two instances at once; unsubscribing without a
 * session; checkout visits stored only with the reminders' consent and forgotten when it goes; one
 * reminder 24 hours after a consented visit, and none when ordered, sold or reserved.
 */
import { readFile } from 'node:fs/promises';
import { notifyMessages } from '@shahi/contract/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createMailQueue } from '#server/mail/queue.ts';
import { mailMessages } from '#server/mail/tables.ts';
import { loadJwtSecret } from '#server/modules/auth/jwt-secret.ts';
import { categories, products } from '#server/modules/catalog/tables.ts';
import {
  type NotifyDeps,
  recordInterestMatches,
  runInterestDigest,
} from '#server/modules/interests/digest.ts';
import { runCheckoutReminders } from '#server/modules/interests/reminders.ts';
import { checkoutVisits, interestMatches, interests } from '#server/modules/interests/tables.ts';
import { issueUnsubscribeToken, unsubscribeKey } from '#server/modules/interests/unsubscribe-token.ts';
import * as schema from '#server/tables/index.ts';
import { createVerifiedShopper, post } from './helpers/accounts.ts';
import { waitForMail } from './helpers/outbox.ts';
import { call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: Awaited<ReturnType<typeof createTestApp>>;
let key: Uint8Array;
let categoryA: string;
let categoryB: string;
const extraPools: pg.Pool[] = [];

beforeAll(async () => {
  // The jobs do not run on their own here: each test runs them with its own `now`.
  t = await createTestApp({ NOTIFY_JOB_SECONDS: '0' });
  key = unsubscribeKey(await loadJwtSecret(t.env.JWT_SECRET, t.env.DATA_DIR));
  const rows = await t.db.select({ id: categories.id }).from(categories).orderBy(categories.name).limit(2);
  if (rows.length < 2 || !rows[0] || !rows[1]) throw new Error('demo catalogue has too few categories');
  categoryA = rows[0].id;
  categoryB = rows[1].id;
});
afterAll(async () => {
  await Promise.all(extraPools.map((pool) => pool.end()));
  await t.close();
});

/** The notification jobs' dependencies over their own pool: one "instance" of the shop. */
function instance(): NotifyDeps {
  const pool = new pg.Pool({ ...t.pool.options, max: 4 });
  // An idle connection cut when the test database is dropped must not become an unhandled error.
  pool.on('error', () => {});
  extraPools.push(pool);
  const log = pino({ level: 'silent' });
  return {
    pool,
    db: drizzle(pool, { schema }) as unknown as Database,
    mail: createMailQueue({ pool, env: t.env, log }),
    unsubscribeKey: key,
    shopName: t.env.SHOP_NAME,
    publicUrl: t.env.PUBLIC_URL,
  };
}

/** Lists a new available piece (as the back office would); resolves with its id. */
async function listPiece(fields: {
  title: string;
  pricePaise: number;
  categoryId: string;
  description?: string;
}) {
  const [row] = await t.db
    .insert(products)
    .values({ ...fields, description: fields.description ?? '', images: ['demo/piece.webp'] })
    .returning({ id: products.id });
  if (!row) throw new Error('no piece');
  return row.id;
}

const mailsTo = (email: string, kind: string) =>
  t.db.$count(mailMessages, and(eq(mailMessages.recipient, email), eq(mailMessages.kind, kind)));
const matchesOf = async (userId: string) =>
  (await t.db.select().from(interestMatches).where(eq(interestMatches.userId, userId))).map(
    (row) => row.productId,
  );
const interestCount = (userId: string) => t.db.$count(interests, eq(interests.userId, userId));

const shopper = () => createVerifiedShopper(t.app, t.env.DATA_DIR);

describe('interests: POST/GET/DELETE /api/interests', () => {
  it('refuses an interest without consent, with nothing to match, or with bad words, storing nothing', async () => {
    const s = await shopper();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ categoryId: categoryA }, notifyMessages.consentRequired],
      [{ categoryId: categoryA, consent: false }, notifyMessages.consentRequired],
      [{ consent: true }, notifyMessages.nothingToMatch],
      [{ minPrice: 5000, maxPrice: 1000, consent: true }, notifyMessages.bandReversed],
      [{ minPrice: -1, consent: true }, notifyMessages.invalidPrice],
      [{ words: 'one two three four five six', consent: true }, notifyMessages.tooManyWords],
      [{ words: 'phul%kari', consent: true }, notifyMessages.badWord],
      [{ words: 'x'.repeat(5000), consent: true }, notifyMessages.tooManyWords],
    ];
    for (const [body, message] of cases) {
      const response = await call(t.app, 'POST', '/interests', s.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message).toContain(message);
    }
    expect(await interestCount(s.userId)).toBe(0);
  });

  it('needs a session', async () => {
    const response = await post(t.app, '/interests', { categoryId: categoryA, consent: true });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/interests' })).statusCode).toBe(401);
  });

  it('stores the consent time, lists the interest in rupees, and says 404 for an unknown category', async () => {
    const s = await shopper();
    const saved = await call(t.app, 'POST', '/interests', s.token, {
      categoryId: categoryA,
      minPrice: 1000,
      maxPrice: 2500,
      words: 'Phulkari, DUPATTA phulkari',
      consent: true,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({
      categoryId: categoryA,
      minPrice: 1000,
      maxPrice: 2500,
      words: ['phulkari', 'dupatta'],
    });
    const [row] = await t.db.select().from(interests).where(eq(interests.userId, s.userId));
    expect(row?.consentedAt).toBeInstanceOf(Date);
    expect(row?.minPaise).toBe(100_000);
    const listed = await call(t.app, 'GET', '/interests', s.token);
    expect(listed.json().data).toHaveLength(1);

    const unknown = await call(t.app, 'POST', '/interests', s.token, {
      categoryId: '00000000-0000-4000-8000-000000000000',
      consent: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await interestCount(s.userId)).toBe(1);
  });

  it('keeps at most 10 interests per shopper', async () => {
    const s = await shopper();
    for (let i = 0; i < 10; i += 1) {
      const ok = await call(t.app, 'POST', '/interests', s.token, { minPrice: 100 * i, consent: true });
      expect(ok.statusCode).toBe(201);
    }
    const over = await call(t.app, 'POST', '/interests', s.token, { minPrice: 5, consent: true });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(notifyMessages.tooManyInterests);
    expect(await interestCount(s.userId)).toBe(10);
  });

  it("deletes the shopper's own interest; another's or a malformed id is 404 and stays", async () => {
    const owner = await shopper();
    const other = await shopper();
    const saved = await call(t.app, 'POST', '/interests', owner.token, { words: 'kantha', consent: true });
    const id = saved.json().data.id as string;
    expect((await call(t.app, 'DELETE', `/interests/${id}`, other.token)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', '/interests/not-a-uuid', owner.token)).statusCode).toBe(404);
    expect(await interestCount(owner.userId)).toBe(1);
    expect((await call(t.app, 'DELETE', `/interests/${id}`, owner.token)).statusCode).toBe(200);
    expect(await interestCount(owner.userId)).toBe(0);
  });
});

describe('the new-pieces digest', () => {
  it('matches by category, price band and every word, case-insensitively, only pieces listed after', async () => {
    const s = await shopper();
    const before = await listPiece({
      title: 'Phulkari dupatta, old',
      pricePaise: 200_000,
      categoryId: categoryA,
    });
    await t.db.execute(sql`UPDATE products SET created_at = now() - interval '1 hour' WHERE id = ${before}`);
    await call(t.app, 'POST', '/interests', s.token, {
      categoryId: categoryA,
      minPrice: 1000,
      maxPrice: 3000,
      words: 'phulkari dupatta',
      consent: true,
    });
    const match = await listPiece({
      title: 'Bagh PHULKARI',
      description: 'A hand-embroidered Dupatta$Silk floss',
      pricePaise: 250_000,
      categoryId: categoryA,
    });
    await listPiece({ title: 'Phulkari dupatta', pricePaise: 250_000, categoryId: categoryB });
    await listPiece({ title: 'Phulkari dupatta', pricePaise: 350_000, categoryId: categoryA });
    await listPiece({ title: 'Phulkari stole', pricePaise: 250_000, categoryId: categoryA });
    await listPiece({ title: 'Phul kari dupatta', pricePaise: 250_000, categoryId: categoryA });

    await runInterestDigest(instance(), new Date());
    expect(await matchesOf(s.userId)).toEqual([match]);
  });

  it('sends one digest per day: the same day twice is one mail, the next day another', async () => {
    const s = await shopper();
    await call(t.app, 'POST', '/interests', s.token, { words: 'zardozi', consent: true });
    const first = await listPiece({ title: 'Zardozi clutch', pricePaise: 150_000, categoryId: categoryA });
    const deps = instance();
    const today = new Date(Date.now() + 2 * DAY);
    await runInterestDigest(deps, today);
    await runInterestDigest(deps, new Date(today.getTime() + 60_000));
    expect(await mailsTo(s.email, 'interest-digest')).toBe(1);

    // A piece listed later the same day waits for tomorrow.
    const second = await listPiece({ title: 'Zardozi potli', pricePaise: 120_000, categoryId: categoryB });
    await runInterestDigest(deps, new Date(today.getTime() + 2 * 60_000));
    expect(await mailsTo(s.email, 'interest-digest')).toBe(1);
    await runInterestDigest(deps, new Date(today.getTime() + DAY));
    expect(await mailsTo(s.email, 'interest-digest')).toBe(2);

    const mail = await waitForMail(
      t.env.DATA_DIR,
      (m) => m.to === s.email && m.text.includes('Zardozi potli'),
    );
    expect(mail.text).not.toContain('Zardozi clutch');
    expect(mail.text).toContain(`${t.env.PUBLIC_URL}/product/${second}`);
    expect(mail.text).toContain(`${t.env.PUBLIC_URL}/unsubscribe?token=`);
    const firstMail = await waitForMail(
      t.env.DATA_DIR,
      (m) => m.to === s.email && m.text.includes('Zardozi clutch'),
    );
    expect(firstMail.text).toContain(`/product/${first}`);
  });

  it('lists only pieces still available when the digest goes', async () => {
    const s = await shopper();
    await call(t.app, 'POST', '/interests', s.token, { words: 'chikankari', consent: true });
    const sold = await listPiece({ title: 'Chikankari kurta', pricePaise: 300_000, categoryId: categoryA });
    const deps = instance();
    const day = new Date(Date.now() + 3 * DAY);
    expect(await recordInterestMatches(deps.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await matchesOf(s.userId)).toEqual([sold]);
    await t.db.update(products).set({ status: 'sold' }).where(eq(products.id, sold));
    await runInterestDigest(deps, day);
    expect(await mailsTo(s.email, 'interest-digest')).toBe(0);
  });

  it('interest digests are sent once per day across two instances', async () => {
    const shoppers = await Promise.all([shopper(), shopper(), shopper()]);
    for (const s of shoppers) {
      await call(t.app, 'POST', '/interests', s.token, { words: 'parandi', consent: true });
    }
    await listPiece({ title: 'Parandi with silver bells', pricePaise: 90_000, categoryId: categoryA });
    const day = new Date(Date.now() + 10 * DAY);
    const [a, b] = [instance(), instance()];
    const runs = await Promise.all([
      runInterestDigest(a, day),
      runInterestDigest(b, day),
      runInterestDigest(a, new Date(day.getTime() + 1000)),
      runInterestDigest(b, new Date(day.getTime() + 2000)),
    ]);
    expect(runs.reduce((sum, run) => sum + run.mails, 0)).toBeGreaterThanOrEqual(3);
    for (const s of shoppers) expect(await mailsTo(s.email, 'interest-digest')).toBe(1);
  });
});

describe('POST /api/unsubscribe', () => {
  it('removes the digest interests without signing in; a forged, expired or session token is 400', async () => {
    const s = await shopper();
    await call(t.app, 'POST', '/interests', s.token, { words: 'kantha', consent: true });
    const forged = await issueUnsubscribeToken(new Uint8Array(32).fill(7), s.userId, 'digest');
    const expired = await issueUnsubscribeToken(key, s.userId, 'digest', new Date(Date.now() - 61 * DAY));
    for (const token of [forged, expired, s.token, 'not-a-token', '']) {
      const refused = await post(t.app, '/unsubscribe', { token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message: notifyMessages.badToken });
    }
    expect(await interestCount(s.userId)).toBe(1);

    const token = await issueUnsubscribeToken(key, s.userId, 'digest');
    const done = await post(t.app, '/unsubscribe', { token });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(notifyMessages.unsubscribed);
    expect(await interestCount(s.userId)).toBe(0);
    const prefs = await call(t.app, 'GET', '/notification-preferences', s.token);
    expect(prefs.json().data).toEqual({ checkoutReminders: false, newPiecesDigest: false });
    expect((await post(t.app, '/unsubscribe', { token })).statusCode).toBe(200);
  });

  it('takes the RFC 8058 one-click POST of the List-Unsubscribe header the digest carries', async () => {
    const s = await shopper();
    await call(t.app, 'POST', '/interests', s.token, { words: 'dhurrie', consent: true });
    await listPiece({ title: 'Dhurrie in indigo', pricePaise: 450_000, categoryId: categoryB });
    await runInterestDigest(instance(), new Date(Date.now() + 4 * DAY));
    const mail = await waitForMail(t.env.DATA_DIR, (m) => m.to === s.email && m.text.includes('Dhurrie'));
    // The header block, unfolded (a long header line continues on lines starting with a space).
    const raw = ((await readFile(mail.file, 'utf8')).split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, '');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: ?<([^>\s]+)>$/m.exec(raw)?.[1] ?? '';
    const url = new URL(header);
    expect(url.origin).toBe(new URL(t.env.PUBLIC_URL).origin);
    expect(url.pathname).toBe('/api/unsubscribe/one-click');

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe/one-click?token=forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(await interestCount(s.userId)).toBe(1);
    const done = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(await interestCount(s.userId)).toBe(0);
  });

  it("a reminders link withdraws the reminders' consent only", async () => {
    const s = await shopper();
    await call(t.app, 'POST', '/interests', s.token, { words: 'kantha', consent: true });
    await call(t.app, 'PUT', '/notification-preferences', s.token, { checkoutReminders: true });
    const token = await issueUnsubscribeToken(key, s.userId, 'reminders');
    const done = await post(t.app, '/unsubscribe', { token });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(notifyMessages.remindersStopped);
    const prefs = await call(t.app, 'GET', '/notification-preferences', s.token);
    expect(prefs.json().data).toEqual({ checkoutReminders: false, newPiecesDigest: true });
  });
});

describe('notification preferences', () => {
  it('is off by default, stores the consent, and refuses the digest without an interest', async () => {
    const s = await shopper();
    const initial = await call(t.app, 'GET', '/notification-preferences', s.token);
    expect(initial.json().data).toEqual({ checkoutReminders: false, newPiecesDigest: false });
    const on = await call(t.app, 'PUT', '/notification-preferences', s.token, { checkoutReminders: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.checkoutReminders).toBe(true);
    const { rows } = await t.db.execute<{ at: Date | null }>(
      sql`SELECT checkout_reminders_at AS at FROM notification_preferences WHERE user_id = ${s.userId}`,
    );
    expect(rows[0]?.at).not.toBeNull();
    const digest = await call(t.app, 'PUT', '/notification-preferences', s.token, {
      checkoutReminders: true,
      newPiecesDigest: true,
    });
    expect(digest.statusCode).toBe(400);
    expect(digest.json().message).toBe(notifyMessages.digestNeedsInterest);
    const bad = await call(t.app, 'PUT', '/notification-preferences', s.token, { checkoutReminders: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the checkout reminder', () => {
  /** A shopper, consenting or not, who opened checkout with a new piece; resolves with both. */
  async function visitor(consent: boolean, title: string) {
    const s = await shopper();
    if (consent) await call(t.app, 'PUT', '/notification-preferences', s.token, { checkoutReminders: true });
    const piece = await listPiece({ title, pricePaise: 180_000, categoryId: categoryA });
    const visit = await call(t.app, 'POST', '/checkout/visit', s.token, { products: [piece] });
    expect(visit.statusCode).toBe(200);
    return { s, piece };
  }

  it('sends one reminder after 24 hours, only with consent, and never twice', async () => {
    const { s, piece } = await visitor(true, 'Kashida shawl');
    const silent = await visitor(false, 'Kashida stole');
    const deps = instance();
    await runCheckoutReminders(deps, new Date(Date.now() + 23 * HOUR));
    expect(await mailsTo(s.email, 'checkout-reminder')).toBe(0);
    await runCheckoutReminders(deps, new Date(Date.now() + 25 * HOUR));
    await runCheckoutReminders(deps, new Date(Date.now() + 26 * HOUR));
    expect(await mailsTo(s.email, 'checkout-reminder')).toBe(1);
    expect(await mailsTo(silent.s.email, 'checkout-reminder')).toBe(0);
    const mail = await waitForMail(
      t.env.DATA_DIR,
      (m) => m.to === s.email && m.subject.startsWith('Still here'),
    );
    expect(mail.subject).toBe('Still here — one of a kind');
    expect(mail.text).toContain(`/product/${piece}`);

    // A new visit with the same piece within 7 days brings no second reminder.
    await call(t.app, 'POST', '/checkout/visit', s.token, { products: [piece] });
    await runCheckoutReminders(deps, new Date(Date.now() + 50 * HOUR));
    expect(await mailsTo(s.email, 'checkout-reminder')).toBe(1);
  });

  it('sends none for a piece ordered since the visit, sold, or reserved', async () => {
    const ordered = await visitor(true, 'Phulkari bagh, ordered');
    const placed = await call(t.app, 'POST', '/order/create', ordered.s.token, checkoutBody([ordered.piece]));
    expect(placed.statusCode).toBe(201);
    // Even back on sale (the order cancelled), the shopper who ordered it is not reminded.
    await t.db.update(products).set({ status: 'available' }).where(eq(products.id, ordered.piece));
    const sold = await visitor(true, 'Phulkari bagh, sold');
    await t.db.update(products).set({ status: 'sold' }).where(eq(products.id, sold.piece));
    const reserved = await visitor(true, 'Phulkari bagh, reserved');
    await t.db.update(products).set({ status: 'reserved' }).where(eq(products.id, reserved.piece));

    await runCheckoutReminders(instance(), new Date(Date.now() + 25 * HOUR));
    for (const { s } of [ordered, sold, reserved])
      expect(await mailsTo(s.email, 'checkout-reminder')).toBe(0);
    const left = await t.db.$count(checkoutVisits, eq(checkoutVisits.userId, ordered.s.userId));
    expect(left).toBe(0);
  });

  it('keeps one open visit per piece set, and at most 20 per shopper', async () => {
    const s = await shopper();
    await call(t.app, 'PUT', '/notification-preferences', s.token, { checkoutReminders: true });
    const pieces = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        listPiece({ title: `Visit piece ${i}`, pricePaise: 10_000, categoryId: categoryA }),
      ),
    );
    await call(t.app, 'POST', '/checkout/visit', s.token, { products: [pieces[0], pieces[1]] });
    await call(t.app, 'POST', '/checkout/visit', s.token, { products: [pieces[1], pieces[0]] });
    expect(await t.db.$count(checkoutVisits, eq(checkoutVisits.userId, s.userId))).toBe(1);
    for (const piece of pieces) await call(t.app, 'POST', '/checkout/visit', s.token, { products: [piece] });
    expect(await t.db.$count(checkoutVisits, eq(checkoutVisits.userId, s.userId))).toBe(20);
  });

  it('stores a visit only while the shopper consents to reminders, and forgets open visits on withdrawal', async () => {
    const s = await shopper();
    const piece = await listPiece({
      title: 'Visit without consent',
      pricePaise: 90_000,
      categoryId: categoryA,
    });
    const visits = () => t.db.$count(checkoutVisits, eq(checkoutVisits.userId, s.userId));
    const visit = () => call(t.app, 'POST', '/checkout/visit', s.token, { products: [piece] });

    // No consent: the same answer, nothing stored.
    const silent = await visit();
    expect(silent.statusCode).toBe(200);
    expect(silent.json()).toEqual({ success: true, message: notifyMessages.visitRecorded });
    expect(await visits()).toBe(0);

    await call(t.app, 'PUT', '/notification-preferences', s.token, { checkoutReminders: true });
    expect((await visit()).json()).toEqual(silent.json());
    expect(await visits()).toBe(1);

    // Switched off in the preferences: the open visit goes, and the next is not stored.
    await call(t.app, 'PUT', '/notification-preferences', s.token, { checkoutReminders: false });
    expect(await visits()).toBe(0);
    await visit();
    expect(await visits()).toBe(0);

    // Withdrawn through a reminder's unsubscribe link: the same.
    await call(t.app, 'PUT', '/notification-preferences', s.token, { checkoutReminders: true });
    await visit();
    expect(await visits()).toBe(1);
    const token = await issueUnsubscribeToken(key, s.userId, 'reminders');
    expect((await post(t.app, '/unsubscribe', { token })).statusCode).toBe(200);
    expect(await visits()).toBe(0);
  });

  it('refuses a bad visit body and needs a session', async () => {
    const s = await shopper();
    const bad = await call(t.app, 'POST', '/checkout/visit', s.token, { products: ['nope'] });
    expect(bad.statusCode).toBe(400);
    const none = await call(t.app, 'POST', '/checkout/visit', s.token, { products: [] });
    expect(none.statusCode).toBe(400);
    expect(await t.db.$count(checkoutVisits, eq(checkoutVisits.userId, s.userId))).toBe(0);
    expect((await post(t.app, '/checkout/visit', { products: [] })).statusCode).toBe(401);
  });
});
