import { useLingui } from '@lingui/react/macro';

/** What the slides are, which names the buttons ("Next banner", "Show testimonial 2 of 3"). */
export type SliderItem = 'banner' | 'testimonial';

interface SliderControlsProps {
  /** What one slide is, for the buttons' names. */
  item: SliderItem;
  count: number;
  current: number;
  /** Asked to show slide `index` (wrapping is the caller's; here indexes stay within 0..count-1). */
  onSelect: (index: number) => void;
  /** The pause/play toggle is shown only when given. */
  paused?: boolean;
  onTogglePause?: () => void;
  /** What the controls sit on: a dark photo (banner) or the light page (testimonials). */
  surface?: 'image' | 'page';
  className?: string;
}

/** The buttons' names for `item`, in the page's language (whole sentences per kind of slide). */
function useControlNames(item: SliderItem, count: number) {
  const { t } = useLingui();
  return item === 'banner'
    ? {
        previous: t`Previous banner`,
        next: t`Next banner`,
        show: (position: number) => t`Show banner ${position} of ${count}`,
        play: t`Play banners`,
        pause: t`Pause banners`,
      }
    : {
        previous: t`Previous testimonial`,
        next: t`Next testimonial`,
        show: (position: number) => t`Show testimonial ${position} of ${count}`,
        play: t`Play testimonials`,
        pause: t`Pause testimonials`,
      };
}

/** Previous / dots / Next (and an optional pause toggle) of a slider; nothing for fewer than 2 slides. */
export function SliderControls(props: SliderControlsProps) {
  const { item, count, current, onSelect, paused, onTogglePause, surface = 'image', className = '' } = props;
  const names = useControlNames(item, count);
  if (count < 2) return null;
  const onDark = surface === 'image';
  const buttonClasses = `flex h-9 w-9 items-center justify-center rounded-full text-lg ${
    onDark
      ? 'bg-maroon-900/70 text-gold-200 hover:bg-maroon-900'
      : 'bg-maroon-700 text-ivory hover:bg-maroon-800'
  }`;
  return (
    <div
      data-surface={onDark ? 'dark' : 'light'}
      className={`flex items-center justify-center gap-3 ${className}`}
    >
      <button
        type="button"
        className={buttonClasses}
        aria-label={names.previous}
        onClick={() => onSelect((current - 1 + count) % count)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="flex items-center gap-1">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
          <li key={index}>
            <button
              type="button"
              aria-label={names.show(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSelect(index)}
              className="group flex h-6 w-6 items-center justify-center"
            >
              {/* Filled by `aria-current`, which the banner's script before the app also sets. */}
              <span
                aria-hidden="true"
                className={`block h-2.5 w-2.5 rounded-full border ${
                  onDark
                    ? 'border-gold-500 bg-maroon-900/60 group-aria-[current=true]:bg-gold-500'
                    : 'border-gold-700 bg-ivory group-aria-[current=true]:bg-gold-700'
                }`}
              />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={buttonClasses}
        aria-label={names.next}
        onClick={() => onSelect((current + 1) % count)}
      >
        <span aria-hidden="true">›</span>
      </button>
      {onTogglePause ? (
        <button
          type="button"
          className={buttonClasses}
          aria-label={paused ? names.play : names.pause}
          onClick={onTogglePause}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      ) : null}
    </div>
  );
}
