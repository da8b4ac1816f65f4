/**
 * One-time secrets: e-mail codes and password reset tokens, made by a CSPRNG and stored only as
 * hashes (OWASP ASVS 5 V6.4, V6.5; docs/product.md#accounts).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@shahi/contract';

/** E-mail codes live 10 minutes. */
export const OTP_VALID_MS = 10 * 60_000;
/** Reset links live 30 minutes. */
export const RESET_TOKEN_VALID_MS = 30 * 60_000;

/** A 6-digit code, uniformly drawn from a CSPRNG, as text with leading zeros. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** HMAC-SHA256 of a code under the server key, hex: a plain hash of a million possible codes hides none. */
export function hashOtp(code: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(code).digest('hex');
}

/** Constant-time comparison of two hex digests of equal algorithm. */
export function digestsEqual(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A reset token of 256 random bits, base64url (43 characters). */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a reset token, hex; the token's own entropy makes a key unnecessary. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
