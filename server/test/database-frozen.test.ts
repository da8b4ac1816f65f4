/**
 * A database that drops or never answers its connections: node-postgres reports those without an
 * error code, and nothing else limits how long a request waits. The serving pool's limits and the
 * error handler turn both into a prompt 503 in the envelope (docs/operations.md, "Health").
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { resolveEnv } from '#server/config/env.ts';
import { openDatabase, SERVING_TIMEOUTS } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/http/error-handler.ts';
import { createTestDatabase } from './helpers/test-app.ts';

/** A TCP server on a free loopback port doing `onConnection` with every connection. */
async function fakeDatabase(onConnection: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://nobody@127.0.0.1:${port}/none`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** The app over `url` with short pool limits; `close` is queued for afterAll. */
async function appOver(url: string) {
  const handle = openDatabase(url, 2, { connectionTimeoutMs: 300, queryTimeoutMs: 300 });
  const app = await buildApp({ env: resolveEnv({ NODE_ENV: 'test' }), db: handle.db, pool: handle.pool });
  closers.push(async () => {
    await app.close();
    await handle.pool.end();
  });
  return app;
}

describe.each([
  ['never answers (a network partition)', (_socket: net.Socket) => {}],
  ['hangs up at once', (socket: net.Socket) => socket.end()],
])('a database that %s', (_name, onConnection) => {
  it('catalogue and account calls answer 503 in the envelope within a second', async () => {
    const fake = await fakeDatabase(onConnection);
    closers.push(fake.close);
    const app = await appOver(fake.url);
    for (const request of [
      { method: 'POST' as const, url: '/api/product-list', payload: {} },
      {
        method: 'POST' as const,
        url: '/api/login',
        payload: { email: 'a@example.in', password: 'phulkari-2026', userType: 'user' },
      },
    ]) {
      const started = performance.now();
      const response = await app.inject(request);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'The shop is busy right now. Please try again in a moment.',
        code: 'serviceUnavailable',
      });
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ success: false, data: { db: 'unreachable' } });
  });
});

describe('a query that outlives the pool’s answer limit', () => {
  it('fails with an error the error handler reads as "database unavailable"', async () => {
    const database = await createTestDatabase();
    closers.push(() => database.drop());
    const slow = openDatabase(database.url, 1, { queryTimeoutMs: 200 });
    closers.push(() => slow.pool.end());
    const error = await slow.pool.query('SELECT pg_sleep(2)').catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('Query read timeout');
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The connection that timed out is dropped, not handed to the next query.
    expect((await slow.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('keeps ordinary errors (a unique violation, a bug) out of the 503s', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly, twice'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('serving limits: 3 s to get a connection, 5 s for an answer', () => {
    expect(SERVING_TIMEOUTS).toEqual({ connectionTimeoutMs: 3_000, queryTimeoutMs: 5_000 });
  });
});
