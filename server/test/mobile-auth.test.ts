/**
 * Sign-in by mobile number (docs/decisions/0066-sign-in-by-mobile.md) through the real API and the
 * local MSG91 stand-in (SMS_SANDBOX): the code is read from notification_outbox as the SMS would
 * bring it; accounts made by number, limits per number, linking a number to an e-mail account.
 */
import { randomInt } from 'node:crypto';
import { messages } from '@shahi/contract';
import { mobileAuthMessages } from '@shahi/contract/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockoutPolicies } from '#server/modules/auth/lockouts.ts';
import { MOBILE_CODES_PER_DAY, MOBILE_RESEND_SECONDS } from '#server/modules/auth/mobile-service.ts';
import { mobileCodes, users } from '#server/modules/auth/tables.ts';
import { notificationOutbox } from '#server/notify/tables.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ SMS_SANDBOX: 'true' });
});
afterAll(async () => {
  await t.close();
});

/** A fresh Indian mobile number (10 digits starting 9). */
const newNumber = () => `9${randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;

function call(path: string, body: unknown, { token, cookie }: { token?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/mobile${path}`,
    payload: body as Record<string, unknown>,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
  });
}

/** The code of the newest sign-in SMS to `mobileNumber` in the outbox. */
async function smsCode(mobileNumber: string): Promise<string> {
  const [row] = await t.db
    .select({ body: notificationOutbox.body })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.phone, mobileNumber), eq(notificationOutbox.channel, 'sms')))
    .orderBy(desc(notificationOutbox.createdAt))
    .limit(1);
  const code = row ? /^(\d{6}) is your Shahi Threads sign-in code\./.exec(row.body)?.[1] : undefined;
  if (!code) throw new Error(`no sign-in SMS to ${mobileNumber}`);
  return code;
}

/** Moves the number's codes back past the resend spacing, as if the shopper had waited. */
async function waitOutSpacing(mobileNumber: string) {
  await t.db
    .update(mobileCodes)
    .set({
      createdAt: sql`${mobileCodes.createdAt} - interval '${sql.raw(String(MOBILE_RESEND_SECONDS + 1))} seconds'`,
    })
    .where(eq(mobileCodes.mobileNumber, mobileNumber));
}

