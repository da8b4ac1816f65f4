import type { SessionClaims, SessionUser } from '@shahi/contract';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.ts';

export const USER: SessionUser = {
  userId: '3f0c2a1b-8d7e-4c6b-9a5f-1e2d3c4b5a69',
  firstName: 'Meera',
  lastName: 'Kaur',
  email: 'meera@example.in',
  phoneNumber: '9876543210',
};

function base64Url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/={1,2}$/, '');
}

/** An unsigned JWT with the claims the server issues; `expiresIn` seconds from now, negative for expired. */
export function makeToken(claims: Partial<SessionClaims> & Record<string, unknown> = {}, expiresIn = 3600) {
  const payload = { sub: USER.userId, ...USER, exp: Math.floor(Date.now() / 1000) + expiresIn, ...claims };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

/** Stores an unexpired token for USER (or `claims`), as after a login; returns the token. */
export function signIn(claims: Partial<SessionClaims> = {}): string {
  const token = makeToken(claims);
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  return token;
}
