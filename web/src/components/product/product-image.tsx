import type { ComponentProps } from 'react';
import { imageUrl, productImageSrcSet } from '#web/lib/image-url.ts';

/** Full size of product photos (4:5 portrait); the attributes reserve the space before loading. */
export const PRODUCT_IMAGE_WIDTH = 960;
export const PRODUCT_IMAGE_HEIGHT = 1200;

interface ProductImageProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet'> {
  /** Stored image path, relative to the image base URL. */
  path: string;
  alt: string;
  /** The first image on screen loads eagerly with high priority; the rest lazily. */
  priority?: boolean;
}

/** A product photo with its 480w/960w srcset, lazy unless `priority`, sized against layout shift. */
export function ProductImage({
  path,
  alt,
  priority = false,
  sizes = '(min-width: 768px) 25vw, 50vw',
  className = '',
  ...rest
}: ProductImageProps) {
  return (
    <img
      src={imageUrl(path)}
      srcSet={productImageSrcSet(path)}
      sizes={sizes}
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
}
