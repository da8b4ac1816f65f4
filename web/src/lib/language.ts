/**
 * Changing the storefront's language (docs/decisions/0065-three-languages.md): the same page in
 * another language is another URL (`/hi/…`, `/pa/…`, English unprefixed), loaded whole. Before it
 * loads, the choice is kept in the `lang` cookie (a year; the server reads it for a new account)
 * and, for a signed-in shopper, on the account (`PUT /api/my-locale`, for mails and messages).
 */
import { LOCALE_COOKIE, type Locale, localizePath } from '@shahi/contract/i18n';
import { apiPut } from './api-client.ts';

/** A year, in seconds: how long the browser keeps the language chosen. */
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;

/** The `lang` cookie's `document.cookie` assignment for `locale`. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Keeps `locale` as the browser's language (the `lang` cookie). */
export function rememberLocale(locale: Locale, doc: Document = document): void {
  doc.cookie = localeCookie(locale);
}

/**
 * Stores `locale` on the signed-in shopper's account: `PUT /api/my-locale` `{ locale }`, sent so
 * that it outlives the page (keepalive); a failure is ignored and never leads to /login.
 */
export function saveAccountLocale(locale: Locale): void {
  apiPut('/my-locale', { locale }, { redirectOnUnauthorized: false, keepalive: true }).catch(() => {});
}

/**
 * Opens `path` (the router's path and query, e.g. `/product/x?y=1`) in `locale`: the cookie first,
 * the account's language when `signedIn` (fire and forget), then a full page load of
 * `localizePath(locale, path)` through `load` (the browser's `location.assign`).
 */
export function switchLanguage(
  locale: Locale,
  path: string,
  {
    signedIn,
    load = (href) => window.location.assign(href),
  }: { signedIn: boolean; load?: (href: string) => void },
): void {
  rememberLocale(locale);
  if (signedIn) saveAccountLocale(locale);
  load(localizePath(locale, path));
}
