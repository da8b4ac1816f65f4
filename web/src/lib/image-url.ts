import { imageVariant, productImageWidths } from '@shahi/contract';
import { getShopConfig } from './config.ts';

const alreadyResolved = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

/** The URL of a stored image path under the image base URL; `width` picks its `-<width>w` variant. */
export function imageUrl(path: string, width?: number): string {
  const file = width === undefined ? path : imageVariant(path, width);
  if (alreadyResolved.test(file)) return file;
  const base = getShopConfig().imageBaseUrl;
  return `${base.endsWith('/') ? base : `${base}/`}${file}`;
}

const fullProductWidth = Math.max(...productImageWidths);

/** The `srcset` of a product image: each narrower variant plus the full 960 px file. */
export function productImageSrcSet(path: string): string {
  return productImageWidths
    .map((width) => `${width === fullProductWidth ? imageUrl(path) : imageUrl(path, width)} ${width}w`)
    .join(', ');
}
