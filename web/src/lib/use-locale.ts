import { useLingui } from '@lingui/react';
import type { Locale } from '@shahi/contract/i18n';
import { localizedField } from './localized.ts';

/** The page's language in a component (docs/decisions/0065-three-languages.md): `en`, `hi` or `pa`. */
export function usePageLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

type Translated<K extends string> = { translations?: Partial<Record<Locale, Partial<Record<K, string>>>> };

/**
 * The owner's words for a piece or category in the page's language, for a component:
 * `const local = useLocalized(); local(product, 'title')` — her Hindi or Punjabi when she gave it,
 * else the object's own (English) field. See localizedField.
 */
export function useLocalized() {
  const locale = usePageLocale();
  return <T extends Translated<K> & Record<K, string>, K extends string>(item: T, field: K): string =>
    localizedField(item, field, item[field], locale);
}
