/**
 * Registration and e-mail codes (docs/product.md#accounts; ADR 0005, 0018): each registration its
 * own code and password, wrong codes counted per address.
 */
import { messages } from '@shahi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, registrationAttempts, users } from '#server/db/schema/index.ts';
import { verifyPassword } from '#server/modules/auth/passwords.ts';
import { newShopper, post, readCode, readMailLink } from './helpers/accounts.ts';
import { readOutbox } from './helpers/outbox.ts';
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
      .from(registrationAttempts)
      .where(eq(registrationAttempts.userId, row.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.passwordHash).toBe(row.passwordHash);
    const minutesValid = ((stored?.codeExpiresAt.getTime() ?? 0) - Date.now()) / 60_000;
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

  it('never changes the password of a registration waiting for its code: each has its own code', async () => {
    const victim = newShopper();
    // Someone registers the victim's address first, with a password of their choosing.
    const first = await post(t.app, '/register', {
      ...victim,
      firstName: 'Intruder',
      password: 'intruder-choice',
    });
    const intruderCode = await readCode(t.env.DATA_DIR, victim.email);
    const passwordBefore = (await userRow(victim.email)).passwordHash;
    // The mailbox holder registers; the answer is the one a new address gets.
    const second = await post(t.app, '/register', victim);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect((await userRow(victim.email)).passwordHash).toBe(passwordBefore);
    const holderCode = await readCode(t.env.DATA_DIR, victim.email, 1);
    const mails = (await readOutbox(t.env.DATA_DIR)).filter((mail) => mail.to === victim.email);
    expect(mails.map((mail) => /in the name of (\w+ \w+)/.exec(mail.text)?.[1])).toEqual([
      'Intruder Kaur',
      'Harleen Kaur',
    ]);

    // The holder's code makes the holder's registration the account: their password, not the intruder's.
    expect((await post(t.app, '/verify-otp', { email: victim.email, otp: holderCode })).statusCode).toBe(200);
    const row = await userRow(victim.email);
    expect(row.firstName).toBe('Harleen');
    expect(await verifyPassword(row.passwordHash, victim.password)).toBe(true);
    const login = (password: string) => post(t.app, '/login', { email: victim.email, password });
    expect((await login(victim.password)).statusCode).toBe(200);
    expect((await login('intruder-choice')).statusCode).toBe(401);
    // The intruder's code died with the verification.
    if (intruderCode !== holderCode) {
      expect((await post(t.app, '/verify-otp', { email: victim.email, otp: intruderCode })).statusCode).toBe(
        400,
      );
    }
    expect(await t.db.$count(registrationAttempts, eq(registrationAttempts.userId, row.id))).toBe(0);
  });

  it('keeps the newest three registrations of an address; older codes stop working', async () => {
    const shopper = newShopper();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(
        (await post(t.app, '/register', { ...shopper, firstName: `Try${'x'.repeat(attempt)}` })).statusCode,
      ).toBe(201);
      codes.push(await readCode(t.env.DATA_DIR, shopper.email, attempt));
    }
    const row = await userRow(shopper.email);
    expect(await t.db.$count(registrationAttempts, eq(registrationAttempts.userId, row.id))).toBe(3);
    if (!codes.slice(1).includes(codes[0] as string)) {
      expect((await post(t.app, '/verify-otp', { email: shopper.email, otp: codes[0] })).statusCode).toBe(
        400,
      );
    }
    expect((await post(t.app, '/verify-otp', { email: shopper.email, otp: codes[2] })).statusCode).toBe(200);
    expect((await userRow(shopper.email)).firstName).toBe('Tryxx');
  });

  it('a password typed with any waiting registration leads to the code screen at login', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', { ...shopper, password: 'first-choice' });
    await post(t.app, '/register', shopper);
    for (const password of ['first-choice', shopper.password]) {
      const response = await post(t.app, '/login', { email: shopper.email, password });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
    }
    expect((await post(t.app, '/login', { email: shopper.email, password: 'never-typed' })).statusCode).toBe(
      401,
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

    // A verified address answers like a wrong code: the answer tells nobody the account exists.
    const reused = await post(t.app, '/verify-otp', { email: shopper.email, otp });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ success: false, message: messages.invalidOtpTryAgain });
  });

  it('counts wrong codes per address across new codes, locks at ten a day and mails the way out', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    let otp = await readCode(t.env.DATA_DIR, shopper.email);
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    const answers: string[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      if (attempt === 5) {
        // A new code does not reset the count.
        expect((await post(t.app, '/resend-otp', { email: shopper.email })).statusCode).toBe(200);
        otp = await readCode(t.env.DATA_DIR, shopper.email, 1);
      }
      const response = await post(t.app, '/verify-otp', { email: shopper.email, otp: wrongFor(otp) });
      expect(response.statusCode).toBe(400);
      answers.push(response.json().message);
    }
    expect(answers.slice(0, 9)).toEqual(Array(9).fill(messages.invalidOtpTryAgain));
    expect(answers[9]).toBe(messages.otpLocked);
    const right = await post(t.app, '/verify-otp', { email: shopper.email, otp });
    expect(right.json()).toEqual({ success: false, message: messages.otpLocked });
    expect((await userRow(shopper.email)).emailVerifiedAt).toBeNull();
    // While locked a resend mails nothing, and answers as always.
    const codeMails = async () =>
      (await readOutbox(t.env.DATA_DIR)).filter(
        (mail) => mail.to === shopper.email && /code/.test(mail.subject),
      );
    const before = (await codeMails()).length;
    expect((await post(t.app, '/resend-otp', { email: shopper.email })).json().message).toBe(
      messages.newOtpSent,
    );
    expect((await codeMails()).length).toBe(before);

    // The owner was told by mail, with a link that finishes the registration without a code.
    const token = await readMailLink(t.env.DATA_DIR, shopper.email, /registration is waiting/);
    // Whoever registered first typed the account's names: a mail to a waiting address greets no one.
    const notice = (await readOutbox(t.env.DATA_DIR)).find(
      (mail) => mail.to === shopper.email && /registration is waiting/.test(mail.subject),
    );
    expect(notice?.text.startsWith('Namaste,')).toBe(true);
    const reset = await post(t.app, '/reset-password', { token, password: 'chosen-by-owner' });
    expect(reset.statusCode).toBe(200);
    expect((await userRow(shopper.email)).emailVerifiedAt).toBeInstanceOf(Date);
    const login = await post(t.app, '/login', { email: shopper.email, password: 'chosen-by-owner' });
    expect(login.statusCode).toBe(200);
  });

  it('locks an unknown address alike, and mails nobody', async () => {
    const email = newShopper().email;
    const answers: string[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push((await post(t.app, '/verify-otp', { email, otp: '123456' })).json().message);
    }
    expect(answers[9]).toBe(messages.otpLocked);
    expect(await t.db.$count(mailMessages, eq(mailMessages.recipient, email))).toBe(0);
  });

  it('refuses an expired code', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    const otp = await readCode(t.env.DATA_DIR, shopper.email);
    const row = await userRow(shopper.email);
    await t.db
      .update(registrationAttempts)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationAttempts.userId, row.id));
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

  it('answers unknown and verified addresses alike and mails neither', async () => {
    const unknown = await post(t.app, '/resend-otp', { email: 'ghost@example.in' });
    expect(unknown.json()).toEqual({ success: true, message: messages.newOtpSent });
    expect(await t.db.$count(mailMessages, eq(mailMessages.recipient, 'ghost@example.in'))).toBe(0);

    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    await post(t.app, '/verify-otp', {
      email: shopper.email,
      otp: await readCode(t.env.DATA_DIR, shopper.email),
    });
    const mailsBefore = await t.db.$count(mailMessages, eq(mailMessages.recipient, shopper.email));
    const verified = await post(t.app, '/resend-otp', { email: shopper.email });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual(unknown.json());
    expect(await t.db.$count(mailMessages, eq(mailMessages.recipient, shopper.email))).toBe(mailsBefore);
  });
});
