/**
 * HMAC-SHA256 signatures as Razorpay uses them (ADR 0008): lowercase hex digests, compared here in
 * constant time, since the SDK's own `===` leaks through timing how much of a guess was right.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX = /^(?:[0-9a-fA-F]{2})+$/;

/** Hex (lowercase) HMAC-SHA256 of `text` (UTF-8) under `secret`. */
export function hmacSha256Hex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/**
 * Whether two hex digests are equal, compared in constant time. False — never an exception — when
 * either is not a string of hex digit pairs or their lengths differ (a digest's length is public).
 */
export function signaturesMatch(expectedHex: string, givenHex: unknown): boolean {
  if (typeof givenHex !== 'string' || !HEX.test(expectedHex) || !HEX.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
