/**
 * Field helpers the request schemas share: the answer to a body that is not an object, required
 * text, and the optional contact phone of the grievance and made-to-order forms. Limits are checked
 * before anything else runs on a value (ADR 0020).
 */
import { z } from 'zod';

/** The error of a body that is not a JSON object (the second argument of `z.object`). */
export const bodyError = { error: 'The request body must be a JSON object' };

/**
 * Required, trimmed text of 1 to `max` characters: `tooLong` past `max` (checked first, and ending
 * the checks), `required` when missing, not text, or blank. A blank value does not end the checks,
 * so an object's own refinements (e.g. the PIN code against the state) still speak.
 */
export function requiredText(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).trim().max(max, { error: tooLong, abort: true }).min(1, required);
}

/** Longest contact phone as typed, before its digits are counted. */
export const CONTACT_PHONE_MAX_LENGTH = 20;

/** Digits, spaces, hyphens, parentheses and an optional leading +: the saved-address phone shape. */
const CONTACT_PHONE_SHAPE = /^\+?[\d\s\-()]+$/;

/**
 * An optional phone ('' when missing): the saved-address shape with 10 to 13 digits (a mobile or a
 * landline with its STD code, with or without +91); `invalid` otherwise.
 */
export function optionalContactPhone(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .max(CONTACT_PHONE_MAX_LENGTH, { error: invalid, abort: true })
    .refine((value) => {
      if (value === '') return true;
      const digits = value.replace(/\D/g, '').length;
      return CONTACT_PHONE_SHAPE.test(value) && digits >= 10 && digits <= 13;
    }, invalid)
    .default('');
}
