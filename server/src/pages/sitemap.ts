/** `/sitemap.xml` (sitemaps.org 0.9: fixed pages, active collections, pieces) and `/robots.txt`. */
import type { Category } from '@shahi/contract';
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

/** The sitemap XML of the fixed pages, `categories` and `products` (id, last change). */
export function renderSitemap(
  site: Site,
  categories: Category[],
  products: Array<{ id: string; updatedAt: Date }>,
): string {
  const entries = [
    ...fixedPaths.map((path) => urlEntry(pageUrl(site, path))),
    ...categories.map((category) => urlEntry(pageUrl(site, `/collection/${category._id}`))),
    ...products.map((product) => urlEntry(pageUrl(site, `/product/${product.id}`), product.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Per-shopper pages and flows: nothing there for a search engine. */
const privatePaths = [
  '/api/',
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

/** robots.txt: everything but the private paths, and where the sitemap is. */
export function renderRobots(site: Site): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${pageUrl(site, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
