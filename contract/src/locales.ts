/**
 * The languages the storefront speaks (docs/decisions/0065-three-languages.md): English (en-IN, the
 * default, unprefixed URLs), Hindi (hi-IN, `/hi/…`) and Punjabi in Gurmukhi (pa-IN, `/pa/…`).
 * The back office stays English.
 */
export const LOCALES = ['en', 'hi', 'pa'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's language (`en`, `hi` or `pa`), a year long. */
export const LOCALE_COOKIE = 'lang';

/** BCP 47 tags for `<html lang>`, `hreflang` and `Intl` (lakh grouping and Latin digits in all three). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', pa: 'pa-IN' };

/** Each language's own name, as its switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', pa: 'ਪੰਜਾਬੀ' };

/** Whether `value` is one of the shop's locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The URL prefix of `locale`: `''` for English, `/hi` or `/pa`. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * Splits a path into its locale and the path the router knows: `/hi/cart` → `hi`, `/cart`;
 * `/hi` → `hi`, `/`; `/cart` → `en`, `/cart`. Only a whole first segment counts (`/history` is English).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(hi|pa)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
}

/** `path` (an English path such as `/cart?x=1`) in `locale`: `/hi/cart?x=1`; home is `/hi`. */
export function localizePath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}
