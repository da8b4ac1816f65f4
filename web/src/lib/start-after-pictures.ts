/**
 * When the app's script may start on a server-rendered page (docs/decisions/0015).
 * The page's HTML already shows it; what a slow phone on 4G waits for is the largest picture,
 * and the ~100 KiB script fetched at the same time shares the link with it (in Lighthouse's
 * simulation, ~0.8 s of the largest paint). So the script is fetched once one of the page's
 * high-priority pictures has been painted as the largest paint, or at once when the shopper
 * reaches for the page (pointer, key, touch), or after `maxWaitMs` at the latest: the page's
 * content first, then its behaviour.
 */

import { onFirstInput } from './first-input.ts';

/** The longest the app waits for the pictures, in milliseconds. */
export const MAX_PICTURE_WAIT_MS = 3_000;

const interactions = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Whether the browser reports largest paints (Chromium does; where not, a frame after loading stands in). */
function reportsLargestPaint(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')
  );
}

/**
 * Calls `start` once, at the first of: a largest-contentful-paint entry naming one of `pictures`
 * (where the browser has none, the next frame after every picture is complete); every picture
 * complete with one of them failed; an interaction with the window; `maxWaitMs`. At once when
 * there are no pictures.
 */
export function startAfterPictures(
  pictures: readonly HTMLImageElement[],
  start: () => void,
  maxWaitMs = MAX_PICTURE_WAIT_MS,
): void {
  if (pictures.length === 0) {
    start();
    return;
  }
  let started = false;
  let observer: PerformanceObserver | undefined;
  const go = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    observer?.disconnect();
    for (const picture of pictures) {
      picture.removeEventListener('load', check);
      picture.removeEventListener('error', check);
    }
    stopListening();
    start();
  };
  const failed = new Set<HTMLImageElement>();
  function check(event?: Event) {
    if (event?.type === 'error') failed.add(event.target as HTMLImageElement);
    if (!pictures.every((picture) => picture.complete)) return;
    if (failed.size > 0) go();
    else if (!observer) requestAnimationFrame(() => setTimeout(go, 0));
  }
  if (reportsLargestPaint()) {
    observer = new PerformanceObserver((list) => {
      const painted = list.getEntries().some((entry) => {
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        return pictures.some((picture) => picture === element);
      });
      if (painted) go();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  for (const picture of pictures) {
    picture.addEventListener('load', check);
    picture.addEventListener('error', check);
  }
  const stopListening = onFirstInput(go, interactions);
  const timer = setTimeout(go, maxWaitMs);
  check();
}
