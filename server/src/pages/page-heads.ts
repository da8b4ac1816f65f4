/** Heads of the pages that need no product: home, listings, search, a collection, content, a missing page. */
import type { Category } from '@shahi/contract';
import type { PageHead } from './head.ts';
import { imageUrl, pageUrl, type Site } from './site.ts';
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

type Texts = Record<string, { title: string; description: (shop: string) => string }>;

const listingTexts: Texts = {
  '/shop': {
    title: 'Shop all pieces',
    description: (shop) =>
      `Every handcrafted one-of-a-kind piece for sale at ${shop}, Chandigarh. Each is made once: once sold, forever gone.`,
  },
  '/new-arrivals': {
    title: 'New arrivals',
    description: (shop) =>
      `The newest handcrafted one-of-a-kind pieces from the ${shop} workshop in Chandigarh.`,
  },
  '/sale': {
    title: 'Sale',
    description: (shop) =>
      `Handcrafted one-of-a-kind pieces from ${shop} below their MRP, biggest discounts first.`,
  },
  '/sold': {
    title: 'Sold pieces',
    description: (shop) =>
      `One-of-a-kind pieces from ${shop} that found their homes, newest first. Ask our artisans for one like them.`,
  },
};

const contentTexts: Texts = {
  '/about': {
    title: 'About us',
    description: (shop) =>
      `The story of ${shop}: a Chandigarh workshop making one-of-a-kind handcrafted pieces.`,
  },
  '/contact': {
    title: 'Contact us',
    description: (shop) =>
      `Write to ${shop}, call us or visit the workshop in Chandigarh, Monday to Friday 9:00–18:00.`,
  },
  '/grievance': {
    title: 'Raise a grievance',
    description: (shop) =>
      `Tell the grievance officer of ${shop}: a ticket at once, acknowledged within 48 hours, resolved within a month.`,
  },
  '/shippingpolicy': {
    title: 'Shipping policy',
    description: (shop) => `How ${shop} ships: within 4 days by courier or speed post across India.`,
  },
  '/returnpolicy': {
    title: 'Return policy',
    description: (shop) => `${shop}'s return policy for one-of-a-kind handcrafted pieces.`,
  },
  '/refundpolicy': {
    title: 'Refund policy',
    description: (shop) => `When and how ${shop} refunds a payment.`,
  },
  '/privacypolicy': {
    title: 'Privacy policy',
    description: (shop) => `What ${shop} keeps about you, why, and for how long.`,
  },
  '/termsandconditions': {
    title: 'Terms and conditions',
    description: (shop) => `The terms of buying from ${shop}.`,
  },
};

/** Head of the home page `/`. */
export function homeHead(site: Site): PageHead {
  return {
    description: `One-of-a-kind handcrafted clothing and textiles from the ${site.shopName} workshop in Chandigarh. Royalty in every thread.`,
    canonical: pageUrl(site, '/'),
    type: 'website',
  };
}

/** Head of a listing or content page; a listing's page n > 1 is `/{listing}/{n}`, its own canonical. */
export function fixedPageHead(site: Site, pagePath: string, page = 1): PageHead {
  const texts = listingTexts[pagePath] ?? contentTexts[pagePath];
  return {
    title: texts ? (page > 1 ? `${texts.title} — page ${page}` : texts.title) : undefined,
    description: texts ? texts.description(site.shopName) : homeHead(site).description,
    canonical: pageUrl(site, page > 1 ? `${pagePath}/${page}` : pagePath),
    type: 'website',
  };
}

/** Head of `/search?q=…`: never indexed (endless, thin result pages), still shareable. */
export function searchHead(site: Site, query: string): PageHead {
  const text = query.trim();
  return {
    title: text ? `Search: ${truncate(text, 60)}` : 'Search',
    description: `Search the handcrafted one-of-a-kind pieces of ${site.shopName}.`,
    url: pageUrl(site, text ? `/search?q=${encodeURIComponent(text)}` : '/search'),
    noindex: true,
    type: 'website',
  };
}

/** Head of page `page` (1-based) of `category`'s collection. */
export function collectionHead(site: Site, category: Category, page: number): PageHead {
  const base = `/collection/${category._id}`;
  return {
    title: page > 1 ? `${category.name} — page ${page}` : category.name,
    description: truncate(
      `${category.name} — handcrafted one-of-a-kind pieces from the ${site.shopName} workshop in Chandigarh. Each is made once: once sold, forever gone.`,
    ),
    canonical: pageUrl(site, page > 1 ? `${base}/${page}` : base),
    type: 'website',
    ...(category.image ? { image: { url: imageUrl(site, category.image), alt: category.name } } : {}),
  };
}

/** Head of a missing piece or collection: never indexed. */
export function missingHead(site: Site): PageHead {
  return { description: homeHead(site).description, noindex: true, type: 'website' };
}
