import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { resolveEnv } from '#server/config/env.ts';
import { createTestDatabase } from './helpers/test-app.ts';

// main.ts sets `draining` on SIGTERM for SHUTDOWN_DRAIN_SECONDS before closing the port (ADR 0047).
const drain = { draining: false };
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    env: resolveEnv({ NODE_ENV: 'test' }),
    db: database.db,
    pool: database.pool,
    drain,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('draining before a stop', () => {
  it('health answers 200 until draining, then 503 "draining" while other calls are still served', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/health' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ success: true, data: { db: 'ok' } });

    drain.draining = true;
    const during = await app.inject({ method: 'GET', url: '/api/health' });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ success: false, data: { state: 'draining' }, message: 'Shutting down' });
    const served = await app.inject({ method: 'GET', url: '/api/checkout/options' });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ success: true });
  });
});
