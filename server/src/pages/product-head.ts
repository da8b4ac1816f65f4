/**
 * The head of a product page: Open Graph product tags with its link preview picture and price, and
 * schema.org Product JSON-LD with one Offer.
 */
import { ogImageFile, ogImageSize, type Product } from '@shahi/contract';
import { localizePath } from '@shahi/contract/i18n';
import type { PageHead } from './head.ts';
import type { PageContext } from './page-heads.ts';
import { PRODUCT_PAGE_IMAGE_SIZES, productImagePreload } from './page-hints.ts';
import { imageUrl, localizedText, localizedUrls, pageUrl, type Site } from './site.ts';
import { descriptionProse, truncate } from './summary.ts';

/** schema.org availability; a reserved piece is back on sale if its payment fails, so LimitedAvailability. */
const availability = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
} as const;

function firstGalleryImage(product: Product): string | undefined {
  return product.images[0] ?? (product.image1 || undefined);
}

/**
 * The link preview of a photo path: its 1200 × 630 JPEG (`-og.jpg`, ADR 0069), or the photo itself
 * for a path without the sized files.
 */
export function previewImage(site: Site, imagePath: string, alt: string): NonNullable<PageHead['image']> {
  const og = ogImageFile(imagePath);
  if (!og) return { url: imageUrl(site, imagePath), alt };
  return { url: imageUrl(site, og), alt, ...ogImageSize, type: 'image/jpeg' };
}

/**
 * Head of the page of `product` (rupees) in the page's language (the owner's own title and
 * description there when she wrote them), its first photo preloaded and its API answer embedded.
 */
export function productHead(product: Product, { site, locale, words }: PageContext): PageHead {
  const path = `/product/${product._id}`;
  const url = pageUrl(site, localizePath(locale, path));
  const title = localizedText(product, 'title', product.title, locale);
  // Her own Hindi or Punjabi (sentences end with a danda); without it the page's own words, not her English.
  const own = locale === 'en' ? undefined : product.translations?.[locale]?.description?.trim();
  const prose = own
    ? descriptionProse(own, '।')
    : locale === 'en'
      ? descriptionProse(product.description)
      : '';
  const fallback = words.productFallbackDescription(title, site.shopName);
  const images = product.images.map((image) => imageUrl(site, image));
  const price = product.price.toFixed(2);
  const galleryImage = firstGalleryImage(product);
  return {
    title,
    description: truncate(prose || fallback),
    canonical: url,
    alternates: localizedUrls(site, path),
    locale,
    type: 'product',
    ...(galleryImage ? { image: previewImage(site, galleryImage, title) } : {}),
    priceRupees: product.price,
    ...(galleryImage
      ? { preloadImages: [productImagePreload(site, galleryImage, PRODUCT_PAGE_IMAGE_SIZES)] }
      : {}),
    preloadedAnswers: [{ method: 'GET', path: `/product/${product._id}`, data: product }],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: title,
      description: prose || fallback,
      image: images,
      sku: product._id,
      brand: { '@type': 'Brand', name: site.shopName },
      ...(product.category
        ? { category: localizedText(product.category, 'name', product.category.name, locale) }
        : {}),
      // Legal Metrology rule 6(10) declaration, as schema.org names it.
      countryOfOrigin: { '@type': 'Country', name: product.declarations.countryOfOrigin },
      url,
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'INR',
        availability: availability[product.status],
        url,
      },
    },
  };
}
