import { Suspense } from 'react';
import { matchRoutes, Outlet, type RouteObject, useRoutes } from 'react-router';
import { useFinishLogout } from '#web/lib/logout.ts';
import { useScrollRestoration } from '#web/lib/scroll-restoration.ts';
import { HomeRoute } from '#web/routes/home.tsx';
import { NotFoundRoute } from '#web/routes/not-found.tsx';
import { accountRoutes } from './account-routes.tsx';
import { contentRoutes } from './content-routes.tsx';
import { ShopLayout } from './layout/shop-layout.tsx';
import { isPreloadable, lazyPage } from './lazy-page.tsx';
import { listingRoutes } from './listing-routes.tsx';

/**
 * The storefront's routes (pages other than home load on first visit); the product page has the
 * reduced navigation, unknown paths "Page not found". Declarative routes (`useRoutes` under a
 * BrowserRouter) rather than a data router: the shop loads no data through the router, and the
 * data router's code is ~16 KiB gzipped of every page's first load (docs/decisions/0011).
 */
export const appRoutes: RouteObject[] = [
  {
    // The back office: its own chunk, outside the shop's layout, never loaded by shoppers.
    element: (
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    ),
    children: [
      {
        path: 'admin/*',
        element: lazyPage(
          () => import('./admin-routes.tsx'),
          (page) => page.AdminRoutes,
        ),
      },
    ],
  },
  {
    element: <ShopLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: 'collection/:categoryId?/:page?',
        element: lazyPage(
          () => import('#web/routes/collection.tsx'),
          (page) => page.CollectionRoute,
        ),
      },
      {
        path: 'cart',
        element: lazyPage(
          () => import('#web/routes/cart.tsx'),
          (page) => page.CartRoute,
        ),
      },
      ...accountRoutes,
      ...listingRoutes,
      ...contentRoutes,
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    element: <ShopLayout navigation="reduced" />,
    children: [
      {
        path: 'product/:productId',
        element: lazyPage(
          () => import('#web/routes/product.tsx'),
          (page) => page.ProductRoute,
        ),
      },
    ],
  },
];

/** The page for the current location (inside a BrowserRouter or, in tests, a MemoryRouter); ends a logout, restores scroll. */
export function AppRoutes() {
  useFinishLogout();
  useScrollRestoration();
  return useRoutes(appRoutes);
}

/**
 * Fetches the chunks of the page at `pathname` (nothing for home, which is in the entry). The
 * app renders only once they are in, as a data router would: the first frame then already holds
 * the page, rather than the layout with an empty middle that the page later pushes apart (CLS).
 * Never rejects: a failed fetch is retried, and shown, when the page renders.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as { type?: unknown } | undefined)?.type;
      return isPreloadable(type) ? type.preload().catch(() => undefined) : undefined;
    }),
  );
}
