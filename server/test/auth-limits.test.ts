/**
 * Rate limits on the account calls, per e-mail address and per client address, in memory and
 * shared through Redis (issue 3 §2; OWASP ASVS 5 §6.3.1; ARCHITECTURE §1 "scale-out").
 */
import { randomBytes } from 'node:crypto';
import { messages } from '@shahi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits } from '../src/modules/auth/rate-limits.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const unique = () => `limit.${randomBytes(6).toString('hex')}@example.in`;

function call(app: typeof t.app, path: string, body: object, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: `/api${path}`, payload: body, remoteAddress });
}

describe('per e-mail address', () => {
  it('login trips after its allowance for one address, whatever the client', async () => {
    const email = unique();
    const { max } = authRateLimits.login.address;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const response = await call(
        t.app,
        '/login',
        { email, password: 'guess-1234' },
        `198.51.100.${attempt % 200}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await call(t.app, '/login', { email, password: 'guess-1234' }, '198.51.100.250');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: messages.tooManyRequests });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await call(t.app, '/login', { email: unique(), password: 'guess-1234' })).statusCode).toBe(401);
  });

  it.each([
    ['/register', 'register'],
    ['/verify-otp', 'verifyOtp'],
    ['/resend-otp', 'resendOtp'],
    ['/forgot-password', 'forgotPassword'],
  ] as const)('%s trips after its allowance', async (path, key) => {
    const email = unique();
    const body = {
      email,
      otp: '123456',
      firstName: 'Limit',
      lastName: 'Test',
      password: 'limit-test-1',
      phoneNumber: '9876543210',
    };
    const { max } = authRateLimits[key].address;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const response = await call(t.app, path, body);
      expect(response.statusCode, `attempt ${attempt + 1}`).not.toBe(429);
    }
    expect((await call(t.app, path, body)).statusCode).toBe(429);
  });
});

describe('per client address', () => {
  it('forgot-password trips for one client across many addresses; other clients go on', async () => {
    const { max } = authRateLimits.forgotPassword.client;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await call(t.app, '/forgot-password', { email: unique() }, '203.0.113.7')).statusCode).toBe(
        200,
      );
    }
    const blocked = await call(t.app, '/forgot-password', { email: unique() }, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect((await call(t.app, '/forgot-password', { email: unique() }, '203.0.113.8')).statusCode).toBe(200);
  });

  it('does not count loopback clients per client (a same-machine proxy would lock everyone out)', async () => {
    const { max } = authRateLimits.forgotPassword.client;
    for (let attempt = 0; attempt <= max; attempt += 1) {
      expect((await call(t.app, '/forgot-password', { email: unique() })).statusCode).toBe(200);
    }
  });

  it('behind TRUST_PROXY counts the X-Forwarded-For client', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const { max } = authRateLimits.forgotPassword.client;
      const from = (ip: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: unique() },
          headers: { 'x-forwarded-for': ip },
        });
      for (let attempt = 0; attempt < max; attempt += 1)
        expect((await from('192.0.2.44')).statusCode).toBe(200);
      expect((await from('192.0.2.44')).statusCode).toBe(429);
      expect((await from('192.0.2.45')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('with REDIS_URL', () => {
  it('two instances share one counter', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const first = await createTestApp({ REDIS_URL: redisUrl });
    const second = await createTestApp({ REDIS_URL: redisUrl });
    try {
      const email = unique();
      const { max } = authRateLimits.resendOtp.address;
      for (let attempt = 0; attempt < max; attempt += 1) {
        const app = attempt % 2 === 0 ? first.app : second.app;
        expect((await call(app, '/resend-otp', { email })).statusCode).toBe(200);
      }
      expect((await call(first.app, '/resend-otp', { email })).statusCode).toBe(429);
      expect((await call(second.app, '/resend-otp', { email })).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
