/**
 * Scroll restoration for the declarative router (what React Router's <ScrollRestoration> does
 * for data routers): a new page (link, navigate) starts at the top, Back and Forward return to
 * where the shopper was on that entry. Positions are kept per history entry (`location.key`) in
 * sessionStorage, so they survive a reload of the tab. A server-rendered page the app takes over
 * (lib/hydration.ts) is left where it is.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isServerRenderedView } from './hydration.ts';

const STORAGE_KEY = 'shahi-scroll-positions';
/** Entries remembered at most; the oldest are forgotten first. */
const MAX_ENTRIES = 50;

function readPositions(): Record<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? stored : {};
  } catch {
    return {};
  }
}

const positions: Record<string, number> = typeof window === 'undefined' ? {} : readPositions();

function savePositions() {
  const keys = Object.keys(positions);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[key];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: positions still work for this page's lifetime.
  }
}

/** Keeps and restores scroll positions per history entry; mount once, above every page. */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  // A server-rendered page is already where the browser or the shopper scrolled it: left there.
  const hydratedKey = useRef(isServerRenderedView(location.key) ? location.key : undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        delete positions[currentKey.current];
        positions[currentKey.current] = window.scrollY;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (location.key === hydratedKey.current) return;
    hydratedKey.current = undefined;
    if (navigationType === 'POP') {
      window.scrollTo(0, positions[location.key] ?? 0);
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.hash, navigationType]);
}
