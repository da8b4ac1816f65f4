import { TOP_STRIP_FADE_MS, TOP_STRIP_INTERVAL_MS, TOP_STRIP_TEXTS } from '@shahi/contract';
import { useEffect, useState } from 'react';

/** The fixed dark-red strip on top, alternating "End Of Season Sale" / "Hurry Up" every 5 s with a 0.5 s fade. */
export function TopStrip() {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % TOP_STRIP_TEXTS.length),
      TOP_STRIP_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  return (
    <aside
      aria-label="Announcement"
      data-surface="dark"
      className="fixed inset-x-0 top-0 z-50 flex h-9 items-center justify-center bg-maroon-800 text-gold-200"
    >
      <p
        key={index}
        className="text-xs font-semibold tracking-[0.3em] uppercase motion-safe:animate-fade-in"
        style={{ animationDuration: `${TOP_STRIP_FADE_MS}ms` }}
      >
        {TOP_STRIP_TEXTS[index]}
      </p>
    </aside>
  );
}
