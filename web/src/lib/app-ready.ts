/**
 * `<html data-app="ready">`: set once the app's first render (or its hydration of the server's
 * markup) is committed, from when the page's buttons work (docs/decisions/0015). Read by the
 * deferred parts, the held presses (docs/decisions/0046, 0050) and the browser tests.
 */

/** Marks the app as running on `doc`. */
export function markAppReady(doc: Document = document): void {
  doc.documentElement.dataset.app = 'ready';
}

/** Whether the app has committed its first render on `doc`. */
export function appIsReady(doc: Document = document): boolean {
  return doc.documentElement.dataset.app === 'ready';
}
