/**
 * Anti-automation on the account calls (OWASP ASVS 5 §6.3.1): limits per e-mail address, client
 * address and account, counted in PostgreSQL or Redis (ADR 0048); per-address locks of wrong
 * passwords that tell the owner; the client address behind proxies (ADR 0022).
 */
import { randomBytes } from 'node:crypto';
import { messages } from '@shahi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockoutPolicies } from '#server/modules/auth/lockouts.ts';
import { authRateLimits, changePasswordAccountLimit } from '#server/modules/auth/rate-limits.ts';
import { mailMessages } from '#server/tables/index.ts';
import { createVerifiedShopper, readMailLink } from './helpers/accounts.ts';
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

describe('wrong passwords per e-mail address', () => {
  const { maxFailures } = lockoutPolicies.login;

  it('pause sign-in after ten, whatever the client, only once the owner is mailed a way back in', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const { email, password } = shopper;
    for (let attempt = 0; attempt < maxFailures; attempt += 1) {
      const response = await call(
        t.app,
        '/login',
        { email, password: 'guess-1234' },
        `198.51.100.${attempt}`,
      );
      expect(response.statusCode).toBe(401);
    }
    // The right password no longer opens it, from anywhere.
    const blocked = await call(t.app, '/login', { email, password }, '198.51.100.250');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, message: messages.signInPaused });
    expect(await t.db.$count(mailMessages, eq(mailMessages.kind, 'sign-in-paused'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await call(t.app, '/login', { email: unique(), password: 'guess-1234' })).statusCode).toBe(401);

    // The notice's link sets a new password and lifts the pause at once.
    const token = await readMailLink(t.env.DATA_DIR, email, /paused/);
    expect((await call(t.app, '/reset-password', { token, password: 'owner-again-1' })).statusCode).toBe(200);
    expect((await call(t.app, '/login', { email, password: 'owner-again-1' })).statusCode).toBe(200);
  });

  it('tell the owner once per pause', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const { email } = shopper;
    for (let attempt = 0; attempt < maxFailures + 5; attempt += 1) {
      await call(t.app, '/login', { email, password: 'guess-1234' });
    }
    const notices = await t.db.$count(mailMessages, eq(mailMessages.recipient, email));
    // Registration code and welcome, then one notice.
    expect(notices).toBe(3);
  });

  it('are counted one by one when sent in parallel, and the right password resets the count', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const { email, password } = shopper;
    const wrong = () => call(t.app, '/login', { email, password: 'guess-1234' });
    await Promise.all(Array.from({ length: maxFailures - 1 }, wrong));
    expect((await call(t.app, '/login', { email, password })).statusCode).toBe(200);
    for (let attempt = 0; attempt < maxFailures - 1; attempt += 1)
      expect((await wrong()).statusCode).toBe(401);
    expect((await call(t.app, '/login', { email, password })).statusCode).toBe(200);
    await Promise.all(Array.from({ length: maxFailures }, wrong));
    expect((await call(t.app, '/login', { email, password })).statusCode).toBe(429);
  });

  it('lock an unknown address alike (no account is revealed) and mail nobody', async () => {
    const email = unique();
    for (let attempt = 0; attempt < maxFailures; attempt += 1) {
      expect((await call(t.app, '/login', { email, password: 'guess-1234' })).statusCode).toBe(401);
    }
    expect((await call(t.app, '/login', { email, password: 'guess-1234' })).statusCode).toBe(429);
    expect(await t.db.$count(mailMessages, eq(mailMessages.recipient, email))).toBe(0);
  });
});

