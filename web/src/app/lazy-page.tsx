import { type ComponentType, lazy, type ReactElement, useState } from 'react';

/** A page component that can be fetched ahead of rendering (see preloadPage in router.tsx). */
export interface PreloadablePage {
  (): ReactElement;
  /** Fetches the page's chunk; later mounts render the page at once, without suspending. */
  preload(): Promise<void>;
}

/**
 * A page rendered from its own chunk, loaded on first visit: `load` imports the route module,
 * `pick` names its component. Later navigations run in a transition (BrowserRouter), so the old
 * page stays until the new one is ready; the first page of a visit is fetched before the app
 * renders at all (main.tsx), so the frame never shows without it (no layout shift when it lands).
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ReactElement {
  let loaded: ComponentType | undefined;
  const fetchPage = async () => {
    loaded ??= pick(await load());
    return loaded;
  };
  const Suspending = lazy(async () => ({ default: await fetchPage() }));
  const Page = (() => {
    // Chosen once per mount: switching component types later would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending);
    return <Component />;
  }) as PreloadablePage;
  Page.preload = async () => {
    await fetchPage();
  };
  return <Page />;
}

/** Whether `element` is a lazyPage element (its type can preload). */
export function isPreloadable(type: unknown): type is PreloadablePage {
  return typeof type === 'function' && typeof (type as Partial<PreloadablePage>).preload === 'function';
}
