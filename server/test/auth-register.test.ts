/** Registration and e-mail codes (spec §4 "Registration", §5 Register/OTP; issue 3 §2). */
import { messages } from '@shahi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationCodes, mailMessages, users } from '../src/db/schema/index.ts';
import { newShopper, post, readCode } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function userRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

describe('POST /api/register', () => {
  it('creates an unverified account, stores an argon2id hash and mails a 6-digit code', async () => {
    const shopper = newShopper({ email: '  Simran.Gill@Example.IN ' });
    const response = await post(t.app, '/register', shopper);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: messages.registrationSuccessful });

    const row = await userRow('simran.gill@example.in');
    expect(row.emailVerifiedAt).toBeNull();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.passwordHash).not.toContain(shopper.password);

    const code = await readCode(t.env.DATA_DIR, 'simran.gill@example.in');
    const [stored] = await t.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.userId, row.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    const minutesValid = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(9);
    expect(minutesValid).toBeLessThanOrEqual(10);
  });

  it.each([
    [{ firstName: '' }, messages.firstNameRequired],
    [{ firstName: '   ' }, messages.firstNameRequired],
    [{ lastName: '' }, messages.lastNameRequired],
    [{ email: '' }, messages.emailRequired],
    [{ email: 'not-an-address' }, messages.enterValidEmail],
    [{ email: "x' OR '1'='1" }, messages.enterValidEmail],
    [{ password: '' }, messages.passwordRequired],
    [{ password: '12345' }, messages.passwordMin],
    [{ password: 'x'.repeat(129) }, messages.passwordTooLong],
    [{ phoneNumber: '' }, messages.phoneRequired],
    [{ phoneNumber: '98765' }, messages.enterValidPhone],
    [{ phoneNumber: '98765abcde' }, messages.enterValidPhone],
    [{ firstName: 'A'.repeat(51) }, messages.nameTooLong],
    [{ email: `${'a'.repeat(250)}@example.in` }, messages.emailTooLong],
  ])('refuses %j with "%s" and changes nothing', async (override, message) => {
    const before = await t.db.$count(users);
    const response = await post(t.app, '/register', newShopper(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await t.db.$count(users)).toBe(before);
  });

  it('refuses wrong types and a userType other than "user"', async () => {
    for (const body of [
      { ...newShopper(), phoneNumber: 9876543210 },
      { ...newShopper(), email: ['a@b.in'] },
      { ...newShopper(), userType: 'admin' },
      'just text',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('keeps names with quotes and markup as text', async () => {
    const shopper = newShopper({ firstName: "Robert'); DROP TABLE users;--", lastName: '<b>Singh</b>' });
    expect((await post(t.app, '/register', shopper)).statusCode).toBe(201);
    const row = await userRow(shopper.email);
    expect(row.firstName).toBe("Robert'); DROP TABLE users;--");
    expect(row.lastName).toBe('<b>Singh</b>');
  });

  it('answers 409 for an address of a verified account, and queues no mail', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    await post(t.app, '/verify-otp', {
      email: shopper.email,
      otp: await readCode(t.env.DATA_DIR, shopper.email),
    });
    const mailsBefore = await t.db.$count(mailMessages, eq(mailMessages.recipient, shopper.email));
    const again = await post(t.app, '/register', { ...shopper, firstName: 'Someone' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: messages.accountExists });
    expect(await t.db.$count(mailMessages, eq(mailMessages.recipient, shopper.email))).toBe(mailsBefore);
    expect((await userRow(shopper.email)).firstName).toBe('Harleen');
  });

  it('renews a registration still waiting for its code: new details, new code, old code void', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    const firstCode = await readCode(t.env.DATA_DIR, shopper.email);
    expect((await post(t.app, '/register', { ...shopper, firstName: 'Harpreet' })).statusCode).toBe(201);
    const secondCode = await readCode(t.env.DATA_DIR, shopper.email, 1);
    expect((await userRow(shopper.email)).firstName).toBe('Harpreet');
    if (firstCode !== secondCode) {
      const stale = await post(t.app, '/verify-otp', { email: shopper.email, otp: firstCode });
      expect(stale.statusCode).toBe(400);
    }
    expect((await post(t.app, '/verify-otp', { email: shopper.email, otp: secondCode })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/verify-otp', () => {
  it('verifies with the right code once, then sends the welcome mail; the code cannot be reused', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    const otp = await readCode(t.env.DATA_DIR, shopper.email);
    const response = await post(t.app, '/verify-otp', { email: shopper.email, otp });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: messages.emailVerified });
    expect((await userRow(shopper.email)).emailVerifiedAt).toBeInstanceOf(Date);
    const welcome = await t.db.$count(mailMessages, eq(mailMessages.kind, 'welcome'));
    expect(welcome).toBeGreaterThan(0);

    const reused = await post(t.app, '/verify-otp', { email: shopper.email, otp });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(messages.alreadyVerified);
  });

  it('locks a code after five wrong entries, even against the right one', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    const otp = await readCode(t.env.DATA_DIR, shopper.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await post(t.app, '/verify-otp', { email: shopper.email, otp: wrong })).json().message);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(messages.invalidOtpTryAgain));
    expect(answers[4]).toBe(messages.otpLocked);
    const right = await post(t.app, '/verify-otp', { email: shopper.email, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(messages.otpLocked);
    expect((await userRow(shopper.email)).emailVerifiedAt).toBeNull();

    // A new code unlocks the account.
    expect((await post(t.app, '/resend-otp', { email: shopper.email })).statusCode).toBe(200);
    const fresh = await readCode(t.env.DATA_DIR, shopper.email, 1);
    expect((await post(t.app, '/verify-otp', { email: shopper.email, otp: fresh })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    const otp = await readCode(t.env.DATA_DIR, shopper.email);
    const row = await userRow(shopper.email);
    await t.db
      .update(emailVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationCodes.userId, row.id));
    const response = await post(t.app, '/verify-otp', { email: shopper.email, otp });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.otpExpired);
  });

  it('answers an unknown address like a wrong code', async () => {
    const response = await post(t.app, '/verify-otp', { email: 'nobody@example.in', otp: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: messages.invalidOtpTryAgain });
  });

  it.each([
    [{ otp: '' }, messages.otpRequired],
    [{ otp: '12345' }, messages.enterValidOtp],
    [{ otp: '12345a' }, messages.enterValidOtp],
    [{ otp: "1' OR 1=1" }, messages.enterValidOtp],
    [{ otp: 123456 }, messages.otpRequired],
  ])('validates %j with "%s"', async (override, message) => {
    const response = await post(t.app, '/verify-otp', { email: 'a@example.in', ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('POST /api/resend-otp', () => {
  it('mails a new code that replaces the old one', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    const first = await readCode(t.env.DATA_DIR, shopper.email);
    const response = await post(t.app, '/resend-otp', { email: shopper.email });
    expect(response.json()).toEqual({ success: true, message: messages.newOtpSent });
    const second = await readCode(t.env.DATA_DIR, shopper.email, 1);
    if (first !== second) {
      expect((await post(t.app, '/verify-otp', { email: shopper.email, otp: first })).statusCode).toBe(400);
    }
    expect((await post(t.app, '/verify-otp', { email: shopper.email, otp: second })).statusCode).toBe(200);
  });

  it('answers an unknown address alike and mails nothing; a verified one is told to log in', async () => {
    const unknown = await post(t.app, '/resend-otp', { email: 'ghost@example.in' });
    expect(unknown.json()).toEqual({ success: true, message: messages.newOtpSent });
    expect(await t.db.$count(mailMessages, eq(mailMessages.recipient, 'ghost@example.in'))).toBe(0);

    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    await post(t.app, '/verify-otp', {
      email: shopper.email,
      otp: await readCode(t.env.DATA_DIR, shopper.email),
    });
    const verified = await post(t.app, '/resend-otp', { email: shopper.email });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(messages.alreadyVerified);
  });
});
