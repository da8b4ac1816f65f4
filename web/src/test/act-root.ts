import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';

/**
 * For tests that drive a React root with act() themselves, as hydration needs (Testing Library
 * renders with createRoot only). Registers the suite's hooks: React's act environment on, and
 * after each test the kept root unmounted, the document's body emptied and `cleanup` run.
 * `keep(root)` returns the root it records.
 */
export function actRoots(cleanup: () => void = () => {}): { keep: <R extends Root>(root: R) => R } {
  let current: Root | undefined;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => current?.unmount());
    current = undefined;
    document.body.innerHTML = '';
    cleanup();
  });
  return {
    keep: (root) => {
      current = root;
      return root;
    },
  };
}
