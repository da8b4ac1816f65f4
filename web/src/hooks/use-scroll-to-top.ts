import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isServerRenderedView } from '#web/lib/hydration.ts';

/**
 * Scrolls the window to the top whenever `key` changes, and on mount — except when the mount
 * takes over a server-rendered page, which the shopper may already have scrolled (until `key`
 * changes).
 */
export function useScrollToTop(key: string): void {
  const location = useLocation();
  const hydratedKey = useRef(isServerRenderedView(location.key) ? key : undefined);
  useEffect(() => {
    if (key === hydratedKey.current) return;
    hydratedKey.current = undefined;
    window.scrollTo(0, 0);
  }, [key]);
}
