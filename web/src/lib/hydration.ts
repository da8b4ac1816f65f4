/**
 * Whether a component is part of the server-rendered view the app took over (docs/decisions/0015).
 * Until the shopper first navigates, they have been looking at the server's markup — and may have
 * scrolled it — so what a page does "on mount" for a fresh visit (scroll to the top, restore a
 * remembered position) must not happen then. React hydrates a page inside a Suspense boundary
 * after the rest, so this follows the location, not the first commit.
 */

/** undefined: the page was not server-rendered; null: taken from the first location asked about. */
let viewKey: string | null | undefined;
let left = false;

/** Called by main.tsx before it hydrates the server's markup. */
export function startHydration(): void {
  viewKey = null;
  left = false;
}

/**
 * True while the location (router `location.key`) is still the one the server rendered; false
 * for good once the shopper has been anywhere else. Call it on every render (useRef's argument).
 */
export function isServerRenderedView(locationKey: string): boolean {
  if (viewKey === undefined || left) return false;
  if (viewKey === null) viewKey = locationKey;
  if (locationKey !== viewKey) left = true;
  return !left;
}

/** Whether the app started by taking over server-rendered markup (main.tsx called startHydration). */
export function tookOverServerMarkup(): boolean {
  return viewKey !== undefined;
}
