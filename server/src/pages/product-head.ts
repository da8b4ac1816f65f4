/**
 * The head of a product page (`/product/:id`): Open Graph product tags with the price in INR, and
 * schema.org Product JSON-LD with one Offer (https://schema.org/Product, Google's product snippet).
 */
import type { Product } from '@shahi/contract';
import type { PageHead } from './head.ts';
import { PRODUCT_PAGE_IMAGE_SIZES, productImagePreload } from './page-hints.ts';
import { imageUrl, pageUrl, type Site } from './site.ts';
import { descriptionProse, truncate } from './summary.ts';

/**
 * schema.org availability of a one-of-a-kind piece. A reserved piece (an online payment in
 * progress) is LimitedAvailability: it is back on sale if the payment fails.
 */
const availability = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
} as const;

/** The photo the product page shows first (its gallery: `images`, else image1 and image2). */
function firstGalleryImage(product: Product): string | undefined {
  return product.images[0] ?? (product.image1 || undefined);
}

/**
 * Head of the page of `product` (rupee price, image paths relative to IMAGE_BASE_URL), with its
 * first photo preloaded and the product's API answer embedded for the storefront.
 */
export function productHead(product: Product, site: Site): PageHead {
  const url = pageUrl(site, `/product/${product._id}`);
  const prose = descriptionProse(product.description);
  const fallback = `${product.title}: a handcrafted one-of-a-kind piece from ${site.shopName}, Chandigarh.`;
  const images = product.images.map((path) => imageUrl(site, path));
  const price = product.price.toFixed(2);
  const [firstImage] = images;
  const galleryImage = firstGalleryImage(product);
  return {
    title: product.title,
    description: truncate(prose || fallback),
    canonical: url,
    type: 'product',
    ...(firstImage ? { image: { url: firstImage, alt: product.title } } : {}),
    priceRupees: product.price,
    ...(galleryImage
      ? { preloadImages: [productImagePreload(site, galleryImage, PRODUCT_PAGE_IMAGE_SIZES)] }
      : {}),
    preloadedAnswers: [{ method: 'GET', path: `/product/${product._id}`, data: product }],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: prose || fallback,
      image: images,
      sku: product._id,
      brand: { '@type': 'Brand', name: site.shopName },
      ...(product.category ? { category: product.category.name } : {}),
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
