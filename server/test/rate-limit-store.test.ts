/**
 * Rate-limit counters in PostgreSQL, shared by every instance without Redis (ADR 0048): no flood of
 * refused or malformed requests resets or crowds out an address's counter, a lapsed window starts
 * again, lapsed rows are swept as hits arrive, and a failing store lets requests through, logged.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { resolveEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { loggerOptions } from '#server/http/log-redaction.ts';
import { deleteLapsedCounters } from '#server/http/rate-limit-store.ts';
import { addressKey } from '#server/http/request-limits.ts';
import { authRateLimits } from '#server/modules/auth/rate-limits.ts';
import { createTestApp, createTestDatabase } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const unique = () => `victim.${randomBytes(6).toString('hex')}@example.in`;

type App = typeof t.app;

const forgot = (app: App, email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress });

/** Number of rows in `rate_limit_counters` whose key starts with `prefix`. */
async function countersLike(pool: typeof t.pool, prefix: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM rate_limit_counters WHERE starts_with(key, $1)',
    [prefix],
  );
  return rows[0]?.n ?? 0;
}

/** Another instance of the shop over the database at `url`: its own pool, settings and logger. */
async function instanceOn(url: string, logger?: pino.Logger) {
  const handle = openDatabase(url, 4);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shahi-limit-test-'));
  const app = await buildApp({
    env: resolveEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    db: handle.db,
    pool: handle.pool,
    logger,
  });
  await app.ready();
  return {
    app,
    pool: handle.pool,
    async close() {
      await app.close();
      await handle.pool.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('a flood from one client', () => {
  const { address, client } = authRateLimits.forgotPassword;

  it('leaves a spent address refused after 5,100 refused requests with distinct addresses', async () => {
    const victim = unique();
    for (let attempt = 0; attempt < address.max; attempt += 1) {
      expect((await forgot(t.app, victim, '203.0.113.50')).statusCode).toBe(200);
    }
    expect((await forgot(t.app, victim, '203.0.113.50')).statusCode).toBe(429);
    const addressRows = await countersLike(t.pool, 'forgotPassword:address:');

    // The flooder spends its own allowance with junk, then keeps going: junk and well-formed
    // addresses alternate, each new, 50 in flight at a time.
    const stamp = Date.now();
    for (let i = 0; i < client.max; i += 1) {
      expect((await forgot(t.app, `junk${i}-${stamp}`, '192.0.2.2')).statusCode).toBe(400);
    }
    const statuses: Record<number, number> = {};
    for (let batch = 0; batch < 102; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => {
          const i = batch * 50 + index;
          return forgot(t.app, i % 2 ? `junk${i}-${stamp}@example.in` : `junk${i}-${stamp}`, '192.0.2.2');
        }),
      );
      for (const answer of answers) statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
    }
    expect(statuses).toEqual({ 429: 5_100 });

    // Neither junk nor a refused request counted an address: the victim's counter is where it was.
    expect(await countersLike(t.pool, 'forgotPassword:address:')).toBe(addressRows);
    const again = await forgot(t.app, victim, '203.0.113.51');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3_500);
  }, 30_000);
});

describe('a window', () => {
  it('starts again at one hit once it has lapsed, for the same limit', async () => {
    const { address } = authRateLimits.forgotPassword;
    const victim = unique();
    const key = `forgotPassword:address:${addressKey({ email: victim })}`;
    for (let attempt = 0; attempt < address.max; attempt += 1) await forgot(t.app, victim, '203.0.113.60');
    expect((await forgot(t.app, victim, '203.0.113.60')).statusCode).toBe(429);

    // The hour passes (on the database's clock, which every instance shares).
    await t.pool.query(
      `UPDATE rate_limit_counters SET expires_at = now() - interval '1 second' WHERE key = $1`,
      [key],
    );
    expect((await forgot(t.app, victim, '203.0.113.61')).statusCode).toBe(200);
    const { rows } = await t.pool.query<{ hits: number; seconds: number }>(
      'SELECT hits, extract(epoch from expires_at - now())::float8 AS seconds FROM rate_limit_counters WHERE key = $1',
      [key],
    );
    expect(rows[0]?.hits).toBe(1);
    expect(rows[0]?.seconds).toBeGreaterThan(address.timeWindow / 1000 - 60);
    expect(rows[0]?.seconds).toBeLessThanOrEqual(address.timeWindow / 1000);
  });
});

describe('the counters table', () => {
  it('is unlogged: hits write no WAL, and a crash or a restore starts the counters afresh', async () => {
    const { rows } = await t.pool.query<{ relpersistence: string }>(
      "SELECT relpersistence FROM pg_class WHERE oid = 'rate_limit_counters'::regclass",
    );
    expect(rows[0]?.relpersistence).toBe('u');
  });
});

