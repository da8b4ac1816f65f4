/**
 * The storefront's language (docs/decisions/0065-three-languages.md): English at `/…`, Hindi at
 * `/hi/…`, Punjabi at `/pa/…`. One Lingui instance (`i18n`) holds the page's language, activated
 * before the first render: in the browser from the URL (a language change is a new page), on the
 * server before each (synchronous) render. Catalogues: the contract's message maps + the web's own.
 */
import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  type Locale,
  localePrefix,
  type MessageMapName,
  messageCodeOf,
  messageId,
  shopperMessageMaps,
  splitLocalePath,
} from '@shahi/contract/i18n';

export { i18n };

type CatalogueModule = { messages: Messages };

/** Each language's two catalogues, fetched as chunks of their own. */
const catalogueLoaders: Record<Locale, () => Promise<[CatalogueModule, CatalogueModule]>> = {
  en: () => Promise.all([import('@shahi/contract/locales/en.po'), import('#web/locales/en.po')]),
  hi: () => Promise.all([import('@shahi/contract/locales/hi.po'), import('#web/locales/hi.po')]),
  pa: () => Promise.all([import('@shahi/contract/locales/pa.po'), import('#web/locales/pa.po')]),
};

/** Makes `locale` the page's language with its catalogues' `messages` (the contract's and the web's, merged). */
export function activateLocale(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, messages });
}

/** Fetches `locale`'s catalogues, merged. Rejects when a chunk cannot be fetched. */
export async function loadCatalogues(locale: Locale): Promise<Messages> {
  const [contract, web] = await catalogueLoaders[locale]();
  return { ...contract.messages, ...web.messages };
}

/** Fetches `locale`'s catalogues and activates it. Rejects when a chunk cannot be fetched. */
export async function loadLocale(locale: Locale): Promise<void> {
  activateLocale(locale, await loadCatalogues(locale));
}

/** The page's language and router path, read from the browser's URL (`/hi/cart` → `hi`, `/cart`). */
export function pageLocation(): { locale: Locale; path: string } {
  return typeof window === 'undefined'
    ? { locale: DEFAULT_LOCALE, path: '/' }
    : splitLocalePath(window.location.pathname);
}

/** The active language (English before any is activated). */
export function currentLocale(): Locale {
  return (i18n.locale as Locale | undefined) || DEFAULT_LOCALE;
}

/** The router's basename for the active language: `''`, `/hi` or `/pa`. */
export function routerBasename(): string {
  return localePrefix(currentLocale());
}

type MessageMaps = typeof shopperMessageMaps;

/**
 * The contract's map `name` in the active language: the same keys and call shapes as the English
 * map (`m.notServed(pin)`), each entry translated, or English where the catalogue lacks it.
 */
export function translatedMap<N extends MessageMapName>(name: N): MessageMaps[N] {
  const source = shopperMessageMaps[name] as Record<string, string | ((...args: unknown[]) => string)>;
  const known = i18n.messages;
  const translated: Record<string, unknown> = {};
  for (const [key, english] of Object.entries(source)) {
    const id = messageId(name, key);
    if (typeof english === 'string') translated[key] = id in known ? i18n._(id) : english;
    else
      translated[key] = (...args: unknown[]) =>
        id in known
          ? i18n._(id, Object.fromEntries(args.map((value, index) => [index, value])))
          : english(...args);
  }
  return translated as MessageMaps[N];
}

/**
 * An English message of the contract (a server answer's `message`, a form rule's error) in the
 * active language; any other text as it is (the back office's, a built sentence).
 */
export function translateMessage(text: string): string {
  const id = messageCodeOf(text);
  return id && id in i18n.messages ? i18n._(id) : text;
}