function profile(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/my-profile',
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Signs in by `mobileNumber` through both calls; resolves with the verify answer's body. */
async function signIn(mobileNumber: string, extra: Record<string, string> = {}, cookie?: string) {
  const sent = await call('/send-code', { mobileNumber, purpose: 'sign_in' }, { cookie });
  expect(sent.statusCode).toBe(200);
  const code = await smsCode(mobileNumber.replace(/\D/g, '').slice(-10));
  const verified = await call(
    '/verify-code',
    { mobileNumber, code, purpose: 'sign_in', ...extra },
    { cookie },
  );
  expect(verified.statusCode).toBe(200);
  return verified.json();
}

describe('sign-in by a new number', () => {
  it('is offered to the storefront while the stand-in is on', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('"mobileSignIn":true');
  });

  it('sends the code by SMS, makes the account once, and its token opens the profile', async () => {
    const mobileNumber = newNumber();
    const sent = await call('/send-code', {
      mobileNumber: `+91 ${mobileNumber.slice(0, 5)} ${mobileNumber.slice(5)}`,
      purpose: 'sign_in',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: mobileAuthMessages.codeSent,
      resendAfterSeconds: MOBILE_RESEND_SECONDS,
    });
    const code = await smsCode(mobileNumber);
    // Only the HMAC is stored.
    const [stored] = await t.db.select().from(mobileCodes).where(eq(mobileCodes.mobileNumber, mobileNumber));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);

    const verified = await call(
      '/verify-code',
      { mobileNumber: `0${mobileNumber}`, code, purpose: 'sign_in', firstName: ' Gurpreet ' },
      { cookie: 'theme=dark; lang=pa' },
    );
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({ success: true, message: messages.loginSuccessful, newAccount: true });
    expect(body.data).toMatchObject({
      firstName: 'Gurpreet',
      lastName: '',
      email: '',
      phoneNumber: mobileNumber,
    });
    expect(typeof body.data.token).toBe('string');

    const mine = await profile(body.data.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual({
      firstName: 'Gurpreet',
      lastName: '',
      email: '',
      phoneNumber: mobileNumber,
      mobileNumber,
      whatsappOptIn: false,
      locale: 'pa',
    });

    // The code is spent.
    const again = await call('/verify-code', { mobileNumber, code, purpose: 'sign_in' });
    expect(again.statusCode).toBe(400);

    // A second sign-in reaches the same account, not a new one.
    await waitOutSpacing(mobileNumber);
    const second = await signIn(mobileNumber);
    expect(second.newAccount).toBe(false);
    expect(second.data.userId).toBe(body.data.userId);
    expect(await t.db.$count(users, eq(users.mobileNumber, mobileNumber))).toBe(1);
  });

  it('leaves the account language English without a lang cookie', async () => {
    const mobileNumber = newNumber();
    const body = await signIn(mobileNumber);
    expect((await profile(body.data.token)).json().data.locale).toBe('en');
  });

  it("refuses an expired code with the e-mail codes' message", async () => {
    const mobileNumber = newNumber();
    await call('/send-code', { mobileNumber, purpose: 'sign_in' });
    const code = await smsCode(mobileNumber);
    await t.db
      .update(mobileCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(mobileCodes.mobileNumber, mobileNumber));
    const expired = await call('/verify-code', { mobileNumber, code, purpose: 'sign_in' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(messages.otpExpired);
  });

  it('checks only the newest code: an earlier one stops working once another is sent', async () => {
    const mobileNumber = newNumber();
    await call('/send-code', { mobileNumber, purpose: 'sign_in' });
    const first = await smsCode(mobileNumber);
    await waitOutSpacing(mobileNumber);
    await t.db.delete(notificationOutbox).where(eq(notificationOutbox.phone, mobileNumber));
    await call('/send-code', { mobileNumber, purpose: 'sign_in' });
    const second = await smsCode(mobileNumber);
    if (first !== second) {
      const old = await call('/verify-code', { mobileNumber, code: first, purpose: 'sign_in' });
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe(mobileAuthMessages.wrongCode);
    }
    expect((await call('/verify-code', { mobileNumber, code: second, purpose: 'sign_in' })).statusCode).toBe(
      200,
    );
  });
});

describe('limits per number', () => {
  it('refuses a second code within the spacing, with Retry-After', async () => {
    const mobileNumber = newNumber();
    expect((await call('/send-code', { mobileNumber, purpose: 'sign_in' })).statusCode).toBe(200);
    const soon = await call('/send-code', { mobileNumber, purpose: 'sign_in' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(mobileAuthMessages.resendTooSoon);
    const wait = Number(soon.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(MOBILE_RESEND_SECONDS);
    // Another number is not held back.
    expect((await call('/send-code', { mobileNumber: newNumber(), purpose: 'sign_in' })).statusCode).toBe(
      200,
    );
  });

  it(`sends at most ${MOBILE_CODES_PER_DAY} codes a day to one number`, async () => {
    const mobileNumber = newNumber();
    for (let sent = 0; sent < MOBILE_CODES_PER_DAY; sent += 1) {
      expect((await call('/send-code', { mobileNumber, purpose: 'sign_in' })).statusCode).toBe(200);
      await waitOutSpacing(mobileNumber);
    }
    const capped = await call('/send-code', { mobileNumber, purpose: 'sign_in' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(mobileAuthMessages.tooManyCodes);
    expect(await t.db.$count(mobileCodes, eq(mobileCodes.mobileNumber, mobileNumber))).toBe(
      MOBILE_CODES_PER_DAY,
    );
  });

  it('pauses the codes of a number after ten wrong ones, and that number only', async () => {
    const { maxFailures } = lockoutPolicies.otp;
    const mobileNumber = newNumber();
    await call('/send-code', { mobileNumber, purpose: 'sign_in' });
    const code = await smsCode(mobileNumber);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt < maxFailures; attempt += 1) {
      const response = await call('/verify-code', { mobileNumber, code: wrong, purpose: 'sign_in' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(mobileAuthMessages.wrongCode);
    }
    const locking = await call('/verify-code', { mobileNumber, code: wrong, purpose: 'sign_in' });
    expect(locking.statusCode).toBe(429);
    expect(locking.json().message).toBe(mobileAuthMessages.mobileLocked);
    // The right code no longer opens it, and no new code is sent.
    expect((await call('/verify-code', { mobileNumber, code, purpose: 'sign_in' })).statusCode).toBe(429);
    await waitOutSpacing(mobileNumber);
    const send = await call('/send-code', { mobileNumber, purpose: 'sign_in' });
    expect(send.statusCode).toBe(429);
    expect(send.json().message).toBe(mobileAuthMessages.mobileLocked);
    expect(await t.db.$count(users, eq(users.mobileNumber, mobileNumber))).toBe(0);
    // Another number signs in as usual.
    expect((await signIn(newNumber())).newAccount).toBe(true);
  });
});

describe('bad input', () => {
  const tenKb = '9'.repeat(10_240);

  it.each([
    ['empty', '', mobileAuthMessages.mobileRequired],
    ['letters', 'abcdefghij', mobileAuthMessages.enterValidMobile],
    ['11 digits', '98765432101', mobileAuthMessages.enterValidMobile],
    ['9 digits', '987654321', mobileAuthMessages.enterValidMobile],
    ['a landline series', '2212345678', mobileAuthMessages.enterValidMobile],
    ['another country', '+44 7911 123456', mobileAuthMessages.enterValidMobile],
    ['10 kB', tenKb, mobileAuthMessages.enterValidMobile],
    ['a number, not text', 9876543210, mobileAuthMessages.mobileRequired],
  ])('refuses a mobile number that is %s with 400', async (_what, mobileNumber, message) => {
    const response = await call('/send-code', { mobileNumber, purpose: 'sign_in' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    ['empty', '', messages.otpRequired],
    ['letters', 'abcdef', messages.enterValidOtp],
    ['7 digits', '1234567', messages.enterValidOtp],
    ['10 kB', tenKb, messages.enterValidOtp],
  ])('refuses a code that is %s with 400, counting no failure', async (_what, code, message) => {
    const mobileNumber = newNumber();
    const response = await call('/verify-code', { mobileNumber, code, purpose: 'sign_in' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an unknown purpose, a missing body and a body that is not an object', async () => {
    expect((await call('/send-code', { mobileNumber: newNumber(), purpose: 'spam' })).statusCode).toBe(400);
    expect((await call('/send-code', { mobileNumber: newNumber() })).statusCode).toBe(400);
    expect((await call('/send-code', ['9876543210'])).statusCode).toBe(400);
    expect((await call('/verify-code', { mobileNumber: newNumber(), code: '123456' })).statusCode).toBe(400);
  });
});

describe('linking a number to the signed-in account', () => {
  it('adds the number, after which it signs in to that account', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const mobileNumber = newNumber();
    const sent = await call('/send-code', { mobileNumber, purpose: 'link' }, { token: shopper.token });
    expect(sent.statusCode).toBe(200);
    const code = await smsCode(mobileNumber);
    // A sign-in cannot spend a link code.
    expect((await call('/verify-code', { mobileNumber, code, purpose: 'sign_in' })).statusCode).toBe(400);
    const linked = await call(
      '/verify-code',
      { mobileNumber, code, purpose: 'link' },
      { token: shopper.token },
    );
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ success: true, message: mobileAuthMessages.linked });
    const mine = (await profile(shopper.token)).json().data;
    expect(mine).toMatchObject({ email: shopper.email, mobileNumber, whatsappOptIn: false, locale: 'en' });

    await waitOutSpacing(mobileNumber);
    const byNumber = await signIn(mobileNumber);
    expect(byNumber.newAccount).toBe(false);
    expect(byNumber.data.email).toBe(shopper.email);
  });

  it('needs a signed-in caller', async () => {
    const response = await call('/send-code', { mobileNumber: newNumber(), purpose: 'link' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.loginRequired);
  });

  it('answers 409 when another account holds the number, leaving both as they were', async () => {
    const mobileNumber = newNumber();
    const owner = await signIn(mobileNumber);
    await waitOutSpacing(mobileNumber);
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    expect(
      (await call('/send-code', { mobileNumber, purpose: 'link' }, { token: shopper.token })).statusCode,
    ).toBe(200);
    const code = await smsCode(mobileNumber);
    const taken = await call(
      '/verify-code',
      { mobileNumber, code, purpose: 'link' },
      { token: shopper.token },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(mobileAuthMessages.mobileTaken);
    expect((await profile(shopper.token)).json().data.mobileNumber).toBeNull();
    expect((await profile(owner.data.token)).json().data.mobileNumber).toBe(mobileNumber);
  });
});

describe('an account made by number alone', () => {
  it('has no password to change', async () => {
    const body = await signIn(newNumber());
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/change-password',
      headers: { authorization: `Bearer ${body.data.token}` },
      payload: { oldPassword: 'anything-1', newPassword: 'something-2' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(messages.oldPasswordIncorrect);
  });
});
