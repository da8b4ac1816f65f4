/**
 * The home banner's turning before the app runs (docs/decisions/0050): on a server-rendered page
 * the app waits for the shopper's first input, but the banner advances every 5 s by itself
 * (docs/product.md#home). Until the banner's component takes over, this does to the server's
 * markup what it does: every BANNER_INTERVAL_MS the next slide becomes the active one
 * (`data-active`, `aria-hidden`, `inert`; the dots' `aria-current`; the "Banner k of N" text, in
 * the page's language from the status's own pattern `data-status`) and
 * the row of slides stands at it (the track's `style`), sliding there over BANNER_TRANSITION_MS
 * (the first slide comes in after the last, as in the component's loop), holding still while
 * hovered or focused. The other slides' pictures are the server's, put in place after the largest
 * paint (lib/after-largest-paint.ts). The component then starts from the slide on screen
 * (`takeOverBanner`), so its hydration matches.
 */
import { BANNER_INTERVAL_MS, BANNER_TRANSITION_MS } from '@shahi/contract';

/**
 * The server-rendered banner that turns by itself (components/banner-slider.tsx), and its slides:
 * found by data attributes, as their ARIA names are in the page's language.
 */
const CAROUSEL = 'section[data-autoplay]';
const SLIDE = '[data-slide]';

let shown = 0;
let stop = () => {};
/** The slide running now (Web Animations), ended when the component takes over. */
let sliding: Animation[] = [];

/**
 * Where the row of slides stands to show slide `index`: each slide is as wide as the row's box.
 * The component renders the same `style` for the slide it starts from (components/banner-slider.tsx).
 */
export function bannerTrackTransform(index: number): string {
  return `translate3d(${-100 * index}%,0,0)`;
}

/** Makes slide `index` the active one, as the component renders it. */
function show(carousel: HTMLElement, slides: HTMLElement[], index: number) {
  slides.forEach((slide, position) => {
    const active = position === index;
    slide.dataset.active = String(active);
    slide.setAttribute('aria-hidden', String(!active));
    slide.toggleAttribute('inert', !active);
  });
  carousel.querySelectorAll('ul button').forEach((dot, position) => {
    if (position === index) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
  const status = carousel.querySelector('p[aria-atomic]');
  if (status) {
    const pattern = status.getAttribute('data-status') || 'Banner {position} of {count}';
    status.textContent = pattern
      .replace('{position}', String(index + 1))
      .replace('{count}', String(slides.length));
  }
  // The attribute as React writes it, so that hydration finds what it renders.
  const track = slides[0]?.parentElement;
  if (index > 0) track?.setAttribute('style', `transform:${bannerTrackTransform(index)}`);
  else track?.removeAttribute('style');
}

/**
 * Slides the row from slide `from` to `to` (already standing at `to`): ease-in-out over
 * BANNER_TRANSITION_MS; from the last to the first, the first comes in after the last. Nothing
 * moves where the browser has no Web Animations (jsdom): the row just stands at `to`.
 */
function slide(slides: HTMLElement[], from: number, to: number) {
  const track = slides[0]?.parentElement;
  if (!track || typeof track.animate !== 'function') return;
  const timing = { duration: BANNER_TRANSITION_MS, easing: 'ease-in-out' };
  const wraps = to < from;
  const end = wraps ? slides.length : to;
  sliding = [
    track.animate(
      [{ transform: bannerTrackTransform(from) }, { transform: bannerTrackTransform(end) }],
      timing,
    ),
  ];
  const first = slides[0];
  if (wraps && first) {
    const afterLast = { transform: `translate3d(${100 * slides.length}%,0,0)` };
    sliding.push(first.animate([afterLast, afterLast], timing));
  }
}

/**
 * Starts turning the server-rendered banner of `doc`; does nothing without one that turns (fewer
 * than 2 slides), or for visitors who prefer reduced motion (the banner stands still for them).
 */
export function turnBannerUntilApp(doc: Document = document): void {
  stop();
  shown = 0;
  const carousel = doc.querySelector<HTMLElement>(CAROUSEL);
  if (!carousel) return;
  const slides = Array.from(carousel.querySelectorAll<HTMLElement>(SLIDE));
  if (slides.length < 2) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let focused = false;
  const schedule = () => {
    clearTimeout(timer);
    if (!hovered && !focused) timer = setTimeout(turn, BANNER_INTERVAL_MS);
  };
  const turn = () => {
    const from = shown;
    shown = (shown + 1) % slides.length;
    show(carousel, slides, shown);
    slide(slides, from, shown);
    schedule();
  };
  const hold = (event: Event) => {
    if (event.type === 'pointerenter') hovered = true;
    else if (event.type === 'pointerleave') hovered = false;
    else if (event.type === 'focusin') focused = true;
    else if (!carousel.contains((event as FocusEvent).relatedTarget as Node | null)) focused = false;
    schedule();
  };
  const events = ['pointerenter', 'pointerleave', 'focusin', 'focusout'] as const;
  for (const type of events) carousel.addEventListener(type, hold);
  schedule();
  stop = () => {
    clearTimeout(timer);
    for (const animation of sliding) animation.cancel();
    sliding = [];
    for (const type of events) carousel.removeEventListener(type, hold);
    stop = () => {};
  };
}

/**
 * Stops the turning (the banner's component takes over) and returns the slide on screen, from 0:
 * the first when it never ran, as on the server.
 */
export function takeOverBanner(): number {
  stop();
  return shown;
}

/** Forgets the slide shown, so that a banner the app draws later starts from the first. */
export function forgetBannerBeforeApp(): void {
  shown = 0;
}
