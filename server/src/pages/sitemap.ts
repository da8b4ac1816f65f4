/**
 * The sitemaps (sitemaps.org 0.9: fixed pages, active collections, pieces), one per language —
 * `/sitemap.xml` English, `/sitemap-hi.xml` Hindi, `/sitemap-pa.xml` Punjabi (ADR 0065); each page
 * names its other languages itself (`hreflang` links) — and `/robots.txt`, which names all three.
 */
import type { Category } from '@shahi/contract';
import { DEFAULT_LOCALE, LOCALES, type Locale, localizePath } from '@shahi/contract/i18n';
import { escapeXml } from './escape.ts';
import { listingPaths } from './page-heads.ts';
import { pageUrl, type Site } from './site.ts';

/** Most URLs one sitemap file may hold (sitemaps.org); pieces beyond it are left out. */
export const SITEMAP_MAX_URLS = 50_000;

const fixedPaths = ['/', ...listingPaths, '/about', '/contact'];

/** How many pieces fit beside the fixed pages and `categoryCount` collections. */
export function sitemapProductLimit(categoryCount: number): number {
  return Math.max(0, SITEMAP_MAX_URLS - fixedPaths.length - categoryCount);
}

function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** The path of `locale`'s sitemap: `/sitemap.xml` for English, `/sitemap-hi.xml`, `/sitemap-pa.xml`. */
export function sitemapPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/sitemap.xml' : `/sitemap-${locale}.xml`;
}

/** The sitemap XML of the fixed pages, `categories` and `products` (id, last change) in `locale`. */
export function renderSitemap(
  site: Site,
  categories: Category[],
  products: Array<{ id: string; updatedAt: Date }>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const url = (path: string) => pageUrl(site, localizePath(locale, path));
  const entries = [
    ...fixedPaths.map((path) => urlEntry(url(path))),
    ...categories.map((category) => urlEntry(url(`/collection/${category._id}`))),
    ...products.map((product) => urlEntry(url(`/product/${product.id}`), product.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Per-shopper pages and flows: nothing there for a search engine (in every language but the API's). */
const privatePaths = [
  '/cart',
  '/checkout',
  '/profile',
  '/my-orders',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/unsubscribe',
  '/auth/',
];

/** robots.txt: everything but the API and the private paths in each language, and the three sitemaps. */
export function renderRobots(site: Site): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...LOCALES.flatMap((locale) => privatePaths.map((path) => `Disallow: ${localizePath(locale, path)}`)),
    '',
    ...LOCALES.map((locale) => `Sitemap: ${pageUrl(site, sitemapPath(locale))}`),
    '',
  ].join('\n');
}
