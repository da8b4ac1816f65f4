import {
  FULL_SCREEN_IMAGE_WIDTH,
  hasImageFiles,
  type ImageFormat,
  imageSrcSet,
  imageVariant,
  productImageFile,
} from '@shahi/contract';
import { getShopConfig } from './config.ts';

const alreadyResolved = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

/** The URL of a stored file path under the image base URL (absolute URLs as they are). */
function fileUrl(file: string): string {
  if (alreadyResolved.test(file)) return file;
  const base = getShopConfig().imageBaseUrl;
  return `${base.endsWith('/') ? base : `${base}/`}${file}`;
}

/** The URL of a stored image path under the image base URL; `width` picks its `-<width>w` WebP variant. */
export function imageUrl(path: string, width?: number): string {
  return fileUrl(width === undefined ? path : imageVariant(path, width));
}

/** Whether a stored path has the sized files (AVIF and WebP at 480, 960 and 1600 px, ADR 0069). */
export const hasProductImageSizes = hasImageFiles;

/**
 * The `srcset` of a product or category photo in `format` (WebP by default): its 480, 960 and
 * 1600 px files, as `<url> <width>w`.
 */
export function productImageSrcSet(path: string, format: ImageFormat = 'webp'): string {
  return imageSrcSet(path, format, fileUrl);
}

/** The URL of a product photo's 1600 px WebP, for the full-screen view; the path itself without sizes. */
export function fullScreenImageUrl(path: string): string {
  return fileUrl(productImageFile(path, FULL_SCREEN_IMAGE_WIDTH, 'webp'));
}
