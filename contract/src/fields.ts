/**
 * Field helpers the request schemas share: the answer to a body that is not an object, required
 * and optional text, whole numbers and pages of queries, the one shape of a typed phone, and who
 * writes a grievance or a made-to-order request. Limits are checked before anything else runs on a
 * value (ADR 0020).
 */
import { z } from 'zod';
import { MAX_PAGE } from './constants.ts';
import { emailField } from './email.ts';

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

/**
 * `requiredText` that, once something is written, also asks for at least `min` characters
 * (`tooShort`); blank text gets `required` alone.
 */
export function requiredTextBetween(
  min: number,
  max: number,
  messages: { required: string; tooShort: string; tooLong: string },
) {
  return requiredText(messages.required, max, messages.tooLong).refine(
    (value) => value === '' || value.length >= min,
    messages.tooShort,
  );
}

/**
 * Trimmed text up to `max` characters whose messages name the field: "`name` must be text",
 * "`name` must be at most `max` characters" (checked first, ending the checks). May be blank.
 */
export function namedText(name: string, max: number) {
  return z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters`, abort: true });
}

/** Digits-only text ("2", " 2 ") becomes a number; anything else (true, "1e3", "two") is left to fail. */
function wholeNumberText(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
}

/**
 * A whole number from 1 to `max`, a number or digits-only text (query strings); its messages name
 * the field: "`name` must be a number", "… a whole number", "… 1 or more", "… at most `max`".
 */
export function wholeNumberField(name: string, max: number) {
  return z.preprocess(
    wholeNumberText,
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be 1 or more`)
      .max(max, `${name} must be at most ${max}`),
  );
}

/** Back office page size: default and largest. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** `page` (1 to MAX_PAGE, default 1) and `perPage` (1 to 100, default 20) of a back office list. */
export const adminPageFields = {
  page: wholeNumberField('page', MAX_PAGE).default(1),
  perPage: wholeNumberField('perPage', ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
};

/** A back office list query: `status` one of `statuses` (all when absent; else `badStatus`), and paging. */
export function statusListQuerySchema<const Status extends readonly [string, ...string[]]>(
  statuses: Status,
  badStatus: string,
) {
  return z.object({ status: z.enum(statuses, { error: badStatus }).optional(), ...adminPageFields });
}

/** A query parameter left empty by a form (`?status=`) counts as absent. */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * A page or page size of a query, coerced ("2" → 2): a whole number from 1 to `max`, `fallback`
 * when absent or blank; anything else is `error`, one message for every way it fails.
 */
export function queryPageField(error: string, max: number, fallback: number) {
  return z.preprocess(
    blankToUndefined,
    z.coerce.number({ error }).int(error).min(1, error).max(max, error).default(fallback),
  );
}

/** Longest phone as typed, before its digits are counted. */
export const PHONE_TEXT_MAX_LENGTH = 20;

/**
 * The one shape of a phone as typed (saved addresses, contact forms, the seller's numbers): digits,
 * spaces, hyphens, parentheses and an optional leading +. One character class, so linear.
 */
export const PHONE_TEXT_PATTERN = /^\+?[\d\s\-()]+$/;

/** Whether `phone` has the phone shape and `min` to `max` digits in all. */
export function phoneHasDigits(phone: string, min: number, max: number): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_TEXT_PATTERN.test(phone) && digits >= min && digits <= max;
}

/**
 * An optional phone ('' when missing): the phone shape with 10 to 13 digits (a mobile or a
 * landline with its STD code, with or without +91); `invalid` otherwise.
 */
export function optionalContactPhone(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .max(PHONE_TEXT_MAX_LENGTH, { error: invalid, abort: true })
    .refine((value) => value === '' || phoneHasDigits(value, 10, 13), invalid)
    .default('');
}

/** Longest name of a person writing to the shop (a grievance, a made-to-order request). */
export const SENDER_NAME_MAX_LENGTH = 100;

/** The wording of a sender's name, e-mail and phone (ours). */
export const senderMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SENDER_NAME_MAX_LENGTH} characters`,
  enterValidEmail: 'Enter a valid email address',
  enterValidPhone: 'Enter a 10-digit phone number, or leave it empty',
} as const;

/** Who writes a grievance or a made-to-order request: name (required), e-mail and optional phone. */
export const senderFields = {
  name: requiredText(senderMessages.nameRequired, SENDER_NAME_MAX_LENGTH, senderMessages.nameTooLong),
  email: emailField(senderMessages.enterValidEmail),
  phone: optionalContactPhone(senderMessages.enterValidPhone),
};
