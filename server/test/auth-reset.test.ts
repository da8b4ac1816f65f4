/** Forgotten passwords: a reset link is valid for 30 minutes, once (docs/product.md#accounts). */
import { messages } from '@shahi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '#server/tables/index.ts';
import { createVerifiedShopper, newShopper, post, readResetToken } from './helpers/accounts.ts';
import { readOutbox } from './helpers/outbox.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example.in' });
});
afterAll(async () => {
  await t.close();
});

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/my-profile', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/forgot-password', () => {
  it('answers alike for known and unknown addresses; only the known one gets a link', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const known = await post(t.app, '/forgot-password', { email: shopper.email });
    const unknown = await post(t.app, '/forgot-password', { email: 'stranger@example.in' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: messages.resetLinkSent });
    expect(unknown.json()).toEqual(known.json());
    const token = await readResetToken(t.env.DATA_DIR, shopper.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);
  });

  it.each([
    [{ email: '' }, messages.emailRequired],
    [{ email: 'not-an-email' }, messages.enterValidEmailAddress],
    [{}, messages.emailRequired],
  ])('validates %j with "%s"', async (body, message) => {
    const response = await post(t.app, '/forgot-password', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password once, revokes earlier sessions; the link cannot be reused', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    await post(t.app, '/forgot-password', { email: shopper.email });
    const token = await readResetToken(t.env.DATA_DIR, shopper.email);

    const reset = await post(t.app, '/reset-password', { token, password: 'new-bagh-2026' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: messages.resetPasswordSuccessfully });
    expect((await profile(shopper.token)).statusCode).toBe(401);
    expect(
      (await post(t.app, '/login', { email: shopper.email, password: 'new-bagh-2026' })).statusCode,
    ).toBe(200);

    const reused = await post(t.app, '/reset-password', { token, password: 'another-one-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ success: false, message: messages.resetLinkInvalid });
    expect(
      (await post(t.app, '/login', { email: shopper.email, password: 'new-bagh-2026' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired link and an unknown one', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    await post(t.app, '/forgot-password', { email: shopper.email });
    const token = await readResetToken(t.env.DATA_DIR, shopper.email);
    const [user] = await t.db.select().from(users).where(eq(users.email, shopper.email));
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user?.id ?? ''));
    for (const candidate of [token, 'A'.repeat(43), "' OR 1=1 --"]) {
      const response = await post(t.app, '/reset-password', { token: candidate, password: 'new-bagh-2026' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.resetLinkInvalid);
    }
    expect(
      (await post(t.app, '/login', { email: shopper.email, password: shopper.password })).statusCode,
    ).toBe(200);
  });

  it('links carry PUBLIC_URL, live 30 minutes, and verify a pending account', async () => {
    const shopper = newShopper();
    await post(t.app, '/register', shopper);
    await post(t.app, '/forgot-password', { email: shopper.email });
    const token = await readResetToken(t.env.DATA_DIR, shopper.email);
    const mails = await readOutbox(t.env.DATA_DIR);
    const resetMail = mails.find((mail) => mail.to === shopper.email && mail.text.includes(token));
    expect(resetMail?.text).toContain(`https://shop.example.in/reset-password/${token}`);
    expect(resetMail?.html).toContain(`https://shop.example.in/reset-password/${token}`);
    const [user] = await t.db.select().from(users).where(eq(users.email, shopper.email));
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user?.id ?? ''));
    const minutesValid = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(29);
    expect(minutesValid).toBeLessThanOrEqual(30);
    expect((await post(t.app, '/reset-password', { token, password: 'fresh-start-1' })).statusCode).toBe(200);
    expect(
      (await post(t.app, '/login', { email: shopper.email, password: 'fresh-start-1' })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ token: 'x', password: '' }, messages.passwordRequired],
    [{ token: 'x', password: '12345' }, messages.passwordMinLong],
    [{ password: 'long-enough' }, messages.resetLinkInvalid],
    [{ token: 'x'.repeat(201), password: 'long-enough' }, messages.resetLinkInvalid],
  ])('validates %j with "%s"', async (body, message) => {
    const response = await post(t.app, '/reset-password', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