describe('lapsed counters', () => {
  it('are swept as hits arrive, in bounded batches, and live ones are kept', async () => {
    await t.pool.query(
      `INSERT INTO rate_limit_counters (key, hits, expires_at)
         SELECT 'stale:' || i, 1, now() - interval '1 minute' FROM generate_series(1, 1500) AS i`,
    );
    await t.pool.query(
      `INSERT INTO rate_limit_counters (key, hits, expires_at) VALUES ('live:kept', 3, now() + interval '1 hour')`,
    );
    // 1,000 hits from distinct clients (junk bodies: only the client is counted).
    for (let batch = 0; batch < 20; batch += 1) {
      await Promise.all(
        Array.from({ length: 50 }, (_, index) => forgot(t.app, 'junk', `198.18.${batch}.${index + 1}`)),
      );
    }
    let stale = Number.POSITIVE_INFINITY;
    for (let look = 0; look < 20 && stale > 0; look += 1) {
      stale = await countersLike(t.pool, 'stale:');
      if (stale > 0) await sleep(100);
    }
    expect(stale).toBe(0);
    expect(await countersLike(t.pool, 'live:kept')).toBe(1);
  });

  it('are deleted at most a batch at a time', async () => {
    while ((await deleteLapsedCounters(t.pool, 1_000)) > 0);
    await t.pool.query(
      `INSERT INTO rate_limit_counters (key, hits, expires_at)
         SELECT 'batch:' || i, 1, now() - interval '1 minute' FROM generate_series(1, 30) AS i`,
    );
    expect(await deleteLapsedCounters(t.pool, 20)).toBe(20);
    expect(await countersLike(t.pool, 'batch:')).toBe(10);
    expect(await deleteLapsedCounters(t.pool, 20)).toBe(10);
  });
});

describe('two instances on one database, without Redis', () => {
  it('share one counter per address and per client', async () => {
    const database = await createTestDatabase();
    const first = await instanceOn(database.url);
    const second = await instanceOn(database.url);
    try {
      const email = unique();
      const { address, client } = authRateLimits.resendOtp;
      const resend = (app: App, from: string) =>
        app.inject({ method: 'POST', url: '/api/resend-otp', payload: { email }, remoteAddress: from });
      for (let attempt = 0; attempt < address.max; attempt += 1) {
        const app = attempt % 2 === 0 ? first.app : second.app;
        expect((await resend(app, `198.51.100.${attempt + 1}`)).statusCode).toBe(200);
      }
      expect((await resend(first.app, '198.51.100.101')).statusCode).toBe(429);
      expect((await resend(second.app, '198.51.100.102')).statusCode).toBe(429);

      const spread = (i: number) => (i % 2 === 0 ? first.app : second.app);
      for (let attempt = 0; attempt < client.max; attempt += 1) {
        const answer = await spread(attempt).inject({
          method: 'POST',
          url: '/api/resend-otp',
          payload: { email: 'not-an-address' },
          remoteAddress: '203.0.113.90',
        });
        expect(answer.statusCode).toBe(400);
      }
      const refused = await spread(client.max).inject({
        method: 'POST',
        url: '/api/resend-otp',
        payload: { email: unique() },
        remoteAddress: '203.0.113.90',
      });
      expect(refused.statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});

describe('a failing store', () => {
  it('lets requests through uncounted with one warning per outage, never a 500', async () => {
    let written = '';
    const memory = new Writable({
      write(chunk, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const warnings = () =>
      written
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => entry.msg.startsWith('rate-limit store (PostgreSQL)'));
    const database = await createTestDatabase();
    const shop = await instanceOn(database.url, pino(loggerOptions('info'), memory));
    try {
      await database.pool.query('ALTER TABLE rate_limit_counters RENAME TO rate_limit_counters_away');
      const { address } = authRateLimits.forgotPassword;
      const email = unique();
      for (let attempt = 0; attempt <= address.max + 1; attempt += 1) {
        const answer = await forgot(shop.app, email, '203.0.113.70');
        expect(answer.statusCode, `attempt ${attempt + 1}`).toBe(200);
      }
      expect(warnings()).toEqual([expect.objectContaining({ level: 40 })]);

      await database.pool.query('ALTER TABLE rate_limit_counters_away RENAME TO rate_limit_counters');
      expect((await forgot(shop.app, email, '203.0.113.70')).statusCode).toBe(200);
      expect(warnings().map((entry) => entry.level)).toEqual([40, 30]);
      expect(await countersLike(database.pool, 'forgotPassword:')).toBe(2);
    } finally {
      await shop.close();
      await database.drop();
    }
  });
});
