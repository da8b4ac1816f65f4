import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { resolveEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';

// Port 1 on loopback refuses connections: a database that is down.
const down = openDatabase('postgres://nobody@127.0.0.1:1/none', 1);
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  app = await buildApp({ env: resolveEnv({ NODE_ENV: 'test' }), db: down.db, pool: down.pool });
});
afterAll(async () => {
  await app.close();
  await down.pool.end();
});

describe('with the database down', () => {
  it('GET /api/health answers 503 with db unreachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, data: { db: 'unreachable' } });
  });

  it('catalogue calls answer 503 in the envelope, never a stack trace', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/product-list', payload: {} });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: 'The shop is busy right now. Please try again in a moment.',
      code: 'serviceUnavailable',
    });
  });
});
