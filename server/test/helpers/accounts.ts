/**
 * Account steps for integration tests: register, read the code or reset link from the outbox,
 * verify, log in — through the real API (`app.inject`) and the real mail queue.
 */
import type { FastifyInstance } from 'fastify';
import { readOutbox } from './outbox.ts';

const CODE_SUBJECT = /code/i;
const RESET_SUBJECT = /reset/i;

let sequence = 0;

/** A registration payload with a unique address (`overrides` win). */
export function newShopper(overrides: Record<string, string> = {}) {
  sequence += 1;
  return {
    firstName: 'Harleen',
    lastName: 'Kaur',
    email: `harleen.${process.pid}.${sequence}@example.in`,
    password: 'phulkari-2026',
    phoneNumber: '9876543210',
    userType: 'user',
    ...overrides,
  };
}

/** Sends `POST /api{path}` with a JSON body (and a bearer token when given). */
export function post(app: FastifyInstance, path: string, body: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Waits until more than `skip` mails to `email` match `kind`; resolves with the text of the newest. */
async function newestMailText(dataDir: string, email: string, kind: RegExp, skip: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const matching = (await readOutbox(dataDir)).filter(
      (mail) => mail.to === email && kind.test(mail.subject),
    );
    const newest = matching[matching.length - 1];
    if (matching.length > skip && newest) return newest.text;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail #${skip + 1} to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The 6-digit code of the newest code mail to `email`, once more than `skip` have arrived. */
export async function readCode(dataDir: string, email: string, skip = 0): Promise<string> {
  const text = await newestMailText(dataDir, email, CODE_SUBJECT, skip);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

/** The reset token of the newest reset mail to `email`, once more than `skip` have arrived. */
export function readResetToken(dataDir: string, email: string, skip = 0): Promise<string> {
  return readMailLink(dataDir, email, RESET_SUBJECT, skip);
}

/**
 * The reset token in the newest mail to `email` whose subject matches `subject` (a lock notice,
 * say), once more than `skip` such mails have arrived.
 */
export async function readMailLink(
  dataDir: string,
  email: string,
  subject: RegExp,
  skip = 0,
): Promise<string> {
  const text = await newestMailText(dataDir, email, subject, skip);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in the ${subject} mail to ${email}`);
  return token;
}

/** Registers and verifies a shopper; resolves with its payload and a login token. */
export async function createVerifiedShopper(app: FastifyInstance, dataDir: string, overrides = {}) {
  const shopper = newShopper(overrides);
  const registered = await post(app, '/register', shopper);
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const otp = await readCode(dataDir, shopper.email);
  const verified = await post(app, '/verify-otp', { email: shopper.email, otp });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  const login = await post(app, '/login', {
    email: shopper.email,
    password: shopper.password,
    userType: 'user',
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  return { ...shopper, token: login.json().data.token as string, userId: login.json().data.userId as string };
}
