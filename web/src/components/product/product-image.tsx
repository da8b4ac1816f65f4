import { imageFormatTypes } from '@shahi/contract';
import type { ComponentProps } from 'react';
import { hasProductImageSizes, imageUrl, productImageSrcSet } from '#web/lib/image-url.ts';

/** Main size of product photos (4:5 portrait); the attributes reserve the space before loading. */
export const PRODUCT_IMAGE_WIDTH = 960;
export const PRODUCT_IMAGE_HEIGHT = 1200;

interface ProductImageProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet'> {
  /** Stored image path, relative to the image base URL. */
  path: string;
  alt: string;
  /** The first image on screen loads eagerly with high priority; the rest lazily. */
  priority?: boolean;
}

/**
 * A product photo as a `<picture>`: AVIF where the browser reads it, else WebP, each at 480, 960
 * and 1600 px for `sizes` to choose from (ADR 0069); lazy unless `priority`, sized against layout
 * shift. Other props go to the `<img>`. A path without the sized files is a plain `<img>`.
 */
export function ProductImage({
  path,
  alt,
  priority = false,
  sizes = '(min-width: 768px) 25vw, 50vw',
  className = '',
  ...rest
}: ProductImageProps) {
  const sized = hasProductImageSizes(path);
  const image = (
    <img
      src={imageUrl(path)}
      srcSet={sized ? productImageSrcSet(path) : undefined}
      sizes={sized ? sizes : undefined}
      alt={alt}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      {...rest}
    />
  );
  if (!sized) return image;
  return (
    <picture>
      <source type={imageFormatTypes.avif} srcSet={productImageSrcSet(path, 'avif')} sizes={sizes} />
      {image}
    </picture>
  );
}
