/** The shop's name and the absolute URLs its pages' heads and the sitemap need. */
import { DEFAULT_LOCALE, LOCALES, type Locale, localizePath } from '@shahi/contract/i18n';

export interface Site {
  shopName: string;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** IMAGE_BASE_URL with a trailing slash, absolute or relative. */
  imageBaseUrl: string;
}

/** The absolute URL of the page at `pagePath` (starting with "/"). */
export function pageUrl(site: Site, pagePath: string): string {
  return `${site.publicUrl}${pagePath}`;
}

/** The absolute URL of an image path (relative to IMAGE_BASE_URL, itself resolved on PUBLIC_URL). */
export function imageUrl(site: Site, imagePath: string): string {
  return new URL(`${site.imageBaseUrl}${imagePath}`, `${site.publicUrl}/`).href;
}

/**
 * The absolute URLs of the page at English path `pagePath` in each language (`/hi/…`, `/pa/…`;
 * ADR 0065), for `hreflang` alternates and the sitemaps.
 */
export function localizedUrls(site: Site, pagePath: string): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, pageUrl(site, localizePath(locale, pagePath))]),
  ) as Record<Locale, string>;
}

/**
 * The owner's own words for `field` of a piece or category in `locale` (its `translations`), or
 * `english` where she wrote none; as the storefront's web/src/lib/localized.ts.
 */
export function localizedText<K extends string>(
  item: { translations?: Partial<Record<string, Partial<Record<K, string>>>> },
  field: K,
  english: string,
  locale: Locale,
): string {
  if (locale === DEFAULT_LOCALE) return english;
  const own = item.translations?.[locale]?.[field];
  return own?.trim() ? own : english;
}
