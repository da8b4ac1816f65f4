/**
 * Presses made before the app runs are held, not lost (docs/decisions/0050). On a server-rendered
 * page a button does nothing until the app has taken it over, and the app starts only at the
 * shopper's first input, often that very press. So a click on a button then is stopped and, once
 * `<html data-app="ready">` is set (app.tsx), the button is clicked again; a choice made in a
 * `<select>` and text typed into a field before then are handed to the app as change and input
 * events. Links need no holding: they work as links.
 */

import { appIsReady } from './app-ready.ts';

/** The elements whose click the app handles: buttons and their ARIA equivalents. */
const PRESSABLE = 'button, [role="button"], summary';

/**
 * Sets `field`'s value and reports it as typed: React's change tracking keeps the value it last
 * saw, which for a field filled before hydration is already the new one, so it is reset first.
 */
function reportValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (field instanceof HTMLSelectElement || !setValue) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = '';
  setValue.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts holding presses on `doc` until the app is ready; then replays them, the last press after
 * the held values. Returns a function that stops holding without replaying.
 */
export function holdPressesUntilAppReady(doc: Document = document): () => void {
  let press: HTMLElement | null = null;
  const values = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();

  const onClick = (event: MouseEvent) => {
    if (appIsReady(doc) || !(event.target instanceof Element)) return;
    const pressed = event.target.closest<HTMLElement>(PRESSABLE);
    if (!pressed || pressed.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    press = pressed;
  };
  const onValue = (event: Event) => {
    const field = event.target;
    if (appIsReady(doc)) return;
    if (
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio')
    )
      values.set(field, field.value);
  };
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onValue, true);
    doc.removeEventListener('change', onValue, true);
  };
  const observer = new MutationObserver(() => {
    if (!appIsReady(doc)) return;
    stop();
    for (const [field, value] of values) if (field.isConnected) reportValue(field, value);
    if (press?.isConnected) press.click();
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onValue, true);
  doc.addEventListener('change', onValue, true);
  return stop;
}
