import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mockMatchMedia } from './match-media.ts';

// A route's first lazy import can take over the default 1 s on a busy two-core machine; findBy and
// waitFor still end as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5_000 });

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

// jsdom has <dialog> but not its modal methods; enough of them for the shop's dialogs.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
