/**
 * The shopper's first input on a server-rendered page (docs/decisions/0050): until then a
 * visitor's collection or product page is complete as the server sent it, so the app waits.
 */

/**
 * What counts as reaching for the page: a pointer moving over it or pressed, a touch, a key, the
 * wheel, a scroll, focus entering a control, or a control's value changing.
 */
export const FIRST_INPUT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
  'input',
  'change',
] as const;

/**
 * Calls `callback` once, at the first of `events` on `target` (listened to in the capture phase,
 * passively: nothing is delayed or prevented). Returns a function that stops listening.
 */
export function onFirstInput(
  callback: () => void,
  events: readonly string[] = FIRST_INPUT_EVENTS,
  target: EventTarget = window,
): () => void {
  let done = false;
  const stop = () => {
    for (const type of events) target.removeEventListener(type, fire, true);
  };
  function fire() {
    if (done) return;
    done = true;
    stop();
    callback();
  }
  for (const type of events) target.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
