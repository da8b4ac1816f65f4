import { type ComponentType, lazy, type ReactElement } from 'react';

/**
 * A page rendered from its own chunk, loaded on first visit: `load` imports the route module,
 * `pick` names its component. The layout's Suspense boundary covers the first load; later
 * navigations run in a transition (BrowserRouter), so the old page stays until the new one is ready.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ReactElement {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}
