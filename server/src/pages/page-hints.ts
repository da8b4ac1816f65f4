/**
 * What lets a page paint sooner on a slow phone (ADR 0011): a preload of the image that will be its
 * largest paint, and its first API answers embedded. Image URLs, srcsets and sizes must match the
 * storefront's `<img>` (web/src/lib/image-url.ts), else the browser fetches the picture twice.
 */
import {
  type Banner,
  type Category,
  type CategoryWithProducts,
  type FooterContent,
  imageVariant,
  MOBILE_BREAKPOINT_PX,
  type ProductListPage,
  type ProductListRequest,
  productImageWidths,
  type Testimonial,
} from '@shahi/contract';
import type { Site } from './site.ts';

/** One `<link rel="preload" as="image">`. */
export interface ImagePreload {
  /** The URL browsers without srcset support fetch. */
  href: string;
  srcset?: string;
  sizes?: string;
  /** Preloads only where this media query matches (the banner's mobile or desktop picture). */
  media?: string;
}

/**
 * An API answer the storefront would ask for first, embedded in the page (web/src/lib/preloaded-answers.ts
 * uses each once instead of the call with the same method, path and body). Public catalogue reads only.
 */
export interface PreloadedAnswer {
  method: 'GET' | 'POST';
  /** Under /api, as the storefront's API client names it, e.g. `/product/{id}`. */
  path: string;
  /** The JSON body the storefront sends (POST); absent means `{}`. */
  body?: object;
  /** The envelope's `data`, exactly as the API route answers it. */
  data: unknown;
}

/** The id of the data block the storefront reads the preloaded answers from. */
export const PRELOADED_ANSWERS_ID = 'shop-preloaded-answers';

/** The `sizes` of the product page's main photo (web/src/features/catalog/components/product-gallery.tsx). */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

/** The `sizes` of a listing grid's card photos (web/src/features/catalog/components/product-grid.tsx). */
export const GRID_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw';

/** How many cards of a listing page are preloaded: the first row of the two-column phone grid. */
export const PRELOADED_GRID_IMAGES = 2;

const alreadyResolved = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

/** An image path's URL as the storefront writes it (relative to the page when IMAGE_BASE_URL is). */
export function storefrontImageUrl(site: Site, imagePath: string, width?: number): string {
  const file = width === undefined ? imagePath : imageVariant(imagePath, width);
  if (alreadyResolved.test(file)) return file;
  const base = site.imageBaseUrl;
  return `${base.endsWith('/') ? base : `${base}/`}${file}`;
}

const fullProductWidth = Math.max(...productImageWidths);

/** Preload of a product photo with the 480w/960w srcset every product image uses. */
export function productImagePreload(site: Site, imagePath: string, sizes: string): ImagePreload {
  const srcset = productImageWidths
    .map((width) => {
      const url =
        width === fullProductWidth
          ? storefrontImageUrl(site, imagePath)
          : storefrontImageUrl(site, imagePath, width);
      return `${url} ${width}w`;
    })
    .join(', ');
  return { href: storefrontImageUrl(site, imagePath), srcset, sizes };
}

/** The banner media query of the storefront's slider: the mobile picture up to the breakpoint. */
const mobileMedia = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Preloads of a home banner: its mobile picture on phones, its desktop picture elsewhere. */
export function bannerPreloads(site: Site, banner: Banner): ImagePreload[] {
  return [
    { href: storefrontImageUrl(site, banner.mobileImage), media: mobileMedia },
    { href: storefrontImageUrl(site, banner.image), media: `not all and ${mobileMedia}` },
  ];
}

/** What a page adds to its head to paint sooner: preloads and embedded answers. */
export interface PageHints {
  preloadImages: ImagePreload[];
  preloadedAnswers: PreloadedAnswer[];
}

/** What every page's frame (header menu, footer) asks for first. */
export interface LayoutData {
  categories: Category[];
  footer: FooterContent;
}

/** The frame's answers, embedded in every page that embeds any (the product page adds its own). */
export function layoutAnswers({ categories, footer }: LayoutData): PreloadedAnswer[] {
  return [
    { method: 'POST', path: '/category/active', data: categories },
    { method: 'GET', path: '/footer', data: footer },
  ];
}

/** Home's first answers: banners, category rows and testimonials. */
export interface HomeData extends LayoutData {
  banners: Banner[];
  rows: CategoryWithProducts[];
  testimonials: Testimonial[];
}

/** Home: everything its first render asks for, and the first banner's picture (the slider's first slide). */
export function homeHints(site: Site, data: HomeData): PageHints {
  const [first] = data.banners;
  return {
    preloadImages: first ? bannerPreloads(site, first) : [],
    preloadedAnswers: [
      { method: 'POST', path: '/banner/active', data: data.banners },
      { method: 'GET', path: '/product-list-by-category', data: data.rows },
      { method: 'POST', path: '/testimonial/active', data: data.testimonials },
      ...layoutAnswers(data),
    ],
  };
}

/**
 * A collection page: its listing page for `request` (the body the storefront sends), the frame's
 * answers (the categories also give its heading), and the first cards' photos.
 */
export function collectionHints(
  site: Site,
  layout: LayoutData,
  request: ProductListRequest,
  listing: ProductListPage,
): PageHints {
  return {
    preloadImages: listing.data
      .slice(0, PRELOADED_GRID_IMAGES)
      .map((product) => productImagePreload(site, product.image1, GRID_IMAGE_SIZES)),
    preloadedAnswers: [
      { method: 'POST', path: '/product-list', body: request, data: listing },
      ...layoutAnswers(layout),
    ],
  };
}
