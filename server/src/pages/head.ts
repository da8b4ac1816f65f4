/** The `<head>` tags of a shareable page (title, canonical, Open Graph, JSON-LD), every value escaped. */
import { formatRupees } from '@shahi/contract';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '@shahi/contract/i18n';
import { escapeHtml, jsonForScript } from './escape.ts';
import { type ImagePreload, PRELOADED_ANSWERS_ID, type PreloadedAnswer } from './page-hints.ts';

/** The id of the JSON list of a server-rendered page's chunks (web/src/boot.ts reads it). */
export const PAGE_CHUNKS_ID = 'shop-page-chunks';

export interface PageHead {
  /** The page's own title, without the shop name; absent on the home page (shop name alone). */
  title?: string;
  description: string;
  /** Absolute canonical URL; absent on pages that must not be indexed. */
  canonical?: string;
  /** og:url; the canonical URL when absent. */
  url?: string;
  noindex?: boolean;
  /** The page's language (og:locale); English when absent. */
  locale?: Locale;
  /** Absolute URLs of the page in each language: `hreflang` links, English also as x-default. */
  alternates?: Record<Locale, string>;
  type: 'website' | 'product';
  /** The link preview's picture: absolute URL, its text, and its size in pixels and type when known. */
  image?: { url: string; alt: string; width?: number; height?: number; type?: string };
  /** Rupees: the product tags, and the price after the title in link previews. */
  priceRupees?: number;
  /** A schema.org object, written as a data block (not executed, so CSP allows it). */
  jsonLd?: object;
  /** The page's largest picture, fetched at high priority. */
  preloadImages?: ImagePreload[];
  preloadedAnswers?: PreloadedAnswer[];
  /** The page's own script chunks, fetched with the entry. */
  modulePreloads?: string[];
  /** On a server-rendered page, the chunks web/src/boot.ts fetches after the largest pictures. */
  deferredModules?: string[];
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function attribute(name: string, value: string | undefined): string {
  return value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;
}

function preloadLink(image: ImagePreload): string {
  const attributes = [
    attribute('href', image.href),
    attribute('type', image.type),
    attribute('imagesrcset', image.srcset),
    attribute('imagesizes', image.sizes),
    attribute('media', image.media),
  ].join('');
  return `<link rel="preload" as="image"${attributes} fetchpriority="high" />`;
}

/** `en-IN` → `en_IN`, as Open Graph writes a locale. */
function ogLocale(locale: Locale): string {
  return LOCALE_TAGS[locale].replace('-', '_');
}

/** `<link rel="alternate" hreflang>` to each language's version and x-default (English). */
function alternateLinks(alternates: Record<Locale, string>): string[] {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  return [
    ...LOCALES.map((locale) => link(LOCALE_TAGS[locale], alternates[locale])),
    link('x-default', alternates[DEFAULT_LOCALE]),
  ];
}

/** "<title> — <shop name>", or the shop name alone. */
export function fullTitle(head: Pick<PageHead, 'title'>, shopName: string): string {
  return head.title ? `${head.title} — ${shopName}` : shopName;
}

/** The title a link preview shows: the page's title, then its price (`Phulkari · ₹4,500.00`) when it has one. */
function previewTitle(title: string, priceRupees: number | undefined): string {
  return priceRupees === undefined ? title : `${title} · ${formatRupees(priceRupees)}`;
}

/** The head tags of `head` as one HTML string, one tag a line. */
export function renderHead(head: PageHead, shopName: string): string {
  const title = fullTitle(head, shopName);
  const { image } = head;
  const locale = head.locale ?? DEFAULT_LOCALE;
  const url = head.url ?? head.canonical;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    ...(head.preloadImages ?? []).map(preloadLink),
    ...(head.modulePreloads ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
    ),
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...(head.alternates ? alternateLinks(head.alternates) : []),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', previewTitle(head.title ?? shopName, head.priceRupees)),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', ogLocale(locale)),
    ...(head.alternates
      ? LOCALES.filter((other) => other !== locale).map((other) =>
          meta('property', 'og:locale:alternate', ogLocale(other)),
        )
      : []),
    url ? meta('property', 'og:url', url) : '',
    image ? meta('property', 'og:image', image.url) : '',
    image?.type ? meta('property', 'og:image:type', image.type) : '',
    image?.width ? meta('property', 'og:image:width', String(image.width)) : '',
    image?.height ? meta('property', 'og:image:height', String(image.height)) : '',
    image ? meta('property', 'og:image:alt', image.alt) : '',
    head.priceRupees === undefined
      ? ''
      : meta('property', 'product:price:amount', head.priceRupees.toFixed(2)),
    head.priceRupees === undefined ? '' : meta('property', 'product:price:currency', 'INR'),
    // The large card only pays off with a picture to show.
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', previewTitle(title, head.priceRupees)),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image.url) : '',
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
    head.deferredModules?.length
      ? `<script type="application/json" id="${PAGE_CHUNKS_ID}">${jsonForScript(head.deferredModules)}</script>`
      : '',
    head.preloadedAnswers?.length
      ? `<script type="application/json" id="${PRELOADED_ANSWERS_ID}">${jsonForScript(head.preloadedAnswers)}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
