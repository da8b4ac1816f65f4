import { useEffect } from 'react';

/** Scrolls the window to the top whenever `key` changes (and on mount). */
export function useScrollToTop(key: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of `key` is the trigger itself.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
