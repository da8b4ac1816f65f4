/** The one e-mail field of the account and contact schemas, at a cost linear in its length (ADR 0020). */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/**
 * The product's simple address shape: something@something.tld, the domain's dot neither first nor
 * last, each part of RFC 5322 dot-atom characters (RFC 6532 adds any non-ASCII one): no space and
 * none of the specials `"(),:;<>@[\]`, so no text that a mailer reads as a list, a display name,
 * a group or a quoted part (OWASP ASVS 4.0.3 V5.2.3). Linear: the domain is read as its first
 * character, up to its next dot, the rest.
 */
export const EMAIL_SHAPE =
  /^[^\s"(),:;<>@[\\\]]+@[^\s"(),:;<>@[\\\]][^\s"(),.:;<>@[\\\]]*\.[^\s"(),:;<>@[\\\]]+$/;

/**
 * A trimmed, lower-cased e-mail address of at most EMAIL_MAX_LENGTH (254, RFC 5321) characters.
 * Messages: `emailRequired` when missing or blank, `emailTooLong` past the limit (no further
 * check runs on such text), `invalid` (worded per form) when not of the shape.
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
