/**
 * GSTIN and PAN shapes. A GSTIN is 15 characters: GST state code (2 digits), the holder's PAN
 * (10), an entity number (1), "Z", and a check character over the first 14 (GSTN's mod-36
 * Luhn variant). PAN: 5 letters, 4 digits, 1 letter (Income Tax Department).
 */
import { indianStateByCode } from './india.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** PAN: AAAAA9999A. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** The shape of a GSTIN without its check character. */
const GSTIN_SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] ?? '0';
}

/** Why a GSTIN is refused, or null when it is valid. */
export type GstinProblem = 'shape' | 'state' | 'checksum';

/**
 * Checks an upper-cased GSTIN: 15 characters of the right shape, a known state code and a correct
 * check character. Returns null when valid.
 */
export function gstinProblem(gstin: string): GstinProblem | null {
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match) return 'shape';
  if (!indianStateByCode(match[1] ?? '')) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  return null;
}

/** The GST state code (first two characters) and PAN (next ten) of a valid GSTIN. */
export function gstinParts(gstin: string): { stateCode: string; pan: string } {
  return { stateCode: gstin.slice(0, 2), pan: gstin.slice(2, 12) };
}
