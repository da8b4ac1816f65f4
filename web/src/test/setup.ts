import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadLocale } from '#web/lib/i18n.ts';
import { mockMatchMedia } from './match-media.ts';

// The storefront's words come from the active language's catalogue: English, unless a test activates another.
await loadLocale('en');

// Every render sits in the Lingui provider, as the app's does (AppFrame), whatever else wraps it.
vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof import('@testing-library/react')>();
  const { createElement } = await import('react');
  const { I18nProvider } = await import('@lingui/react');
  const { i18n } = await import('@lingui/core');
  const withI18n = ({ children }: { children: React.ReactNode }) =>
    createElement(I18nProvider, { i18n }, children);
  return {
    ...original,
    render: ((ui: React.ReactNode, options?: Parameters<typeof original.render>[1]) =>
      original.render(ui, {
        ...options,
        wrapper: options?.wrapper
          ? ({ children }: { children: React.ReactNode }) =>
              withI18n({ children: createElement(options.wrapper as React.FC, null, children) })
          : withI18n,
      })) as typeof original.render,
  };
});

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
