import { Trans, useLingui } from '@lingui/react/macro';
import { BANNER_INTERVAL_MS, type Banner, bannerImageWidths, MOBILE_BREAKPOINT_PX } from '@shahi/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AfterLargestPaint } from '#web/components/ui/after-largest-paint.tsx';
import {
  bannerTrackTransform,
  forgetBannerBeforeApp,
  takeOverBanner,
} from '#web/features/content/banner-before-app.ts';
import { useSliderAutoplay } from '#web/features/content/hooks/use-slider-autoplay.ts';
import { useCarousel } from '#web/hooks/use-carousel.ts';
import { useImageLoaded } from '#web/hooks/use-image-loaded.ts';
import { picturesAfterLargestPaintShown } from '#web/lib/after-largest-paint.ts';
import { imageUrl } from '#web/lib/image-url.ts';
import { SliderControls } from './slider-controls.tsx';

/** The width-to-height shape of banner images on desktop (8:3) and on mobile (4:5). */
const desktopSize = { width: bannerImageWidths.desktop, height: 600 };
const mobileSize = { width: bannerImageWidths.mobile, height: 1000 };
/** Where the mobile picture applies: the `phone:` variant of web/src/index.css, the server's preload media. */
const phoneMedia = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
/** Embla's `duration` (no unit) that brings a banner 99% of the way in BANNER_TRANSITION_MS (1 s). */
const BANNER_SCROLL_DURATION = 32;

function BannerLink({ link, children }: { link: string | undefined; children: ReactNode }) {
  if (!link) return children;
  if (link.startsWith('/')) return <Link to={link}>{children}</Link>;
  return <a href={link}>{children}</a>;
}

/** The banner's words over the image's plain side: left third on desktop, top on a phone. */
function BannerCaption({ title, withLink }: { title: string; withLink: boolean }) {
  const desktop = 'inset-y-0 left-0 w-[42%] items-start pl-[6%] pr-4';
  const phone =
    'phone:right-0 phone:bottom-auto phone:h-[44%] phone:w-auto phone:items-center phone:px-6 phone:text-center';
  return (
    // The image's alt text already names the banner; the caption is what sighted visitors read.
    <div aria-hidden="true" className={`absolute flex flex-col justify-center gap-4 ${desktop} ${phone}`}>
      <p className="font-display text-sm tracking-[0.3em] text-gold-300 uppercase">
        <Trans>Handcrafted in Chandigarh</Trans>
      </p>
      <p className="font-display text-3xl leading-tight font-semibold text-ivory md:text-5xl">{title}</p>
      {withLink ? (
        <span className="rounded-sm border border-gold-300 px-5 py-2 text-sm font-semibold tracking-widest text-gold-300 uppercase">
          <Trans>Shop the collection</Trans>
        </span>
      ) : null}
    </div>
  );
}

/**
 * The home banner (docs/product.md#home): advances every 5 s, sliding to the next over about 1 s
 * (Embla, hooks/use-carousel.ts), and loops on from the last to the first; a swipe (touch or mouse
 * drag) moves it too. Uses each banner's mobileImage at ≤ 768 px (a `<picture>` source and CSS, so
 * the server-rendered page and the preload pick the same picture as the browser); holds still
 * while hovered, focused or held, when paused, and from the start for visitors who prefer reduced
 * motion (they may still press Play; it then moves without sliding). On a server-rendered page it
 * turns before the app runs (../banner-before-app.ts) and starts from the slide on screen. Its
 * words are in the page's language; the live status carries its own pattern (`data-status`) for
 * the script before the app.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const status = (position: number | string, total: number) => t`Banner ${position} of ${total}`;
  const slideName = (position: number, total: number) => t`${position} of ${total}`;
  const { reducedMotion, playing, running, togglePlaying, regionProps } = useSliderAutoplay();
  const [start] = useState(takeOverBanner);
  const [index, setIndex] = useState(start);
  // The other slides' pictures wait for the first one: it is the page's largest paint. Over the
  // server's markup they are already in place once the app runs (AfterLargestPaint).
  const first = useImageLoaded(picturesAfterLargestPaintShown());
  const count = banners.length;
  const current = count > 0 ? index % count : 0;
  const { viewportRef, dragging } = useCarousel({
    current,
    onSwipe: setIndex,
    instant: reducedMotion,
    options: { loop: true, duration: BANNER_SCROLL_DURATION, startIndex: start },
  });

  useEffect(forgetBannerBeforeApp, []);

  useEffect(() => {
    if (!running || dragging || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [current, count, running, dragging]);

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Featured`}
      className="relative"
      // A banner that turns by itself: turned before the app runs (boot.ts).
      data-autoplay={count > 1 ? '' : undefined}
      {...regionProps}
    >
      <div
        ref={viewportRef}
        className="relative aspect-[8/3] w-full overflow-hidden bg-maroon-900 phone:aspect-[4/5]"
      >
        {/* The row of slides; Embla moves it. Before the app, the slide on screen is in its style. */}
        <div
          className="flex h-full touch-pan-y touch-pinch-zoom"
          style={start > 0 ? { transform: bannerTrackTransform(start) } : undefined}
        >
          {banners.map((banner, slide) => {
            const active = slide === current;
            const picture = (
              <picture>
                <source
                  media={phoneMedia}
                  srcSet={imageUrl(banner.mobileImage)}
                  width={mobileSize.width}
                  height={mobileSize.height}
                />
                <img
                  src={imageUrl(banner.image)}
                  alt={banner.title ?? status(slide + 1, count)}
                  width={desktopSize.width}
                  height={desktopSize.height}
                  loading={slide === 0 ? 'eager' : 'lazy'}
                  fetchPriority={slide === 0 ? 'high' : undefined}
                  className="h-full w-full object-cover"
                  {...(slide === 0 ? first.imageProps : {})}
                />
              </picture>
            );
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group.
              <div
                key={banner._id}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={slideName(slide + 1, count)}
                data-slide=""
                aria-hidden={!active}
                inert={!active}
                data-active={active}
                className="relative h-full min-w-0 shrink-0 grow-0 basis-full"
              >
                <BannerLink link={banner.link}>
                  {slide === 0 ? (
                    picture
                  ) : (
                    <AfterLargestPaint when={active || first.loaded}>{picture}</AfterLargestPaint>
                  )}
                  {banner.title ? (
                    <BannerCaption title={banner.title} withLink={Boolean(banner.link)} />
                  ) : null}
                </BannerLink>
              </div>
            );
          })}
        </div>
      </div>
      <SliderControls
        item="banner"
        count={count}
        current={current}
        onSelect={setIndex}
        paused={!playing}
        onTogglePause={togglePlaying}
        className="absolute inset-x-0 bottom-3"
      />
      <p
        className="sr-only"
        aria-live={running ? 'off' : 'polite'}
        aria-atomic="true"
        data-status={status('{position}', count)}
      >
        {count > 0 ? status(current + 1, count) : ''}
      </p>
    </section>
  );
}
