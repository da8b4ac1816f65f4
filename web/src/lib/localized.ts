import type { Locale } from '@shahi/contract/i18n';

/**
 * The owner's own words for a piece or category in the page's language (ADR 0065): the API's
 * `translations` (`{ hi?: { title?, description? }, pa?: … }`) hold the Hindi and Punjabi she
 * added; English (the object's own field) shows where she added none.
 */
export function localizedField<T extends object, K extends string>(
  item: T & { translations?: Partial<Record<Locale, Partial<Record<K, string>>>> },
  field: K,
  english: string,
  locale: Locale,
): string {
  if (locale === 'en') return english;
  const own = item.translations?.[locale]?.[field];
  return own?.trim() ? own : english;
}
