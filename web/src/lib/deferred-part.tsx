import { type ComponentType, lazy, memo, type ReactNode, Suspense, useState } from 'react';
import { appIsReady } from '#web/lib/app-ready.ts';
import { onFirstInput } from '#web/lib/first-input.ts';
import { tookOverServerMarkup } from '#web/lib/hydration.ts';

/**
 * Parts of a server-rendered page whose code waits until it is needed (docs/decisions/0046): the
 * sliders and the footer are on screen from the server's HTML, but their code — and React's
 * hydration of them — are work a slow phone does on its main thread right after the page paints,
 * before the shopper has touched anything. A deferred part is its own Suspense boundary: while its
 * chunk is not loaded, React leaves the server's markup in place (a dehydrated boundary) and
 * hydrates it once the chunk arrives. The chunk is fetched at the first of:
 * - `idle`: the main thread has been idle (requestIdleCallback, at most `IDLE_TIMEOUT_MS` later);
 * - `visible`: the element `visible` (a CSS selector) comes within `VISIBLE_MARGIN_PX` of the
 *   viewport (IntersectionObserver);
 * - the shopper's first input anywhere (pointer, key, touch, wheel).
 * Only while the app takes over the server's markup: drawn by the browser (any later page, or a
 * page the server did not render) the part loads at once, without waiting. On the server the part
 * renders directly, its module loaded beforehand by `preloadDeferredParts` (entry-server.tsx).
 */

/** The latest, in ms after the part is first rendered, that an `idle` part waits for idle time. */
export const IDLE_TIMEOUT_MS = 4_000;
/** How near the viewport, in CSS pixels, a `visible` part's element counts as visible. */
export const VISIBLE_MARGIN_PX = 400;

/** When a deferred part's chunk is fetched while the app takes over the server's markup. */
export interface DeferredWhen {
  /** Fetch once the main thread is idle. */
  idle?: boolean;
  /** Fetch once the element this CSS selector names nears the viewport. */
  visible?: string;
}

const inputs = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** Every deferred part's loader, for the server to load them all before it renders. */
const loaders = new Set<() => Promise<unknown>>();

/** Loads every deferred part's module (the server, before rendering a page); resolves when all are in. */
export async function preloadDeferredParts(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}

/** Resolves at the first of `when`'s moments or the shopper's first input (see the module's comment). */
export function whenNeeded(when: DeferredWhen): Promise<void> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    const go = () => {
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    cleanups.push(onFirstInput(go, inputs));
    if (when.idle) {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
        cleanups.push(() => window.cancelIdleCallback(handle));
      } else {
        const handle = window.setTimeout(go, 0);
        cleanups.push(() => window.clearTimeout(handle));
      }
    }
    if (when.visible !== undefined) {
      const element = document.querySelector(when.visible);
      if (!element || typeof IntersectionObserver !== 'function') {
        go();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) go();
        },
        { rootMargin: `${VISIBLE_MARGIN_PX}px 0px` },
      );
      observer.observe(element);
      cleanups.push(() => observer.disconnect());
    }
  });
}

/**
 * A component drawn from its own chunk, deferred as the module's comment describes: `load`
 * imports the module, `pick` names its component; `fallback` shows only where the browser draws
 * the part itself before its chunk is in (never over server markup). The returned component is
 * memoised: a parent's re-render with the same props leaves a not-yet-hydrated part alone.
 */
export function deferredPart<Props extends object, Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  when: DeferredWhen,
  fallback: ReactNode = null,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const fetchPart = async () => {
    loaded ??= pick(await load());
    return loaded;
  };
  loaders.add(fetchPart);
  const Suspending = lazy(async () => {
    if (tookOverServerMarkup() && !appIsReady()) await whenNeeded(when);
    return { default: await fetchPart() };
  });
  function Part(props: Props) {
    // Chosen once per mount: switching component types later would remount the part.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  return memo(Part) as unknown as ComponentType<Props>;
}
