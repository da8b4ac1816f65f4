import { useLingui } from '@lingui/react/macro';
import { TESTIMONIAL_INTERVAL_MS, TESTIMONIAL_TRANSITION_MS, type Testimonial } from '@shahi/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSliderAutoplay } from '#web/features/content/hooks/use-slider-autoplay.ts';
import { useCarousel } from '#web/hooks/use-carousel.ts';
import { SliderControls } from './slider-controls.tsx';

/** Embla's `duration` (no unit) bringing a testimonial 99% of the way in TESTIMONIAL_TRANSITION_MS. */
const TESTIMONIAL_SCROLL_DURATION = 20;

/**
 * Testimonials one at a time (docs/product.md#home): advances every 5 s, sliding over about 0.5 s
 * (Embla, hooks/use-carousel.ts), and loops on from the last to the first; a swipe moves it too.
 * A click on Previous, Next or a dot is ignored while a slide transition is still running. Like the
 * banner, it holds still while hovered, focused or held, when paused, and for visitors who prefer
 * reduced motion (it then moves without sliding).
 */
export function TestimonialSlider({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useLingui();
  const slideName = (position: number, total: number) => t`${position} of ${total}`;
  const status = (position: number, total: number) => t`Testimonial ${position} of ${total}`;
  const { reducedMotion, playing, running, togglePlaying, regionProps } = useSliderAutoplay();
  const [index, setIndex] = useState(0);
  const transitioning = useRef(false);
  const transitionTimer = useRef<number | undefined>(undefined);
  const count = testimonials.length;
  const current = count > 0 ? index % count : 0;
  const transitionMs = reducedMotion ? 0 : TESTIMONIAL_TRANSITION_MS;
  const { viewportRef, dragging } = useCarousel({
    current,
    onSwipe: setIndex,
    instant: reducedMotion,
    options: { loop: true, duration: TESTIMONIAL_SCROLL_DURATION },
  });

  const goTo = useCallback(
    (next: number) => {
      if (transitioning.current || count === 0) return;
      setIndex(((next % count) + count) % count);
      if (transitionMs === 0) return;
      transitioning.current = true;
      transitionTimer.current = window.setTimeout(() => {
        transitioning.current = false;
      }, transitionMs);
    },
    [count, transitionMs],
  );

  useEffect(() => () => window.clearTimeout(transitionTimer.current), []);

  useEffect(() => {
    if (!running || dragging || count < 2) return;
    const timer = window.setTimeout(() => goTo(current + 1), TESTIMONIAL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [current, count, goTo, running, dragging]);

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Testimonials`}
      className="mx-auto max-w-3xl"
      {...regionProps}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="flex touch-pan-y touch-pinch-zoom">
          {testimonials.map((testimonial, slide) => (
            <li
              key={testimonial._id}
              aria-roledescription={t`slide`}
              aria-label={slideName(slide + 1, count)}
              aria-hidden={slide !== current}
              data-active={slide === current}
              className="min-w-0 shrink-0 grow-0 basis-full px-2"
            >
              <figure className="flex flex-col items-center gap-4 text-center">
                <span aria-hidden="true" className="font-display text-6xl leading-none text-gold-500">
                  “
                </span>
                <blockquote className="font-display text-xl leading-relaxed text-ink italic md:text-2xl">
                  {testimonial.review}
                </blockquote>
                <figcaption>
                  <span className="block font-semibold text-maroon-700">{testimonial.reviewer}</span>
                  {testimonial.designation ? (
                    <span className="block text-sm text-ink-muted">{testimonial.designation}</span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <SliderControls
        item="testimonial"
        count={count}
        current={current}
        onSelect={goTo}
        paused={!playing}
        onTogglePause={togglePlaying}
        surface="page"
        className="mt-6"
      />
      <p className="sr-only" aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        {count > 0 ? status(current + 1, count) : ''}
      </p>
    </section>
  );
}
