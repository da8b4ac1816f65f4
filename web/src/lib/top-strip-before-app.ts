/**
 * The top strip's alternation before the app runs (docs/decisions/0050): on a server-rendered page
 * the app may wait for the shopper's first input, but the strip changes its text every 5 s by
 * itself (docs/product.md). Until the app takes over, this swaps the server's text the way the
 * strip's component does (a new `<p>`, whose fade then plays); the component starts from the text
 * on screen, so its hydration matches.
 */
import { TOP_STRIP_INTERVAL_MS, TOP_STRIP_TEXTS } from '@shahi/contract';

/** The strip's text element in the server's markup. */
const STRIP_TEXT = 'aside[aria-label="Announcement"] > p';

let shown = 0;
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Starts alternating the server-rendered strip's text every TOP_STRIP_INTERVAL_MS; does nothing
 * without the strip, or for visitors who prefer reduced motion (the strip stands still for them).
 */
export function alternateTopStripUntilApp(doc: Document = document): void {
  shown = 0;
  if (!doc.querySelector(STRIP_TEXT)) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  timer = setInterval(() => {
    const text = doc.querySelector(STRIP_TEXT);
    if (!text) return;
    shown = (shown + 1) % TOP_STRIP_TEXTS.length;
    const next = text.cloneNode(false) as HTMLElement;
    next.textContent = TOP_STRIP_TEXTS[shown] ?? null;
    text.replaceWith(next);
  }, TOP_STRIP_INTERVAL_MS);
}

/**
 * Stops the alternation (the app's strip takes over) and returns the index in TOP_STRIP_TEXTS of
 * the text on screen: 0 when it never ran, as on the server.
 */
export function takeOverTopStrip(): number {
  clearInterval(timer);
  timer = undefined;
  return shown;
}
