/**
 * Login, session tokens and the profile (docs/product.md#accounts, ADR 0005): one pinned
 * algorithm, exp enforced, every earlier session ended by a password change.
 */
import { EMAIL_NOT_VERIFIED, messages } from '@shahi/contract';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJwtSecret } from '#server/modules/auth/jwt-secret.ts';
import { createVerifiedShopper, newShopper, post } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

function send(method: 'PUT' | 'PATCH', url: string, body: unknown, token?: string) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    payload: body as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('POST /api/login', () => {
  it('answers a token whose claims carry the user, signed HS256, valid a week', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const response = await post(t.app, '/login', {
      email: shopper.email.toUpperCase(),
      password: shopper.password,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      token: expect.any(String),
      userId: shopper.userId,
      firstName: 'Harleen',
      lastName: 'Kaur',
      email: shopper.email,
      phoneNumber: '9876543210',
    });
    expect(decodeProtectedHeader(data.token).alg).toBe('HS256');
    const claims = decodeJwt(data.token);
    expect(claims).toMatchObject({
      sub: shopper.userId,
      userId: shopper.userId,
      firstName: 'Harleen',
      lastName: 'Kaur',
      email: shopper.email,
      phoneNumber: '9876543210',
    });
    expect((claims.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeGreaterThan(6.9 * 24 * 3600);
  });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const wrong = await post(t.app, '/login', { email: shopper.email, password: 'not-the-password' });
    const unknown = await post(t.app, '/login', { email: 'nobody@example.in', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, message: messages.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an unverified account with a message leading to verification', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    const response = await post(t.app, '/login', { email: shopper.email, password: shopper.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: messages.emailNotVerified,
      code: EMAIL_NOT_VERIFIED,
    });
    // A wrong password does not reveal that the account exists but is unverified.
    const wrong = await post(t.app, '/login', { email: shopper.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
  });

  it.each([
    [{ email: '' }, messages.emailRequired],
    [{ email: 'nope' }, messages.enterValidEmail],
    [{ password: '' }, messages.passwordRequired],
    [{ password: '12345' }, messages.passwordMin],
    [{ email: "admin'--@x.in'; SELECT 1" }, messages.enterValidEmail],
  ])('validates %j with "%s"', async (override, message) => {
    const response = await post(t.app, '/login', {
      email: 'a@example.in',
      password: 'secret12',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});

describe('tokens', () => {
  it('GET /api/verify-token accepts a live token and refuses missing, garbage, forged, none-alg and expired ones', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const ok = await get('/verify-token', shopper.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({
      valid: true,
      user: expect.objectContaining({ userId: shopper.userId }),
    });

    const secret = await loadJwtSecret(undefined, t.env.DATA_DIR);
    const claims = { ...decodeJwt(shopper.token) };
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new Uint8Array(32).fill(7));
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secret);
    const [header, payload] = shopper.token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString('base64url')}.${shopper.token.split('.')[2]}`;

    // The bag and My Orders verify the token themselves (ADR 0023): the same refusals there.
    for (const url of ['/verify-token', '/get-cart-products', '/my-orders']) {
      expect((await get(url)).json()).toMatchObject({ success: false, message: messages.loginRequired });
      for (const token of ['garbage', expired, otherKey, hs512, unsigned, tampered]) {
        const response = await get(url, token);
        expect(response.statusCode, `${url} ${token}`).toBe(401);
        expect(response.json()).toMatchObject({ success: false, message: messages.sessionExpired });
      }
    }
  });

  it('refuses a token signed with the real key whose subject is not a user id with a 401, not a 500', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const secret = await loadJwtSecret(undefined, t.env.DATA_DIR);
    const claims = { ...decodeJwt(shopper.token) };
    for (const sub of ["1' OR '1'='1", 'not-a-uuid', `${shopper.userId}x`]) {
      const token = await new SignJWT({ ...claims, sub }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
      for (const url of ['/verify-token', '/my-profile', '/get-cart-products', '/my-orders']) {
        const response = await get(url, token);
        expect(response.statusCode, `${sub} ${url}`).toBe(401);
        expect(response.json()).toMatchObject({ success: false, message: messages.sessionExpired });
      }
    }
  });
});

describe('profile', () => {
  it('GET /api/my-profile answers the fields; PUT /api/edit-profile updates them and answers a fresh token', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const profile = await get('/my-profile', shopper.token);
    expect(profile.json().data).toEqual({
      firstName: 'Harleen',
      lastName: 'Kaur',
      email: shopper.email,
      phoneNumber: '9876543210',
      mobileNumber: null,
      whatsappOptIn: false,
      locale: 'en',
    });

    const edit = await send(
      'PUT',
      '/edit-profile',
      { firstName: ' Jasleen ', lastName: 'Sandhu', phoneNumber: '9812345678' },
      shopper.token,
    );
    expect(edit.statusCode).toBe(200);
    const { data } = edit.json();
    expect(data).toEqual({
      token: expect.any(String),
      _id: shopper.userId,
      firstName: 'Jasleen',
      lastName: 'Sandhu',
      email: shopper.email,
      phoneNumber: '9812345678',
    });
    expect(decodeJwt(data.token)).toMatchObject({ firstName: 'Jasleen', phoneNumber: '9812345678' });
    expect((await get('/my-profile', data.token)).json().data.firstName).toBe('Jasleen');
    // Editing the profile is no password change: the earlier token still works.
    expect((await get('/my-profile', shopper.token)).statusCode).toBe(200);
  });

  it('refuses bad profile input and anonymous callers, changing nothing', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    for (const [body, message] of [
      [{ firstName: '', lastName: 'X', phoneNumber: '9812345678' }, messages.firstNameRequired],
      [{ firstName: 'A', lastName: 'X', phoneNumber: '12' }, messages.enterValidPhone],
      [{ firstName: 'A'.repeat(5000), lastName: 'X', phoneNumber: '9812345678' }, messages.nameTooLong],
    ] as const) {
      const response = await send('PUT', '/edit-profile', body, shopper.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const anonymous = await send('PUT', '/edit-profile', {
      firstName: 'A',
      lastName: 'B',
      phoneNumber: '9812345678',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/my-profile', shopper.token)).json().data.firstName).toBe('Harleen');
  });
});

describe('PATCH /api/change-password', () => {
  it('checks the old password, revokes every earlier token and answers a fresh one', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const second = (await post(t.app, '/login', { email: shopper.email, password: shopper.password })).json()
      .data.token;

    const wrongOld = await send(
      'PATCH',
      '/change-password',
      { oldPassword: 'nope-nope', newPassword: 'zari-2027' },
      shopper.token,
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe(messages.oldPasswordIncorrect);

    const same = await send(
      'PATCH',
      '/change-password',
      { oldPassword: shopper.password, newPassword: shopper.password },
      shopper.token,
    );
    expect(same.json().message).toBe(messages.samePassword);

    const changed = await send(
      'PATCH',
      '/change-password',
      { oldPassword: shopper.password, newPassword: 'zari-2027' },
      shopper.token,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(messages.passwordUpdated);
    const fresh = changed.json().data.token;

    // The bag and My Orders check the session in their own statement (ADR 0023): revoked there too.
    for (const url of ['/my-profile', '/get-cart-products', '/my-orders']) {
      for (const revoked of [shopper.token, second]) {
        const response = await get(url, revoked);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toMatchObject({ success: false, message: messages.sessionExpired });
      }
      expect((await get(url, fresh)).statusCode, url).toBe(200);
    }
    expect(
      (await post(t.app, '/login', { email: shopper.email, password: shopper.password })).statusCode,
    ).toBe(401);
    expect((await post(t.app, '/login', { email: shopper.email, password: 'zari-2027' })).statusCode).toBe(
      200,
    );
  });

  it('takes the session from a body token (reset-style variant) and validates it like the other fields', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const viaBody = await send('PATCH', '/change-password', {
      oldPassword: shopper.password,
      newPassword: 'gota-patti-1',
      token: shopper.token,
    });
    expect(viaBody.statusCode).toBe(200);

    const fresh = viaBody.json().data.token;
    const missing = await send(
      'PATCH',
      '/change-password',
      { oldPassword: '', newPassword: 'abcdefg' },
      fresh,
    );
    expect(missing.json()).toMatchObject({ success: false, message: messages.fillBothPasswordFields });
    const short = await send(
      'PATCH',
      '/change-password',
      { oldPassword: 'gota-patti-1', newPassword: 'abc' },
      fresh,
    );
    expect(short.json()).toMatchObject({ success: false, message: messages.newPasswordMinLong });
    const anonymous = await send('PATCH', '/change-password', {
      oldPassword: 'gota-patti-1',
      newPassword: 'abcdefg',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
