/** Heads of the pages that need no product: home, listings, search, a collection, content, a missing page. */
import type { Category } from '@shahi/contract';
import { type Locale, localizePath } from '@shahi/contract/i18n';
import type { PageWords } from '#server/i18n/page-messages.ts';
import type { PageHead } from './head.ts';
import { imageUrl, localizedText, localizedUrls, pageUrl, type Site } from './site.ts';
import { truncate } from './summary.ts';

export const listingPaths = ['/shop', '/new-arrivals', '/sale', '/sold'] as const;

/** The content and policy pages (docs/product.md#contact-and-content-pages), by path. */
export const contentPaths = [
  '/about',
  '/contact',
  '/grievance',
  '/shippingpolicy',
  '/returnpolicy',
  '/refundpolicy',
  '/privacypolicy',
  '/termsandconditions',
] as const;

/** Keys of the page words that are plain texts (titles) and that take the shop's name (descriptions). */
type TitleKey = { [K in keyof PageWords]: PageWords[K] extends string ? K : never }[keyof PageWords];
type ShopTextKey = {
  [K in keyof PageWords]: PageWords[K] extends (shop: string) => string ? K : never;
}[keyof PageWords];

/** The page words of each listing and content page. */
const fixedTexts: Record<string, { title: TitleKey; description: ShopTextKey }> = {
  '/shop': { title: 'shopTitle', description: 'shopDescription' },
  '/new-arrivals': { title: 'newArrivalsTitle', description: 'newArrivalsDescription' },
  '/sale': { title: 'saleTitle', description: 'saleDescription' },
  '/sold': { title: 'soldTitle', description: 'soldDescription' },
  '/about': { title: 'aboutTitle', description: 'aboutDescription' },
  '/contact': { title: 'contactTitle', description: 'contactDescription' },
  '/grievance': { title: 'grievanceTitle', description: 'grievanceDescription' },
  '/shippingpolicy': { title: 'shippingPolicyTitle', description: 'shippingPolicyDescription' },
  '/returnpolicy': { title: 'returnPolicyTitle', description: 'returnPolicyDescription' },
  '/refundpolicy': { title: 'refundPolicyTitle', description: 'refundPolicyDescription' },
  '/privacypolicy': { title: 'privacyPolicyTitle', description: 'privacyPolicyDescription' },
  '/termsandconditions': { title: 'termsTitle', description: 'termsDescription' },
};

/**
 * What a page's head is written for: the shop, the page's language (its URLs carry `/hi` or `/pa`)
 * and the page words in that language (page-words.ts).
 */
export interface PageContext {
  site: Site;
  locale: Locale;
  words: PageWords;
}

/** The page at English path `path` in `context`'s language: its canonical URL and its three versions. */
function urls({ site, locale }: PageContext, path: string): Pick<PageHead, 'canonical' | 'alternates'> {
  return { canonical: pageUrl(site, localizePath(locale, path)), alternates: localizedUrls(site, path) };
}

/** Head of the home page `/`. */
export function homeHead(context: PageContext): PageHead {
  return {
    description: context.words.homeDescription(context.site.shopName),
    ...urls(context, '/'),
    locale: context.locale,
    type: 'website',
  };
}

/** Head of a listing or content page; a listing's page n > 1 is `/{listing}/{n}`, its own canonical. */
export function fixedPageHead(context: PageContext, pagePath: string, page = 1): PageHead {
  const { words, site } = context;
  const texts = fixedTexts[pagePath];
  const title = texts ? words[texts.title] : undefined;
  return {
    title: title && page > 1 ? words.numberedTitle(title, page) : title,
    description: texts ? words[texts.description](site.shopName) : words.homeDescription(site.shopName),
    ...urls(context, page > 1 ? `${pagePath}/${page}` : pagePath),
    locale: context.locale,
    type: 'website',
  };
}

/** Head of `/search?q=…`: never indexed (endless, thin result pages), still shareable. */
export function searchHead({ site, locale, words }: PageContext, query: string): PageHead {
  const text = query.trim();
  return {
    title: text ? words.searchQueryTitle(truncate(text, 60)) : words.searchTitle,
    description: words.searchDescription(site.shopName),
    url: pageUrl(site, localizePath(locale, text ? `/search?q=${encodeURIComponent(text)}` : '/search')),
    noindex: true,
    locale,
    type: 'website',
  };
}

/** Head of page `page` (1-based) of `category`'s collection, named in the page's language. */
export function collectionHead(context: PageContext, category: Category, page: number): PageHead {
  const { site, words, locale } = context;
  const base = `/collection/${category._id}`;
  const name = localizedText(category, 'name', category.name, locale);
  return {
    title: page > 1 ? words.numberedTitle(name, page) : name,
    description: truncate(words.collectionDescription(name, site.shopName)),
    ...urls(context, page > 1 ? `${base}/${page}` : base),
    locale,
    type: 'website',
    ...(category.image ? { image: { url: imageUrl(site, category.image), alt: name } } : {}),
  };
}

/** Head of a missing piece or collection: never indexed. */
export function missingHead({ site, locale, words }: PageContext): PageHead {
  return { description: words.homeDescription(site.shopName), noindex: true, locale, type: 'website' };
}
