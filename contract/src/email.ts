/**
 * The one e-mail field of the account and contact schemas (spec §5 "simple address shape"),
 * checked so that its cost stays linear in the text's length (docs/decisions/0020).
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/**
 * "Simple address shape" (spec §5): something@something.tld, no spaces — a local part, `@`, and a
 * domain with a dot that is neither its first nor its last character. Linear: the domain is read
 * as its first character, up to its next dot, then the rest (docs/decisions/0020).
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/**
 * A trimmed, lower-cased e-mail address of at most EMAIL_MAX_LENGTH (254, RFC 5321) characters.
 * Messages: `emailRequired` when missing or blank, `emailTooLong` past the limit (no further
 * check runs on such text), `invalid` (the form's own wording, spec §5) when not of the shape.
 */
export function emailField(invalid: string) {
  return z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(EMAIL_MAX_LENGTH, { error: messages.emailTooLong, abort: true })
    .regex(EMAIL_SHAPE, invalid)
    .transform((value) => value.toLowerCase());
}
