/**
 * The visitor's language from the `lang` cookie the storefront sets when they switch
 * (`lang=<locale>; Path=/; Max-Age=31536000; SameSite=Lax`; docs/decisions/0065-three-languages.md):
 * a new account takes it as its `users.locale`; an English page URL redirects by it.
 */
import { isLocale, LOCALE_COOKIE, type Locale } from '@shahi/contract/i18n';
import { parse } from 'cookie';

/** Longer Cookie headers are not read (browsers send at most a few kB; Node caps all headers at 16 kB). */
const MAX_COOKIE_HEADER = 8_192;

/**
 * The locale named by the `lang` cookie of a `Cookie` request header, or undefined when the header
 * is absent or too long, has no such cookie, or its value is not `en`, `hi` or `pa`. Never throws.
 */
export function cookieLocale(header: string | string[] | undefined): Locale | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (!text || text.length > MAX_COOKIE_HEADER) return undefined;
  const value = parse(text)[LOCALE_COOKIE]?.replace(/^"(.*)"$/, '$1');
  return isLocale(value) ? value : undefined;
}
