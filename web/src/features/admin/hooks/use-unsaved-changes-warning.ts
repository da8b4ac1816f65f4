import { LEAVE_WITHOUT_SAVING } from '@shahi/contract';
import { useEffect } from 'react';

/** The position React Router's browser history keeps in each entry's state (`{ usr, key, idx }`). */
function historyIndex(): number | undefined {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : undefined;
}

/** The same-tab, same-shop page a left click on `target` would open; null when it opens none. */
function linkLeavingPage(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  // A link to this very page (or a #part of it) leaves nothing behind.
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}

/**
 * While `dirty`, asks "Leave without saving?" before the page's unsaved changes are lost: on a
 * click on a link (the back-office tabs, "← All pieces"), on the browser's or phone's Back and
 * Forward, and — through the browser's own prompt (`beforeunload`) — on reload or closing the tab.
 * Declining keeps the page as it was. One hook for every back-office form (ADR 0063, "editing on a
 * phone").
 *
 * The app uses declarative routes, where React Router's `useBlocker` is not available
 * (docs/decisions/0011), so the hook listens before the router does: link clicks in the capture
 * phase on the document, and `popstate` as a capturing listener on the window (capturing listeners
 * of the target run before the router's). A refused Back or Forward is undone with
 * `history.go` to the form's entry, found by the router's `idx` in the entry's state.
 * Navigation by code (`navigate()` after a save) is not asked about.
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const formIndex = historyIndex();
    const formPage = `${window.location.pathname}${window.location.search}`;
    let returning = false;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!linkLeavingPage(event) || window.confirm(LEAVE_WITHOUT_SAVING)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onPopState = (event: PopStateEvent) => {
      if (returning) {
        // The history.go below brought the form's entry back: the router never saw it leave.
        returning = false;
        event.stopImmediatePropagation();
        return;
      }
      // A #part of the form's own page (fragment links fire popstate too) leaves nothing behind.
      if (`${window.location.pathname}${window.location.search}` === formPage) return;
      if (window.confirm(LEAVE_WITHOUT_SAVING)) return;
      event.stopImmediatePropagation();
      const index = historyIndex();
      if (formIndex !== undefined && index !== undefined && index !== formIndex) {
        returning = true;
        window.history.go(formIndex - index);
      }
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [dirty]);
}
