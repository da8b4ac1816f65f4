/**
 * The signed-in shopper's language (docs/decisions/0065-three-languages.md): `PUT /api/my-locale`
 * stores it on the account (`users.locale`), and the shop's mails and messages to them follow it.
 */
import { z } from 'zod';
import { bodyError } from './fields.ts';
import { LOCALES } from './locales.ts';

/** The answer to a locale that is not one of the shop's. */
export const UNKNOWN_LOCALE_MESSAGE = 'The language must be en, hi or pa';

/** `PUT /api/my-locale` body: one of the shop's locales (`en`, `hi`, `pa`); anything else is a 400. */
export const myLocaleSchema = z.object(
  { locale: z.enum(LOCALES, { error: UNKNOWN_LOCALE_MESSAGE }) },
  bodyError,
);
export type MyLocaleInput = z.infer<typeof myLocaleSchema>;

/** `PUT /api/my-locale` answer: the stored locale. */
export interface MyLocaleResponse {
  success: true;
  locale: (typeof LOCALES)[number];
}
