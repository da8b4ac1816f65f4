/**
 * The memory of verified session tokens (ADR 0023): a remembered token still expires at its
 * `exp`, and nothing about it lets a token that differs by one character through.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSessionVerifier, issueSessionToken } from '#server/modules/auth/session-tokens.ts';

const key = new Uint8Array(32).fill(3);
const user = {
  userId: '6f1c0f0e-8f55-4a4e-9d53-7b1c7f1a2b3c',
  firstName: 'Harleen',
  lastName: 'Kaur',
  email: 'harleen@example.in',
  phoneNumber: '9876543210',
};

describe('createSessionVerifier', () => {
  it('remembers a verified token but refuses it from its expiry on, as jose would', async () => {
    let now = Date.now();
    const verify = createSessionVerifier(key, () => now);
    const token = await issueSessionToken(user, 4, key);
    const exp = decodeJwt(token).exp as number;
    expect(await verify(token)).toEqual({ userId: user.userId, sessionVersion: 4 });
    now = exp * 1000 - 1;
    expect(await verify(token)).toEqual({ userId: user.userId, sessionVersion: 4 });
    now = exp * 1000;
    expect(await verify(token)).toBeNull();
    now = Date.now(); // forgotten once refused: verified afresh (by jose, on the real clock)
    expect(await verify(token)).toEqual({ userId: user.userId, sessionVersion: 4 });
  });

  it('refuses tokens that differ from a remembered one, or were signed with another key, every time', async () => {
    const verify = createSessionVerifier(key);
    const token = await issueSessionToken(user, 0, key);
    expect(await verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = decodeJwt(token);
    const otherVersion = Buffer.from(JSON.stringify({ ...claims, sv: 1 })).toString('base64url');
    const otherKey = await issueSessionToken(user, 0, new Uint8Array(32).fill(9));
    for (const forged of [
      `${header}.${otherVersion}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}AA`,
      otherKey,
    ]) {
      expect(await verify(forged), forged).toBeNull();
      expect(await verify(forged), forged).toBeNull();
    }
    expect(await verify(token)).not.toBeNull();
  });
});
