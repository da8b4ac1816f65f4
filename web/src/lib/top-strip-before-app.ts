/**
 * The top strip's alternation before the app runs (docs/decisions/0050): on a server-rendered page
 * the app may wait for the shopper's first input, but the strip changes its text every 5 s by
 * itself (docs/product.md). Until the app takes over, this swaps the server's text the way the
 * strip's component does (a new `<p>`, whose fade then plays); the component starts from the text
 * on screen, so its hydration matches.
 */
import { TOP_STRIP_INTERVAL_MS, TOP_STRIP_TEXTS } from '@shahi/contract';

/** The strip's text element in the server's markup (its texts, in the page's language, in `data-top-strip`). */
const STRIP = 'aside[data-top-strip]';
const STRIP_TEXT = `${STRIP} > p`;

/** The strip's texts as the server wrote them (translated), or the English ones when absent or unreadable. */
function stripTexts(doc: Document): readonly string[] {
  try {
    const texts: unknown = JSON.parse(doc.querySelector(STRIP)?.getAttribute('data-top-strip') ?? '');
    if (
      Array.isArray(texts) &&
      texts.length === TOP_STRIP_TEXTS.length &&
      texts.every((t) => typeof t === 'string')
    )
      return texts;
  } catch {
    // English below.
  }
  return TOP_STRIP_TEXTS;
}

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
  const texts = stripTexts(doc);
  timer = setInterval(() => {
    const text = doc.querySelector(STRIP_TEXT);
    if (!text) return;
    shown = (shown + 1) % texts.length;
    const next = text.cloneNode(false) as HTMLElement;
    next.textContent = texts[shown] ?? null;
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
