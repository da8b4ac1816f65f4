/** The head of a product page: Open Graph product tags, and schema.org Product JSON-LD with one Offer. */
import type { Product } from '@shahi/contract';
import type { PageHead } from './head.ts';
import { PRODUCT_PAGE_IMAGE_SIZES, productImagePreload } from './page-hints.ts';
import { imageUrl, pageUrl, type Site } from './site.ts';
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

/** Head of the page of `product` (rupees), its first photo preloaded and its API answer embedded. */
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
