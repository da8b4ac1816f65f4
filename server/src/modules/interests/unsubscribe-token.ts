/**
 * Unsubscribe tokens (ADR 0041): HS256 JWTs with their own issuer, audience and key, bound to one
 * purpose — stopping the new-piece digest or the checkout reminders of one shopper — so a session
 * token can never unsubscribe anyone and an unsubscribe token can never sign anyone in.
 */
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'shahi-threads';
const AUDIENCE = 'shahi-threads-unsubscribe';
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long a link in a mail keeps working: 60 days. */
export const UNSUBSCRIBE_TOKEN_LIFETIME_SECONDS = 60 * 24 * 60 * 60;

/** What an unsubscribe link stops: the new-piece digest or the checkout reminders. */
export type UnsubscribeScope = 'digest' | 'reminders';

/** The unsubscribe key: HMAC-SHA256 of the shop's JWT secret with a fixed label (a separate key). */
export function unsubscribeKey(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac('sha256', jwtSecret).update('shahi-threads unsubscribe v1').digest());
}

/** Signs a token for `userId` and `scope`, valid 60 days from `now` (default: the clock). */
export function issueUnsubscribeToken(
  key: Uint8Array,
  userId: string,
  scope: UnsubscribeScope,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: 'unsubscribe', scope })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + UNSUBSCRIBE_TOKEN_LIFETIME_SECONDS)
    .sign(key);
}

/** The shopper and scope of a valid token; null for a forged, expired or other-purpose one. */
export async function verifyUnsubscribeToken(
  key: Uint8Array,
  token: string,
): Promise<{ userId: string; scope: UnsubscribeScope } | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const { sub, purpose, scope } = payload;
    if (typeof sub !== 'string' || !USER_ID.test(sub) || purpose !== 'unsubscribe') return null;
    if (scope !== 'digest' && scope !== 'reminders') return null;
    return { userId: sub, scope };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
