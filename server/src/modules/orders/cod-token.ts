/**
 * The signed link of a cash-on-delivery confirmation (ADR 0035): a link token (http/link-tokens.ts,
 * the session tokens' key) bound to one order and one purpose by its audience and `purpose` claim, so
 * neither a session token nor another order's link can confirm it.
 */
import { signLinkToken, verifyLinkToken } from '#server/http/link-tokens.ts';

const AUDIENCE = 'shahi-threads-cod-confirm';
const PURPOSE = 'cod-confirm';
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Seconds a link outlives the order's deadline: a late click then learns the order lapsed (409)
 * instead of being told the link is broken. Confirmation itself still needs a pending order.
 */
export const COD_LINK_GRACE_SECONDS = 7 * 24 * 60 * 60;

/** Signs the confirmation token of order `orderId`, valid until `confirmBy` plus the grace. */
export function issueCodConfirmToken(orderId: string, confirmBy: Date, key: Uint8Array): Promise<string> {
  return signLinkToken(key, {
    audience: AUDIENCE,
    subject: orderId,
    claims: { purpose: PURPOSE },
    expiresAt: Math.floor(confirmBy.getTime() / 1000) + COD_LINK_GRACE_SECONDS,
  });
}

/**
 * The order id a confirmation token was issued for, or null for any token that is forged, expired,
 * for another purpose or another order (`orderId` given); never throws for a bad token.
 */
export async function verifyCodConfirmToken(
  token: string,
  key: Uint8Array,
  orderId: string,
): Promise<string | null> {
  // Any failure is a bad link here, never a 500.
  const payload = await verifyLinkToken(key, token, AUDIENCE).catch(() => null);
  if (payload?.purpose !== PURPOSE || typeof payload.sub !== 'string' || !ORDER_ID.test(payload.sub)) {
    return null;
  }
  return payload.sub.toLowerCase() === orderId.toLowerCase() ? payload.sub : null;
}
