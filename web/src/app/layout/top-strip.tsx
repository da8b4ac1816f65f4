import { useLingui } from '@lingui/react/macro';
import { TOP_STRIP_FADE_MS, TOP_STRIP_INTERVAL_MS, TOP_STRIP_TEXTS } from '@shahi/contract';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '#web/hooks/use-media-query.ts';
import { shopWord } from '#web/lib/shop-words.ts';
import { takeOverTopStrip } from '#web/lib/top-strip-before-app.ts';

/**
 * The fixed dark-red strip on top, alternating "End Of Season Sale" / "Hurry Up" every 5 s with a
 * 0.5 s fade. The change is not announced (no live region), and it can be stopped (WCAG 2.2.2): a
 * Pause button, hover or focus hold it, and it stands still for visitors who prefer reduced motion.
 */
export function TopStrip() {
  const { t, i18n } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  // From the text on screen: before the app ran, boot.ts alternated the server's (ADR 0050).
  const [index, setIndex] = useState(takeOverTopStrip);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const playing = choice ?? !reducedMotion;
  const running = playing && !held;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % TOP_STRIP_TEXTS.length),
      TOP_STRIP_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <aside
      aria-label={t`Announcement`}
      // For the alternation before the app (lib/top-strip-before-app.ts): the strip, and its texts
      // in the page's language, found without the translated name.
      data-top-strip={JSON.stringify(TOP_STRIP_TEXTS.map((text) => shopWord(text, i18n)))}
      data-surface="dark"
      className="fixed inset-x-0 top-0 z-50 flex h-9 items-center justify-center bg-maroon-800 px-10 text-gold-200"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <p
        key={index}
        className="text-xs font-semibold tracking-[0.3em] uppercase motion-safe:animate-fade-in"
        style={{ animationDuration: `${TOP_STRIP_FADE_MS}ms` }}
      >
        {shopWord(TOP_STRIP_TEXTS[index] ?? '', i18n)}
      </p>
      <button
        type="button"
        aria-label={playing ? t`Pause announcements` : t`Play announcements`}
        onClick={() => setChoice(!playing)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        className="absolute top-1/2 right-2 flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-sm text-[0.65rem] text-gold-200 hover:bg-maroon-700"
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
    </aside>
  );
}