describe('per e-mail address', () => {
  it.each([
    ['/register', 'register'],
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
      // A registration may be refused for its own reason (three live codes; ADR 0018), not by the limit.
      expect(response.json().message, `attempt ${attempt + 1}`).not.toBe(messages.tooManyRequests);
    }
    const tripped = await call(t.app, path, body);
    expect(tripped.statusCode).toBe(429);
    expect(tripped.json().message).toBe(messages.tooManyRequests);
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

  it('counts requests whose body fails validation', async () => {
    const { max } = authRateLimits.forgotPassword.client;
    const from = (email: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email },
        remoteAddress: '203.0.113.20',
      });
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await from(`a@${'.'.repeat(attempt)}@`)).statusCode).toBe(400);
    }
    expect((await from(unique())).statusCode).toBe(429);
  });

  it('counts an IPv6 client per /64', async () => {
    const { max } = authRateLimits.forgotPassword.client;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const address = `2001:db8:1:2:${attempt.toString(16)}::${attempt + 1}`;
      expect((await call(t.app, '/forgot-password', { email: unique() }, address)).statusCode).toBe(200);
    }
    expect(
      (await call(t.app, '/forgot-password', { email: unique() }, '2001:db8:1:2:ffff::9')).statusCode,
    ).toBe(429);
    expect((await call(t.app, '/forgot-password', { email: unique() }, '2001:db8:1:3::1')).statusCode).toBe(
      200,
    );
  });

  it('counts a same-host proxy that TRUST_PROXY does not name (it sends X-Forwarded-For)', async () => {
    const { max } = authRateLimits.resetPassword.client;
    const viaProxy = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token: 'unknown-token', password: 'whatever-1' },
        headers: { 'x-forwarded-for': '192.0.2.60' },
      });
    for (let attempt = 0; attempt < max; attempt += 1) expect((await viaProxy()).statusCode).toBe(400);
    expect((await viaProxy()).statusCode).toBe(429);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const { max } = authRateLimits.forgotPassword.client;
  const forgot = (app: typeof t.app, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: unique() },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it.each(['true', '1'])(
    'TRUST_PROXY=%s counts the address the proxy appended, not the left-most',
    async (setting) => {
      const proxied = await createTestApp({ TRUST_PROXY: setting });
      try {
        // The client writes any left-most entries it likes; the proxy appends the address it saw.
        for (let attempt = 0; attempt < max; attempt += 1) {
          expect((await forgot(proxied.app, `10.9.${attempt}.1, 192.0.2.44`)).statusCode).toBe(200);
        }
        expect((await forgot(proxied.app, '10.9.200.1, 192.0.2.44')).statusCode).toBe(429);
        expect((await forgot(proxied.app, '192.0.2.44, 192.0.2.45')).statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
    },
  );

  it('never exempts a loopback address taken from X-Forwarded-For', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      for (let attempt = 0; attempt < max; attempt += 1) {
        expect((await forgot(proxied.app, '127.0.0.1')).statusCode).toBe(200);
      }
      expect((await forgot(proxied.app, '127.0.0.1')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('a list of proxies: only those are believed, two hops deep', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' });
    try {
      // Through both proxies (10.0.1.7 appended by 10.0.0.1): the client is 198.51.100.77.
      for (let attempt = 0; attempt < max; attempt += 1) {
        const answer = await forgot(proxied.app, `6.6.6.${attempt}, 198.51.100.77, 10.0.1.7`, '10.0.0.1');
        expect(answer.statusCode).toBe(200);
      }
      expect((await forgot(proxied.app, '198.51.100.77, 10.0.1.7', '10.0.0.1')).statusCode).toBe(429);
      // A client that is not a proxy is counted by its own address, whatever it claims.
      expect((await forgot(proxied.app, '198.51.100.78', '203.0.113.99')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('PATCH /api/change-password', () => {
  it('allows each account ten tries a quarter of an hour', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const change = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/change-password',
        headers: { authorization: `Bearer ${shopper.token}` },
        payload: { oldPassword: 'not-the-password', newPassword: 'new-password-1' },
        remoteAddress: '203.0.113.30',
      });
    for (let attempt = 0; attempt < changePasswordAccountLimit.max; attempt += 1) {
      expect((await change()).statusCode).toBe(400);
    }
    const blocked = await change();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
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
