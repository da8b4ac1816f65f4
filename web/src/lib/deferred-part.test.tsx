import { act, StrictMode, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { actRoots } from '#web/test/act-root.ts';
import { deferredPart, preloadDeferredParts, whenNeeded } from './deferred-part.tsx';
import { startHydration } from './hydration.ts';

/** The deferred component of the tests: a counter whose button only works once hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** Settles pending promises and timers that are already due. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

const roots = actRoots(() => {
  delete document.documentElement.dataset.app;
  vi.unstubAllGlobals();
});

describe('whenNeeded', () => {
  it('waits for the first input when nothing else is asked for', async () => {
    let done = false;
    void whenNeeded({}).then(() => {
      done = true;
    });
    await settle();
    expect(done).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(done).toBe(true);
  });

  it('resolves once the named element nears the viewport', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, options: IntersectionObserverInit) {
          report = callback;
          expect(options.rootMargin).toBe('400px 0px');
        }
        observe = observe;
        disconnect() {}
      },
    );
    document.body.innerHTML = '<footer>Footer</footer>';
    let done = false;
    void whenNeeded({ visible: 'footer' }).then(() => {
      done = true;
    });
    expect(observe).toHaveBeenCalledWith(document.querySelector('footer'));
    report?.([{ isIntersecting: false }]);
    await settle();
    expect(done).toBe(false);
    report?.([{ isIntersecting: true }]);
    await settle();
    expect(done).toBe(true);
  });
});

describe('deferredPart', () => {
  it('renders on the server once preloaded, markup and all', async () => {
    const load = vi.fn(async () => ({ Counter }));
    const Part = deferredPart(load, (module) => module.Counter, {});
    await preloadDeferredParts();
    expect(load).toHaveBeenCalled();
    // The component itself (not the fallback), inside the boundary the browser keeps dehydrated.
    expect(renderToString(<Part label="Taps" />)).toBe(
      '<!--$--><button type="button">Taps<!-- --> <!-- -->0</button><!--/$-->',
    );
  });

  it('leaves the server markup alone until the first input, then hydrates it in place', async () => {
    const container = document.createElement('div');
    // The server's markup of the part: its own Suspense boundary around the component.
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Counter label="Taps" />
      </Suspense>,
    );
    document.body.append(container);
    const button = container.querySelector('button');
    const load = vi.fn(async () => ({ Counter }));
    const Part = deferredPart(load, (module) => module.Counter, {});
    startHydration();
    const recoverable = vi.fn();
    await act(async () => {
      roots.keep(
        hydrateRoot(
          container,
          <StrictMode>
            <Part label="Taps" />
          </StrictMode>,
          { onRecoverableError: recoverable },
        ),
      );
    });
    document.documentElement.dataset.app = 'ready';
    await settle();
    // Not fetched yet, and the server's button is still on screen, not hydrated: a click does nothing.
    expect(load).not.toHaveBeenCalled();
    act(() => button?.click());
    expect(button?.textContent).toBe('Taps 0');

    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    // The same element, now hydrated: its click counts.
    expect(container.querySelector('button')).toBe(button);
    act(() => button?.click());
    expect(button?.textContent).toBe('Taps 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('loads at once where the browser draws the part itself, showing the fallback meanwhile', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const load = vi.fn(async () => ({ Counter }));
    const Part = deferredPart(load, (module) => module.Counter, { idle: true }, <p>Waiting</p>);
    document.documentElement.dataset.app = 'ready';
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      roots.keep(createRoot(container)).render(<Part label="Taps" />);
    });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Taps 0');
  });
});
