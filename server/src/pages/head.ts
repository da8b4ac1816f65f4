/**
 * The `<head>` tags the server writes for a shareable page: title, description, canonical link,
 * robots, Open Graph, Twitter card and JSON-LD. Every value is escaped here.
 */
import { escapeHtml, jsonForScript } from './escape.ts';
import { type ImagePreload, PRELOADED_ANSWERS_ID, type PreloadedAnswer } from './page-hints.ts';

/** The id of the JSON list of a server-rendered page's chunks (web/src/boot.ts reads it). */
export const PAGE_CHUNKS_ID = 'shop-page-chunks';

/** What a page tells search engines and link previews. */
export interface PageHead {
  /** The page's own title, without the shop name; absent on the home page (shop name alone). */
  title?: string;
  /** Plain text, about 155 characters at most. */
  description: string;
  /** Absolute canonical URL; absent on pages that must not be indexed. */
  canonical?: string;
  /** Absolute URL shared as og:url; the canonical URL when absent. */
  url?: string;
  /** Asks search engines not to index the page (search results, missing pieces). */
  noindex?: boolean;
  /** og:type. */
  type: 'website' | 'product';
  /** Absolute image URL and its alternative text. */
  image?: { url: string; alt: string };
  /** Product price in rupees, written as product:price:amount with 2 decimals in INR. */
  priceRupees?: number;
  /** A schema.org object written as a JSON-LD data block (not executed, so CSP leaves it alone). */
  jsonLd?: object;
  /** The picture that will be the page's largest paint, fetched at high priority before the app runs. */
  preloadImages?: ImagePreload[];
  /** The first API answers the page asks for, embedded as a JSON data block (not executed). */
  preloadedAnswers?: PreloadedAnswer[];
  /** The page's own script chunks (route-chunks.ts), fetched with the entry instead of after it. */
  modulePreloads?: string[];
  /**
   * The page's own script chunks on a server-rendered page: listed for the entry (web/src/boot.ts),
   * which preloads them once the page's largest pictures are in, instead of fetched at once.
   */
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
    attribute('imagesrcset', image.srcset),
    attribute('imagesizes', image.sizes),
    attribute('media', image.media),
  ].join('');
  return `<link rel="preload" as="image"${attributes} fetchpriority="high" />`;
}

/** The page's full title: "<title> — <shop name>", or the shop name alone. */
export function fullTitle(head: Pick<PageHead, 'title'>, shopName: string): string {
  return head.title ? `${head.title} — ${shopName}` : shopName;
}

/** The head tags of `head` as one HTML string, one tag a line. */
export function renderHead(head: PageHead, shopName: string): string {
  const title = fullTitle(head, shopName);
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
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title ?? shopName),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', 'en_IN'),
    url ? meta('property', 'og:url', url) : '',
    head.image ? meta('property', 'og:image', head.image.url) : '',
    head.image ? meta('property', 'og:image:alt', head.image.alt) : '',
    head.priceRupees === undefined
      ? ''
      : meta('property', 'product:price:amount', head.priceRupees.toFixed(2)),
    head.priceRupees === undefined ? '' : meta('property', 'product:price:currency', 'INR'),
    // The large card only pays off with a picture to show.
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
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
