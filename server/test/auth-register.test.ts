/**
 * Registration and e-mail codes (docs/product.md#accounts; ADR 0005, 0018): each registration its
 * own code and password, live registrations never evicted, the browser's password binding its code,
 * wrong codes counted per address.
 */
import { messages } from '@shahi/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/modules/auth/passwords.ts';
import { KEPT_REGISTRATION_ATTEMPTS } from '#server/modules/auth/repository.ts';
import { mailMessages, registrationAttempts, users } from '#server/tables/index.ts';
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

/** `POST /api/register` from client `ip`: per-client limits apply, as to a shopper on the internet. */
function registerFrom(ip: string, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/register', payload: body, remoteAddress: ip });
}

/** The codes of every code mail to `email`, oldest first, once at least `count` have arrived. */
async function codesMailedTo(email: string, count: number): Promise<string[]> {
  await readCode(t.env.DATA_DIR, email, count - 1);
  const mails = (await readOutbox(t.env.DATA_DIR)).filter(
    (mail) => mail.to === email && /code/i.test(mail.subject),
  );
  return mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? 'none');
}

/** The address's registration attempts, oldest first. */
async function attemptsOf(email: string) {
  const { id } = await userRow(email);
  const rows = await t.db.select().from(registrationAttempts).where(eq(registrationAttempts.userId, id));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const codeMailCount = (email: string) =>
  t.db.$count(mailMessages, and(eq(mailMessages.recipient, email), eq(mailMessages.kind, 'otp')));

async function userRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A new shopper registered and verified with the mailed code (not logged in). */
async function verifiedShopper() {
  const shopper = newShopper();
  await post(t.app, '/register', shopper);
  await post(t.app, '/verify-otp', {
    email: shopper.email,
    otp: await readCode(t.env.DATA_DIR, shopper.email),
  });
  return shopper;
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
    expect(response.json()).toMatchObject({ success: false, message });
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
    const shopper = await verifiedShopper();
    const mailsBefore = await t.db.$count(mailMessages, eq(mailMessages.recipient, shopper.email));
    const again = await post(t.app, '/register', { ...shopper, firstName: 'Someone' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: messages.accountExists });
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
    // Each code mail names when its registration was made, never the name someone typed.
    const mails = (await readOutbox(t.env.DATA_DIR)).filter((mail) => mail.to === victim.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toMatch(/the registration made on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
      expect(mail.text + mail.html).not.toMatch(/Intruder|Harleen|Kaur/);
    }

    // The holder's code makes the holder's registration the account: their password, not the intruder's.
    expect((await post(t.app, '/verify-otp', { email: victim.email, otp: holderCode })).statusCode).toBe(200);
    const row = await userRow(victim.email);
    expect(row.firstName).toBe('Harleen');
    expect(await verifyPassword(row.passwordHash ?? '', victim.password)).toBe(true);
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

  it("never evicts a live registration: three more from other clients leave the owner's code working", async () => {
    const owner = newShopper({ password: 'owner-chose-this' });
    expect((await registerFrom('203.0.113.20', owner)).statusCode).toBe(201);
    const ownerCode = await readCode(t.env.DATA_DIR, owner.email);
    // Someone else registers the owner's address three times, from other clients, with their password.
    const answers: number[] = [];
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      answers.push((await registerFrom(client, { ...owner, password: 'attacker-chose' })).statusCode);
    }
    expect(answers).toEqual([201, 201, 429]);
    expect(await attemptsOf(owner.email)).toHaveLength(KEPT_REGISTRATION_ATTEMPTS);

    // The owner's code, even without the password, still makes the owner's registration the account.
    const verified = await post(t.app, '/verify-otp', { email: owner.email, otp: ownerCode });
    expect(verified.statusCode).toBe(200);
    const login = (password: string) => post(t.app, '/login', { email: owner.email, password });
    expect((await login('owner-chose-this')).statusCode).toBe(200);
    expect((await login('attacker-chose')).statusCode).toBe(401);
  });

  it('refuses a registration while the address has three live codes, changing nothing; an expired one makes room', async () => {
    const shopper = newShopper();
    for (let attempt = 0; attempt < KEPT_REGISTRATION_ATTEMPTS; attempt += 1) {
      expect((await post(t.app, '/register', { ...shopper, password: `choice-${attempt}` })).statusCode).toBe(
        201,
      );
    }
    const before = await attemptsOf(shopper.email);
    const userBefore = await userRow(shopper.email);
    const mailsBefore = await codeMailCount(shopper.email);

    const refused = await post(t.app, '/register', { ...shopper, password: 'one-too-many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: messages.registrationsWaiting });
    // Until the first of the live codes expires (10 minutes after it was mailed).
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await attemptsOf(shopper.email)).toEqual(before);
    expect(await userRow(shopper.email)).toEqual(userBefore);
    expect(await codeMailCount(shopper.email)).toBe(mailsBefore);

    // Once the oldest code has expired, a new registration takes its place and only its place.
    const [oldest, ...others] = before;
    await t.db
      .update(registrationAttempts)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationAttempts.id, oldest?.id as string));
    expect((await post(t.app, '/register', { ...shopper, password: 'after-expiry' })).statusCode).toBe(201);
    const after = await attemptsOf(shopper.email);
    expect(after).toHaveLength(KEPT_REGISTRATION_ATTEMPTS);
    expect(after.map((attempt) => attempt.id)).not.toContain(oldest?.id);
    expect(after.slice(0, 2)).toEqual(others);
    expect(await verifyPassword(after[2]?.passwordHash as string, 'after-expiry')).toBe(true);
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
    expect(reused.json()).toMatchObject({ success: false, message: messages.invalidOtpTryAgain });
  });

  it("with the registration's password, completes only the registration typed with it", async () => {
    const owner = newShopper({ password: 'owner-chose-this' });
    await registerFrom('203.0.113.21', owner);
    const ownerCode = await readCode(t.env.DATA_DIR, owner.email);
    await registerFrom('198.51.100.4', { ...owner, password: 'attacker-chose' });
    const attackerCode = await readCode(t.env.DATA_DIR, owner.email, 1);

    // The attacker's code, entered in the owner's browser (which sends the owner's password), is refused.
    if (attackerCode !== ownerCode) {
      const refused = await post(t.app, '/verify-otp', {
        email: owner.email,
        otp: attackerCode,
        password: owner.password,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message: messages.otpOfAnotherRegistration });
      expect((await userRow(owner.email)).emailVerifiedAt).toBeNull();
      expect(await attemptsOf(owner.email)).toHaveLength(2);
    }
    // A wrong code with the right password is a wrong code.
    const wrong = ownerCode === '000000' ? '111111' : '000000';
    const wrongAnswer = await post(t.app, '/verify-otp', {
      email: owner.email,
      otp: wrong,
      password: owner.password,
    });
    expect(wrongAnswer.json()).toMatchObject({ success: false, message: messages.invalidOtpTryAgain });

    const verified = await post(t.app, '/verify-otp', {
      email: owner.email,
      otp: ownerCode,
      password: owner.password,
    });
    expect(verified.statusCode).toBe(200);
    const login = (password: string) => post(t.app, '/login', { email: owner.email, password });
    expect((await login(owner.password)).statusCode).toBe(200);
    expect((await login('attacker-chose')).statusCode).toBe(401);
  });

  it("signs the new account in when the registration's password comes with the code, not without it", async () => {
    const shopper = newShopper({ password: 'typed-at-registration' });
    await post(t.app, '/register', shopper);
    const otp = await readCode(t.env.DATA_DIR, shopper.email);
    const verified = await post(t.app, '/verify-otp', {
      email: shopper.email,
      otp,
      password: shopper.password,
    });
    expect(verified.statusCode).toBe(200);
    const { data } = verified.json();
    expect(data).toMatchObject({
      email: shopper.email,
      firstName: shopper.firstName,
      token: expect.any(String),
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(shopper.email);

    // The code alone (typed in another browser) verifies the address but signs nobody in.
    const other = newShopper();
    await post(t.app, '/register', other);
    const code = await readCode(t.env.DATA_DIR, other.email);
    const codeOnly = await post(t.app, '/verify-otp', { email: other.email, otp: code });
    expect(codeOnly.json()).toEqual({ success: true, message: messages.emailVerified });
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
    expect(right.json()).toMatchObject({ success: false, message: messages.otpLocked });
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
    expect(response.json()).toMatchObject({ success: false, message: messages.invalidOtpTryAgain });
  });

  it.each([
    [{ otp: '' }, messages.otpRequired],
    [{ otp: '12345' }, messages.enterValidOtp],
    [{ otp: '12345a' }, messages.enterValidOtp],
    [{ otp: "1' OR 1=1" }, messages.enterValidOtp],
    [{ otp: 123456 }, messages.otpRequired],
    [{ otp: '123456', password: '12345' }, messages.passwordMin],
    [{ otp: '123456', password: 'x'.repeat(129) }, messages.passwordTooLong],
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

  it('without a password, mails every registration of the address a fresh code of its own', async () => {
    const owner = newShopper({ password: 'owner-chose-this' });
    await registerFrom('203.0.113.22', owner);
    await registerFrom('198.51.100.5', { ...owner, password: 'attacker-chose' });
    await registerFrom('198.51.100.6', { ...owner, password: 'attacker-chose' });
    const before = await attemptsOf(owner.email);
    // One registration's code has expired: Resend revives it too.
    await t.db
      .update(registrationAttempts)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationAttempts.id, before[0]?.id as string));

    const resent = await post(t.app, '/resend-otp', { email: owner.email });
    expect(resent.json()).toEqual({ success: true, message: messages.newOtpSent });
    expect(await codeMailCount(owner.email)).toBe(6);
    const after = await attemptsOf(owner.email);
    expect(after.map((attempt) => attempt.id)).toEqual(before.map((attempt) => attempt.id));
    after.forEach((attempt, index) => {
      expect(attempt.codeHash).not.toBe(before[index]?.codeHash);
      expect(attempt.codeExpiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    });

    // Each new code confirms its own registration: with the owner's password exactly one of them does.
    const newCodes = (await codesMailedTo(owner.email, 6)).slice(3);
    const answers: number[] = [];
    for (const otp of newCodes) {
      answers.push(
        (await post(t.app, '/verify-otp', { email: owner.email, otp, password: owner.password })).statusCode,
      );
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect((await post(t.app, '/login', { email: owner.email, password: owner.password })).statusCode).toBe(
      200,
    );
  });

  it("with the registration's password, re-codes only the registrations typed with it", async () => {
    const owner = newShopper({ password: 'owner-chose-this' });
    await registerFrom('203.0.113.23', owner);
    await registerFrom('198.51.100.7', { ...owner, password: 'attacker-chose' });
    const [ownerAttempt, attackerAttempt] = await attemptsOf(owner.email);

    const resent = await post(t.app, '/resend-otp', { email: owner.email, password: owner.password });
    expect(resent.json()).toEqual({ success: true, message: messages.newOtpSent });
    expect(await codeMailCount(owner.email)).toBe(3);
    const [ownerAfter, attackerAfter] = await attemptsOf(owner.email);
    expect(ownerAfter?.codeHash).not.toBe(ownerAttempt?.codeHash);
    expect(attackerAfter).toEqual(attackerAttempt);
    const otp = (await codesMailedTo(owner.email, 3))[2];
    expect(
      (await post(t.app, '/verify-otp', { email: owner.email, otp, password: owner.password })).statusCode,
    ).toBe(200);
    expect((await post(t.app, '/login', { email: owner.email, password: owner.password })).statusCode).toBe(
      200,
    );
  });

  it('answers alike, mailing nothing, for a password of no registration and for an unknown address', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    const before = await attemptsOf(shopper.email);
    const known = await post(t.app, '/resend-otp', { email: shopper.email, password: 'never-typed' });
    const unknown = await post(t.app, '/resend-otp', { email: 'ghost2@example.in', password: 'never-typed' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await attemptsOf(shopper.email)).toEqual(before);
    expect(await codeMailCount(shopper.email)).toBe(1);
    expect(await t.db.$count(mailMessages, eq(mailMessages.recipient, 'ghost2@example.in'))).toBe(0);
  });

  it('answers unknown and verified addresses alike and mails neither', async () => {
    const unknown = await post(t.app, '/resend-otp', { email: 'ghost@example.in' });
    expect(unknown.json()).toEqual({ success: true, message: messages.newOtpSent });
    expect(await t.db.$count(mailMessages, eq(mailMessages.recipient, 'ghost@example.in'))).toBe(0);

    const shopper = await verifiedShopper();
    const mailsBefore = await t.db.$count(mailMessages, eq(mailMessages.recipient, shopper.email));
    const verified = await post(t.app, '/resend-otp', { email: shopper.email });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual(unknown.json());
    expect(await t.db.$count(mailMessages, eq(mailMessages.recipient, shopper.email))).toBe(mailsBefore);
  });
});
