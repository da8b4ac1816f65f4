import type { EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState } from 'react';

interface CarouselSettings {
  /** The slide the component shows: its own state, which the buttons, dots and timers change. */
  current: number;
  /** Told which slide a swipe (touch or mouse drag) settles on. */
  onSwipe: (index: number) => void;
  /** Move to a new `current` at once, without sliding (visitors who prefer reduced motion). */
  instant: boolean;
  /** Embla's options (loop, duration, startIndex…), read on the first render only. */
  options?: EmblaOptionsType;
}

/** Embla runs where both observers it starts exist: every browser the build targets, not jsdom. */
function emblaCanRun(): boolean {
  return typeof IntersectionObserver === 'function' && typeof ResizeObserver === 'function';
}

/**
 * Embla (embla-carousel-react) under a slider whose shown slide is React state: a swipe moves the
 * strip under the finger and reports the slide it settles on through `onSwipe`; a new `current`
 * slides the strip there. Put `viewportRef` on the overflow-hidden viewport whose first child is
 * the flex row of full-width slides. `dragging` is true while a pointer holds the strip (autoplay
 * waits). Embla's `duration` has no unit: its scroll is a damped spring stepped 60 times a second.
 * Where Embla cannot run (jsdom) the ref is left off and the slider works through its controls.
 */
export function useCarousel({ current, onSwipe, instant, options }: CarouselSettings) {
  const [settings] = useState<EmblaOptionsType>(() => ({ align: 'start', ...options }));
  const [viewportRef, api] = useEmblaCarousel(settings);
  const [dragging, setDragging] = useState(false);
  const swiped = useRef(onSwipe);
  swiped.current = onSwipe;

  useEffect(() => {
    if (!api) return;
    const select = () => swiped.current(api.selectedScrollSnap());
    const down = () => setDragging(true);
    const up = () => setDragging(false);
    api.on('select', select).on('pointerDown', down).on('pointerUp', up);
    return () => {
      api.off('select', select).off('pointerDown', down).off('pointerUp', up);
    };
  }, [api]);

  useEffect(() => {
    if (api && api.selectedScrollSnap() !== current) api.scrollTo(current, instant);
  }, [api, current, instant]);

  return { viewportRef: emblaCanRun() ? viewportRef : undefined, dragging };
}
