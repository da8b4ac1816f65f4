/**
 * `GET /api/delivery-estimate?pin=` (ADR 0061): the promise from the Shiprocket stand-in, or from
 * the shop's table without a provider; malformed PIN codes refused with one clear message; the
 * per-client allowance; and the stand-in's admin-only control route, absent without the stand-in.
 */
import { deliveryMessages } from '@shahi/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { createTestApp } from './helpers/test-app.ts';

let sandbox: Awaited<ReturnType<typeof createTestApp>>;
let manual: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  [sandbox, manual] = await Promise.all([createTestApp({ SHIPPING_SANDBOX: 'true' }), createTestApp()]);
  await Promise.all([storeSeller(sandbox.db), storeSeller(manual.db)]);
});

afterAll(async () => {
  await Promise.all([sandbox?.close(), manual?.close()]);
});

const estimate = (app: typeof sandbox.app, query: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: `/api/delivery-estimate${query}`, remoteAddress });

describe('GET /api/delivery-estimate', () => {
  it('answers a served PIN from the stand-in, for the browser to keep a few minutes', async () => {
    const response = await estimate(sandbox.app, '?pin=110001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const { data } = response.json();
    expect(data).toMatchObject({
      pinCode: '110001',
      serviceable: true,
      codAvailable: true,
      days: 3,
      source: 'provider',
    });
    expect(data.deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says so for a PIN no courier serves, and for one without cash on delivery', async () => {
    expect((await estimate(sandbox.app, '?pin=744101')).json().data).toEqual({
      pinCode: '744101',
      serviceable: false,
      codAvailable: false,
      days: null,
      deliveryBy: null,
      source: 'provider',
    });
    expect((await estimate(sandbox.app, '?pin=%20795001%20')).json().data).toMatchObject({
      pinCode: '795001',
      serviceable: true,
      codAvailable: false,
    });
  });

  it("answers from the shop's table without a provider", async () => {
    const response = await estimate(manual.app, '?pin=160017');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ serviceable: true, days: 2, source: 'table' });
  });

  it('refuses a malformed PIN with one clear message and changes nothing', async () => {
    const before = await sandbox.pool.query('SELECT count(*)::int AS n FROM delivery_estimates');
    for (const query of [
      '',
      '?pin=',
      '?pin=14100',
      '?pin=14100a',
      '?pin=abcdef',
      '?pin=012345',
      `?pin=${'9'.repeat(10_000)}`,
      '?pin=1410011',
      '?pin[]=141001',
    ]) {
      const response = await estimate(sandbox.app, query);
      expect(response.statusCode, query.slice(0, 20)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: deliveryMessages.pinMalformed });
    }
    const after = await sandbox.pool.query('SELECT count(*)::int AS n FROM delivery_estimates');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('allows a client 60 questions a minute', async () => {
    const client = '203.0.113.77';
    for (let i = 0; i < 60; i += 1) {
      expect((await estimate(manual.app, '?pin=1', client)).statusCode).toBe(400);
    }
    const refused = await estimate(manual.app, '?pin=110001', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await estimate(manual.app, '?pin=110001', '203.0.113.78')).statusCode).toBe(200);
  });
});

describe('POST /api/shipping-sandbox/scan', () => {
  it('is for admins only, and answers 404 for an AWB the stand-in never issued', async () => {
    const url = '/api/shipping-sandbox/scan';
    const anonymous = await sandbox.app.inject({ method: 'POST', url, payload: { awb: '1', statusId: 7 } });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createAdmin(sandbox.app, sandbox.pool, sandbox.env.DATA_DIR);
    const headers = { authorization: `Bearer ${admin.token}` };
    const unknown = await sandbox.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { awb: '1410', statusId: 7 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No shipment with AWB 1410');
    const bad = await sandbox.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { awb: '1410', statusId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('does not exist without the stand-in', async () => {
    const response = await manual.app.inject({
      method: 'POST',
      url: '/api/shipping-sandbox/scan',
      payload: { awb: '1', statusId: 7 },
    });
    expect(response.statusCode).toBe(404);
  });
});
