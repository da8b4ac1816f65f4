import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { useCarousel } from '#web/hooks/use-carousel.ts';
import { useImageLoaded } from '#web/hooks/use-image-loaded.ts';
import { usePrefersReducedMotion } from '#web/hooks/use-media-query.ts';
import { fullScreenImageUrl, imageUrl } from '#web/lib/image-url.ts';
import type { FullScreenPhoto } from './product-lightbox.tsx';

const mainSizes = '(min-width: 768px) 50vw, 100vw';

/** The full-screen view's chunk (the lightbox library and its stylesheet), fetched on first use. */
const ProductLightbox = lazy(async () => ({
  default: (await import('./product-lightbox.tsx')).ProductLightbox,
}));

/** Whether the full-screen view is shown, and at which photo (0-based); null until first opened. */
type FullScreen = { open: boolean; index: number } | null;

/** A corner mark that says the photo opens larger (an expand arrow pair), drawn in currentColor. */
function ExpandMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none">
      <path
        d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The product's photos, one at a time, and a thumbnail button per photo to show it. A swipe
 * (touch or mouse drag) moves to the next or previous photo (Embla, hooks/use-carousel.ts); a
 * thumbnail slides there (at once for visitors who prefer reduced motion). The photo shown is a
 * button: a tap (not a swipe), Enter or Space opens it full screen (product-lightbox.tsx, loaded
 * then); on closing, the gallery shows the photo last seen full screen and focus is on it again.
 */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useLingui();
  const imageAlt = (position: number, total: number) => t`${title}, image ${position} of ${total}`;
  const showImage = (position: number, total: number) => t`Show image ${position} of ${total}`;
  const viewFullScreen = (position: number, total: number) =>
    t`View image ${position} of ${total} full screen`;
  const [activeIndex, setActiveIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState<FullScreen>(null);
  // The photo whose button takes focus once the full-screen view has closed and the gallery shows it.
  const [focusAfterClose, setFocusAfterClose] = useState<number | null>(null);
  const photoButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const reducedMotion = usePrefersReducedMotion();
  // The other photos and the thumbnails wait for the first photo, the page's largest paint, rather
  // than share the network with it; the one asked for is drawn at once.
  const main = useImageLoaded();
  const count = images.length;
  const shown = activeIndex < count ? activeIndex : 0;
  const { viewportRef } = useCarousel({ current: shown, onSwipe: setActiveIndex, instant: reducedMotion });
  useEffect(() => {
    if (focusAfterClose === null) return;
    // Without scrolling: a focused slide would scroll the carousel's overflow-hidden viewport.
    photoButtons.current[focusAfterClose]?.focus({ preventScroll: true });
    setFocusAfterClose(null);
  }, [focusAfterClose]);
  const closeFullScreen = (index: number) => {
    setFullScreen({ open: false, index });
    setActiveIndex(index);
    setFocusAfterClose(index);
  };
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
              className="relative h-full min-w-0 shrink-0 grow-0 basis-full"
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
              <button
                type="button"
                ref={(button) => {
                  photoButtons.current[index] = button;
                }}
                onClick={() => setFullScreen({ open: true, index })}
                aria-label={viewFullScreen(index + 1, count)}
                className="absolute inset-0 flex cursor-zoom-in items-end justify-end p-3 focus-visible:-outline-offset-4"
              >
                <span className="rounded-full bg-ivory/90 p-2 text-maroon-800 shadow-sm ring-1 ring-gold-300/60">
                  <ExpandMark />
                </span>
              </button>
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
      {fullScreen ? (
        <Suspense
          fallback={<div role="status" aria-label={t`Loading…`} className="fixed inset-0 z-50 bg-ink/80" />}
        >
          <ProductLightbox
            photos={images.map(
              (path, index): FullScreenPhoto => ({
                src: fullScreenImageUrl(path),
                alt: index === 0 ? title : imageAlt(index + 1, count),
              }),
            )}
            title={title}
            open={fullScreen.open}
            index={fullScreen.index}
            onClose={closeFullScreen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
