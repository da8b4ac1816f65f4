/**
 * Unsubscribe tokens (ADR 0041): link tokens (http/link-tokens.ts) with their own audience and key,
 * bound to one purpose — stopping the new-piece digest or the checkout reminders of one shopper — so
 * a session token can never unsubscribe anyone and an unsubscribe token can never sign anyone in.
 */
import { createHmac } from 'node:crypto';
import { signLinkToken, verifyLinkToken } from '#server/http/link-tokens.ts';

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
  return signLinkToken(key, {
    audience: AUDIENCE,
    subject: userId,
    claims: { purpose: 'unsubscribe', scope },
    issuedAt,
    expiresAt: issuedAt + UNSUBSCRIBE_TOKEN_LIFETIME_SECONDS,
  });
}

/** The shopper and scope of a valid token; null for a forged, expired or other-purpose one. */
export async function verifyUnsubscribeToken(
  key: Uint8Array,
  token: string,
): Promise<{ userId: string; scope: UnsubscribeScope } | null> {
  const payload = await verifyLinkToken(key, token, AUDIENCE);
  if (!payload) return null;
  const { sub, purpose, scope } = payload;
  if (typeof sub !== 'string' || !USER_ID.test(sub) || purpose !== 'unsubscribe') return null;
  if (scope !== 'digest' && scope !== 'reminders') return null;
  return { userId: sub, scope };
}
