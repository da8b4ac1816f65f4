import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { useCarousel } from '#web/hooks/use-carousel.ts';
import { useImageLoaded } from '#web/hooks/use-image-loaded.ts';
import { usePrefersReducedMotion } from '#web/hooks/use-media-query.ts';
import { imageUrl } from '#web/lib/image-url.ts';

const mainSizes = '(min-width: 768px) 50vw, 100vw';

/**
 * The product's photos, one at a time, and a thumbnail button per photo to show it. A swipe
 * (touch or mouse drag) moves to the next or previous photo (Embla, hooks/use-carousel.ts); a
 * thumbnail slides there (at once for visitors who prefer reduced motion).
 */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useLingui();
  const imageAlt = (position: number, total: number) => t`${title}, image ${position} of ${total}`;
  const showImage = (position: number, total: number) => t`Show image ${position} of ${total}`;
  const [activeIndex, setActiveIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // The other photos and the thumbnails wait for the first photo, the page's largest paint, rather
  // than share the network with it; the one asked for is drawn at once.
  const main = useImageLoaded();
  const count = images.length;
  const shown = activeIndex < count ? activeIndex : 0;
  const { viewportRef } = useCarousel({ current: shown, onSwipe: setActiveIndex, instant: reducedMotion });
  if (count === 0) return <div className="aspect-[4/5] rounded-sm bg-parchment" />;
  return (
    <div>
      <div
        ref={viewportRef}
        className="aspect-[4/5] overflow-hidden rounded-sm bg-parchment ring-1 ring-gold-300/60"
      >
        <div className="flex h-full touch-pan-y touch-pinch-zoom">
          {images.map((path, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a gallery may repeat a path; positions are fixed.
              key={`${index}-${path}`}
              aria-hidden={index !== shown}
              inert={index !== shown}
              className="h-full min-w-0 shrink-0 grow-0 basis-full"
            >
              {index === 0 ? (
                <ProductImage
                  path={path}
                  alt={title}
                  priority
                  sizes={mainSizes}
                  className="h-full w-full object-cover"
                  {...main.imageProps}
                />
              ) : index === shown || main.loaded ? (
                <ProductImage
                  path={path}
                  alt={imageAlt(index + 1, count)}
                  sizes={mainSizes}
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <ul aria-label={t`Product images`} className="mt-3 grid grid-cols-5 gap-2">
          {images.map((path, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gallery may repeat a path; positions are fixed.
            <li key={`${index}-${path}`}>
              <button
                type="button"
                onClick={() => setActiveIndex(index)}
                aria-label={showImage(index + 1, count)}
                aria-pressed={index === shown}
                className={`block w-full overflow-hidden rounded-sm ring-2 transition ${
                  index === shown ? 'ring-maroon-700' : 'ring-transparent hover:ring-gold-500'
                }`}
              >
                {main.loaded ? (
                  <img
                    src={imageUrl(path, 480)}
                    alt=""
                    width={96}
                    height={120}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/5] w-full object-cover"
                  />
                ) : (
                  <span className="block aspect-[4/5] w-full bg-parchment" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
