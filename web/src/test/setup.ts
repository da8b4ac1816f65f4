import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mockMatchMedia } from './match-media.ts';

beforeEach(() => {
  mockMatchMedia(() => false);
  // jsdom does not implement scrolling; pages call it on navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});
