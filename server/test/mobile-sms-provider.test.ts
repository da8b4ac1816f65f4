/**
 * The SMS provider of sign-in codes (docs/decisions/0066-sign-in-by-mobile.md): MSG91's settings and
 * the stand-in's refusal in production, the mode they choose, the MSG91 client's request against the
 * local stand-in, and mobile sign-in switched off or failing to send.
 */
import { mobileAuthMessages } from '@shahi/contract/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, resolveEnv } from '#server/config/env.ts';
import { createMobileAuthService } from '#server/modules/auth/mobile-service.ts';
import { mobileCodes } from '#server/modules/auth/tables.ts';
import { smsModeOf } from '#server/modules/sms/create-provider.ts';
import { Msg91Client } from '#server/modules/sms/msg91-client.ts';
import { Msg91StandIn, type StandInSms } from '#server/modules/sms/msg91-stand-in.ts';
import { SmsProviderError } from '#server/modules/sms/provider.ts';
import { createTestApp, createTestDatabase } from './helpers/test-app.ts';

/** The problems `resolveEnv(source)` lists, or [] when it accepts it. */
function problemsOf(source: Record<string, string>): string[] {
  try {
    resolveEnv({ DATA_DIR: '/tmp/shahi-env-test', ...source });
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

const MSG91 = { MSG91_AUTH_KEY: 'a1b2c3d4e5f6a7b8c9d0e1f2', MSG91_TEMPLATE_ID: '64f0c0ffee1234abcd567890' };

describe('MSG91 settings', () => {
  it('refuses SMS_SANDBOX in production, and accepts it in development', () => {
    const production = problemsOf({ NODE_ENV: 'production', SMS_SANDBOX: 'true' });
    expect(production.some((problem) => problem.startsWith('SMS_SANDBOX:'))).toBe(true);
    expect(problemsOf({ NODE_ENV: 'development', SMS_SANDBOX: 'true' })).toEqual([]);
  });

  it.each([
    ['the auth key alone', { MSG91_AUTH_KEY: MSG91.MSG91_AUTH_KEY }],
    ['the template id alone', { MSG91_TEMPLATE_ID: MSG91.MSG91_TEMPLATE_ID }],
    ['the sender id alone', { MSG91_SENDER_ID: 'SHAHIT' }],
  ])('refuses %s, in production and out', (_what, settings) => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(
        problemsOf({ NODE_ENV, ...settings }).some((problem) => problem.startsWith('MSG91_TEMPLATE_ID:')),
      ).toBe(true);
    }
  });

  it('refuses the stand-in beside real settings, and a sender id that is not a DLT header', () => {
    expect(
      problemsOf({ ...MSG91, SMS_SANDBOX: 'true' }).some((problem) => problem.startsWith('SMS_SANDBOX:')),
    ).toBe(true);
    expect(
      problemsOf({ ...MSG91, MSG91_SENDER_ID: 'shahi' }).some((problem) =>
        problem.startsWith('MSG91_SENDER_ID:'),
      ),
    ).toBe(true);
    expect(problemsOf({ ...MSG91, MSG91_SENDER_ID: 'SHAHIT' })).toEqual([]);
  });

  it('chooses MSG91 with its settings, the stand-in with SMS_SANDBOX, else off', () => {
    const base = { MSG91_API_URL: 'https://control.msg91.com', SMS_SANDBOX: false };
    expect(smsModeOf({ ...base, ...MSG91 })).toBe('live');
    expect(smsModeOf({ ...base, SMS_SANDBOX: true })).toBe('test');
    expect(smsModeOf(base)).toBe('off');
    expect(smsModeOf(resolveEnv({ DATA_DIR: '/tmp/shahi-env-test' }))).toBe('off');
  });
});

