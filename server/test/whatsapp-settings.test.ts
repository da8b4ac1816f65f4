/**
 * The WhatsApp settings (ADR 0067): the Cloud API's four settings together or not at all, the
 * stand-in refused in production and beside real settings, and the client's Cloud API shapes.
 */
import { describe, expect, it } from 'vitest';
import { EnvError, resolveEnv } from '#server/config/env.ts';
import { createCloudApiClient } from '#server/modules/whatsapp/cloud-api-client.ts';
import { whatsappModeOf } from '#server/modules/whatsapp/create-provider.ts';
import { WhatsappSendError } from '#server/modules/whatsapp/provider.ts';
import { isSignedBy, readWebhook, signWebhookBody, tenDigitPhone } from '#server/modules/whatsapp/webhook.ts';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://shahithreads.in',
  SMTP_URL: 'smtp://mail.example.in',
};
const cloudApi = {
  WHATSAPP_ACCESS_TOKEN: 'EAAG-permanent-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: '0123456789abcdef0123456789abcdef',
  WHATSAPP_VERIFY_TOKEN: 'a-verify-token-of-our-own',
};

function problemsOf(source: Record<string, string>): string[] {
  try {
    resolveEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

describe('WhatsApp settings', () => {
  it('refuses the stand-in in production', () => {
    expect(problemsOf({ ...production, WHATSAPP_SANDBOX: 'true' })).toEqual([
      expect.stringMatching(/^WHATSAPP_SANDBOX: .*cannot be on when NODE_ENV=production/),
    ]);
  });

  it('refuses half-set Cloud API settings, naming what is missing', () => {
    const { WHATSAPP_APP_SECRET: _secret, ...withoutSecret } = cloudApi;
    const problems = problemsOf({ ...production, ...withoutSecret });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^WHATSAPP_APP_SECRET: .*must be set together \(missing: WHATSAPP_APP_SECRET\)/,
    );
    expect(problemsOf({ WHATSAPP_ACCESS_TOKEN: 'only-this' })[0]).toContain('must be set together');
  });

  it('refuses the stand-in beside real settings, and a bad phone number id', () => {
    expect(problemsOf({ ...cloudApi, WHATSAPP_SANDBOX: 'true' })[0]).toMatch(
      /^WHATSAPP_SANDBOX: cannot be true/,
    );
    expect(problemsOf({ ...cloudApi, WHATSAPP_PHONE_NUMBER_ID: '+91 98140' })[0]).toMatch(
      /^WHATSAPP_PHONE_NUMBER_ID: /,
    );
  });

  it('chooses live with every setting, test with the stand-in, else off', () => {
    expect(whatsappModeOf(resolveEnv({ ...production, ...cloudApi }))).toBe('live');
    expect(whatsappModeOf(resolveEnv({ WHATSAPP_SANDBOX: 'true' }))).toBe('test');
    expect(whatsappModeOf(resolveEnv({}))).toBe('off');
    expect(resolveEnv({}).WHATSAPP_API_URL).toBe('https://graph.facebook.com/v21.0');
  });
});

describe('the Cloud API client', () => {
  it('posts a template message as Meta documents it and reads the wamid', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const client = createCloudApiClient({
      apiUrl: 'https://graph.facebook.com/v21.0/',
      phoneNumberId: '106540352242922',
      accessToken: 'EAAG-token',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response(JSON.stringify({ messages: [{ id: 'wamid.HBgM' }] }), { status: 200 });
      },
    });
    const sent = await client.sendTemplate({
      to: '919814027311',
      template: 'delivered',
      language: 'hi',
      parameters: ['Simran', 'AB12CD34', 'https://shahithreads.in/hi/my-orders'],
    });
    expect(sent.messageId).toBe('wamid.HBgM');
    const [first] = calls;
    if (!first) throw new Error('no call');
    expect(first.url).toBe('https://graph.facebook.com/v21.0/106540352242922/messages');
    expect((first.init.headers as Record<string, string>).authorization).toBe('Bearer EAAG-token');
    expect(JSON.parse(String(first.init.body))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919814027311',
      type: 'template',
      template: {
        name: 'delivered',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Simran' },
              { type: 'text', text: 'AB12CD34' },
              { type: 'text', text: 'https://shahithreads.in/hi/my-orders' },
            ],
          },
        ],
      },
    });
  });

  it('tells a refusal no retry mends from one worth retrying, never quoting the token', async () => {
    const answering = (status: number, code: number) =>
      createCloudApiClient({
        apiUrl: 'https://graph.facebook.com/v21.0',
        phoneNumberId: '1',
        accessToken: 'EAAG-secret-token',
        fetch: async () =>
          new Response(JSON.stringify({ error: { message: 'Template name does not exist', code } }), {
            status,
          }),
      });
    const message = { to: '919814027311', template: 'shipped', language: 'en' as const, parameters: [] };
    const refused = await answering(404, 132001)
      .sendTemplate(message)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WhatsappSendError);
    expect((refused as WhatsappSendError).retryable).toBe(false);
    expect((refused as Error).message).not.toContain('EAAG-secret-token');
    const busy = await answering(500, 131000)
      .sendTemplate(message)
      .catch((error: unknown) => error);
    expect((busy as WhatsappSendError).retryable).toBe(true);
  });
});

describe('the webhook helpers', () => {
  it('checks the signature over the exact raw body', () => {
    const body = '{"object":"whatsapp_business_account","entry":[]}';
    const signature = signWebhookBody('app-secret', body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(isSignedBy('app-secret', body, signature)).toBe(true);
    expect(isSignedBy('app-secret', `${body}\n`, signature)).toBe(false);
    expect(isSignedBy('other-secret', body, signature)).toBe(false);
    expect(isSignedBy('app-secret', body, undefined)).toBe(false);
    expect(isSignedBy('app-secret', body, 'sha256=00')).toBe(false);
  });

  it('reads statuses and STOP or UNSUBSCRIBE replies only', () => {
    const read = readWebhook({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                statuses: [
                  { id: 'wamid.1', status: 'delivered', timestamp: '1767225600' },
                  { id: 'wamid.2', status: 'deleted' },
                ],
                messages: [
                  { from: '919814027311', type: 'text', text: { body: ' unsubscribe ' } },
                  { from: '919814027312', type: 'text', text: { body: 'Please stop by tomorrow' } },
                  { from: '919814027313', type: 'text', text: { body: 'STOP' } },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(read.statuses).toEqual([
      { messageId: 'wamid.1', status: 'delivered', at: new Date('2026-01-01T00:00:00Z') },
    ]);
    expect(read.optOuts).toEqual(['9814027311', '9814027313']);
  });

  it('reads Indian mobile numbers however they are written', () => {
    expect(tenDigitPhone('+91 98140 27311')).toBe('9814027311');
    expect(tenDigitPhone('919814027311')).toBe('9814027311');
    expect(tenDigitPhone('09814027311')).toBe('9814027311');
    expect(tenDigitPhone('1234567890')).toBeNull();
    expect(tenDigitPhone(null)).toBeNull();
  });
});
