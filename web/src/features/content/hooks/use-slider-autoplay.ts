import { type FocusEvent, useState } from 'react';
import { usePrefersReducedMotion } from '#web/hooks/use-media-query.ts';

/**
 * Whether a slider advances by itself (WCAG 2.2.2 "Pause, Stop, Hide"): it plays unless the
 * visitor asked the system for reduced motion, until they press Pause (or Play); it holds still
 * while hovered or while keyboard focus is inside. Spread `regionProps` on the slider's region.
 */
export function useSliderAutoplay() {
  const reducedMotion = usePrefersReducedMotion();
  // null: follow the motion preference; true/false: the visitor pressed Play/Pause.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ?? !reducedMotion;
  return {
    reducedMotion,
    /** The visitor's (or the preference's) wish: what the Pause/Play button shows. */
    playing,
    /** Whether the timer runs now. */
    running: playing && !hovered && !focused,
    togglePlaying: () => setChoice(!playing),
    regionProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