describe('the MSG91 client against the stand-in', () => {
  const authKey = 'stand-in-key-0123456789';
  const templateId = '64f0c0ffee1234abcd567890';
  const received: StandInSms[] = [];
  let standIn: Msg91StandIn;

  beforeAll(async () => {
    standIn = await Msg91StandIn.start({
      authKey,
      templateId,
      onMessage: async (sms) => {
        received.push(sms);
      },
    });
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('posts the flow: authkey header, template id, sender, and the code for 91 and the number', async () => {
    const client = new Msg91Client({ apiUrl: `${standIn.url}/`, authKey, templateId, senderId: 'SHAHIT' });
    await client.sendOtp('9876543210', '042917', 'hi');
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/api/v5/flow', status: 200 });
    expect(request?.headers.authkey).toBe(authKey);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      template_id: templateId,
      sender: 'SHAHIT',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', OTP: '042917' }],
    });
    expect(received.at(-1)).toMatchObject({
      mobileNumber: '9876543210',
      code: '042917',
      text: '042917 is your Shahi Threads sign-in code. It expires in 10 minutes.',
    });
  });

  it('sends no sender without MSG91_SENDER_ID (the template keeps its own)', async () => {
    await new Msg91Client({ apiUrl: standIn.url, authKey, templateId }).sendOtp('7012345678', '111222', 'en');
    expect(standIn.requests.at(-1)?.body).not.toHaveProperty('sender');
  });

  it('turns a refusal into an SmsProviderError that names neither key nor code', async () => {
    const wrongKey = new Msg91Client({ apiUrl: standIn.url, authKey: 'not-the-key-000', templateId });
    const refusal = await wrongKey.sendOtp('9876543210', '654321', 'en').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SmsProviderError);
    expect((refusal as SmsProviderError).retryable).toBe(false);
    expect((refusal as Error).message).toContain('401');
    expect((refusal as Error).message).not.toContain('654321');
    expect((refusal as Error).message).not.toContain('not-the-key');
    const wrongTemplate = new Msg91Client({ apiUrl: standIn.url, authKey, templateId: 'other' });
    await expect(wrongTemplate.sendOtp('9876543210', '654321', 'en')).rejects.toThrow(/HTTP 400/);
  });

  it('turns an unreachable API into a retryable SmsProviderError', async () => {
    const nowhere = new Msg91Client({ apiUrl: 'http://127.0.0.1:9', authKey, templateId, timeoutMs: 2_000 });
    const failure = await nowhere.sendOtp('9876543210', '123456', 'en').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsProviderError);
    expect((failure as SmsProviderError).retryable).toBe(true);
  });
});

describe('mobile sign-in switched off', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with a clear message and tells the storefront to hide it', async () => {
    for (const [path, body] of [
      ['send-code', { mobileNumber: '9876543210', purpose: 'sign_in' }],
      ['verify-code', { mobileNumber: '9876543210', code: '123456', purpose: 'sign_in' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: `/api/mobile/${path}`, payload: body });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(mobileAuthMessages.unavailable);
    }
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('"mobileSignIn":false');
  });
});

describe('an SMS that cannot be sent', () => {
  it('answers 503 and keeps no code, so it neither counts nor waits', async () => {
    const database = await createTestDatabase();
    try {
      let calls = 0;
      const service = createMobileAuthService({
        db: database.db,
        pool: database.pool,
        secret: new Uint8Array(32).fill(7),
        sms: {
          async sendOtp() {
            calls += 1;
            throw new SmsProviderError('MSG91 timed out', true);
          },
        },
      });
      const failure = await service.sendCode('9123456780', 'sign_in', null).catch((error: unknown) => error);
      expect(failure).toMatchObject({ statusCode: 503, message: mobileAuthMessages.smsFailed });
      expect(calls).toBe(1);
      expect(await database.db.$count(mobileCodes, eq(mobileCodes.mobileNumber, '9123456780'))).toBe(0);
      // Straight away again: no spacing was spent on the failed one.
      await expect(service.sendCode('9123456780', 'sign_in', null)).rejects.toMatchObject({
        statusCode: 503,
      });
      expect(calls).toBe(2);
    } finally {
      await database.drop();
    }
  });
});
