import { imageFormatTypes, offersAvif } from '@shahi/contract';
import { type ComponentProps, type Ref, type SyntheticEvent, useCallback, useState } from 'react';
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

/** Hands `image` to a ref given as a prop: a callback or an object. */
function setRef(ref: Ref<HTMLImageElement> | undefined, image: HTMLImageElement | null): void {
  if (typeof ref === 'function') ref(image);
  else if (ref) ref.current = image;
}

/** Whether the image failed to load its AVIF file (a photo whose sizes are still being made). */
function avifFailed(image: HTMLImageElement): boolean {
  // currentSrc is empty until a source is chosen (and in test DOMs without images).
  return image.complete && image.naturalWidth === 0 && (image.currentSrc || '').endsWith('.avif');
}

/**
 * A product photo as a `<picture>`: AVIF where the browser reads it, else WebP, each at 480, 960
 * and 1600 px for `sizes` to choose from (ADR 0069); lazy unless `priority`, sized against layout
 * shift. Other props (a ref, `onLoad`, `onError`) go to the `<img>`. Should its AVIF file be
 * missing (a photo stored before, not yet given its sizes), the AVIF source is dropped and the
 * browser takes the WebP. A path without the sized files is a plain `<img>`.
 */
export function ProductImage({
  path,
  alt,
  priority = false,
  sizes = '(min-width: 768px) 25vw, 50vw',
  className = '',
  ref,
  onError,
  ...rest
}: ProductImageProps) {
  const sized = hasProductImageSizes(path);
  // The path whose AVIF file failed: a new path starts with AVIF again.
  const [avifMissing, setAvifMissing] = useState<string>();
  const withAvif = avifMissing !== path && offersAvif(path);
  // An error before the app started is not reported again: the image says it failed.
  const imageRef = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && avifFailed(image)) setAvifMissing(path);
      setRef(ref, image);
    },
    [ref, path],
  );
  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (avifFailed(event.currentTarget)) setAvifMissing(path);
    onError?.(event);
  };
  const image = (
    <img
      ref={imageRef}
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
      onError={handleError}
      {...rest}
    />
  );
  if (!sized) return image;
  return (
    <picture>
      {withAvif ? (
        <source type={imageFormatTypes.avif} srcSet={productImageSrcSet(path, 'avif')} sizes={sizes} />
      ) : null}
      {image}
    </picture>
  );
}
