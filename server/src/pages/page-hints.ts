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
  hasImageFiles,
  imageFormatTypes,
  imageSrcSet,
  imageVariant,
  MAIN_PRODUCT_IMAGE_WIDTH,
  MOBILE_BREAKPOINT_PX,
  offersAvif,
  type ProductListPage,
  type ProductListRequest,
  productImageFile,
  type SellerDisclosure,
  type Testimonial,
} from '@shahi/contract';
import type { Site } from './site.ts';

export interface ImagePreload {
  href: string;
  /** The picture's content type: a browser that cannot show it skips the preload. */
  type?: string;
  srcset?: string;
  sizes?: string;
  media?: string;
}

/** An API answer embedded in the page, used once by web/src/lib/preloaded-answers.ts. */
export interface PreloadedAnswer {
  method: 'GET' | 'POST';
  /** Under /api, e.g. `/product/{id}`. */
  path: string;
  body?: object;
  data: unknown;
}

export const PRELOADED_ANSWERS_ID = 'shop-preloaded-answers';

/** As web/src/features/catalog/components/product-gallery.tsx. */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

/** As web/src/features/catalog/components/product-grid.tsx. */
export const GRID_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw';

/** The first row of the two-column phone grid. */
export const PRELOADED_GRID_IMAGES = 2;

const alreadyResolved = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

/** An image path's URL as the storefront writes it (relative to the page when IMAGE_BASE_URL is). */
export function storefrontImageUrl(site: Site, imagePath: string, width?: number): string {
  const file = width === undefined ? imagePath : imageVariant(imagePath, width);
  if (alreadyResolved.test(file)) return file;
  const base = site.imageBaseUrl;
  return `${base.endsWith('/') ? base : `${base}/`}${file}`;
}

/**
 * Preload of a product photo as its `<picture>` (web/src/components/product/product-image.tsx)
 * shows it where AVIF is read: the AVIF srcset typed `image/avif`, so a browser without AVIF skips
 * it and takes its WebP from the `<img>` alone; a photo without AVIF files (the demo's) preloads its
 * WebP srcset. A path without the sized files is preloaded as is.
 */
export function productImagePreload(site: Site, imagePath: string, sizes: string): ImagePreload {
  if (!hasImageFiles(imagePath)) return { href: storefrontImageUrl(site, imagePath) };
  const url = (file: string) => storefrontImageUrl(site, file);
  if (!offersAvif(imagePath)) {
    return { href: url(imagePath), srcset: imageSrcSet(imagePath, 'webp', url), sizes };
  }
  return {
    href: url(productImageFile(imagePath, MAIN_PRODUCT_IMAGE_WIDTH, 'avif')),
    type: imageFormatTypes.avif,
    srcset: imageSrcSet(imagePath, 'avif', url),
    sizes,
  };
}

const mobileMedia = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Preloads of a home banner: its mobile picture on phones, its desktop picture elsewhere. */
export function bannerPreloads(site: Site, banner: Banner): ImagePreload[] {
  return [
    { href: storefrontImageUrl(site, banner.mobileImage), media: mobileMedia },
    { href: storefrontImageUrl(site, banner.image), media: `not all and ${mobileMedia}` },
  ];
}

export interface PageHints {
  preloadImages: ImagePreload[];
  preloadedAnswers: PreloadedAnswer[];
}

/** What every page's header menu and footer ask for first. */
export interface LayoutData {
  categories: Category[];
  footer: FooterContent;
  /** The footer's seller disclosure; none while the settings are unset (ADR 0032). */
  seller?: SellerDisclosure | undefined;
}

/** The header's and footer's answers, embedded in every page that embeds any. */
export function layoutAnswers({ categories, footer, seller }: LayoutData): PreloadedAnswer[] {
  return [
    { method: 'POST', path: '/category/active', data: categories },
    { method: 'GET', path: '/footer', data: footer },
    ...(seller ? [{ method: 'GET' as const, path: '/seller', data: seller }] : []),
  ];
}

export interface HomeData extends LayoutData {
  banners: Banner[];
  rows: CategoryWithProducts[];
  testimonials: Testimonial[];
}

/** Home: everything its first render asks for, and the first banner's picture. */
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

/** A collection: its listing for `request` (the storefront's body), the frame's answers, first photos. */
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
