/**
 * Only the RFC 8058 one-click route takes a form body (ADR 0041): the notification routes around it
 * answer a form with the app's usual 415 and change nothing, while the mail client's one-click POST
 * still unsubscribes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJwtSecret } from '#server/modules/auth/jwt-secret.ts';
import { issueUnsubscribeToken, unsubscribeKey } from '#server/modules/interests/unsubscribe-token.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { call } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;
let key: Uint8Array;

beforeAll(async () => {
  t = await createTestApp({ NOTIFY_JOB_SECONDS: '0' });
  key = unsubscribeKey(await loadJwtSecret(t.env.JWT_SECRET, t.env.DATA_DIR));
  shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  const saved = await call(t.app, 'POST', '/interests', shopper.token, { words: 'phulkari', consent: true });
  expect(saved.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The shopper's saved interests, as the API lists them. */
async function interestCount() {
  const listed = await call(t.app, 'GET', '/interests', shopper.token);
  return (listed.json().data as unknown[]).length;
}

describe('form bodies on the notification routes', () => {
  it('are refused with 415 by every route but one-click, which changes nothing', async () => {
    const token = await issueUnsubscribeToken(key, shopper.userId, 'digest');
    const signedIn = { ...FORM, authorization: `Bearer ${shopper.token}` };
    for (const [url, headers, payload] of [
      ['/api/interests', signedIn, 'words=silk&consent=true'],
      ['/api/checkout/visit', signedIn, 'productIds=x'],
      ['/api/unsubscribe', FORM, `token=${token}`],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, url).toBe(415);
      expect(response.json().success).toBe(false);
    }
    expect(await interestCount()).toBe(1);
  });

  it('still takes the one-click form POST', async () => {
    const token = await issueUnsubscribeToken(key, shopper.userId, 'digest');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/one-click?token=${token}`,
      headers: FORM,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(await interestCount()).toBe(0);
  });
});
