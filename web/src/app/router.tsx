import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRoute } from '../routes/home.tsx';
import { NotFoundRoute } from '../routes/not-found.tsx';
import { accountRoutes } from './account-routes.tsx';
import { contentRoutes } from './content-routes.tsx';
import { ShopLayout } from './layout/shop-layout.tsx';
import { listingRoutes } from './listing-routes.tsx';
import { RouteError } from './route-error.tsx';

/** The storefront's routes (pages other than home load on first visit); the product page has the reduced navigation, unknown paths "Page not found". */
export const appRoutes: RouteObject[] = [
  {
    element: <ShopLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: 'collection/:categoryId?/:page?',
        lazy: async () => ({ Component: (await import('../routes/collection.tsx')).CollectionRoute }),
      },
      { path: 'cart', lazy: async () => ({ Component: (await import('../routes/cart.tsx')).CartRoute }) },
      ...accountRoutes,
      ...listingRoutes,
      ...contentRoutes,
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    element: <ShopLayout navigation="reduced" />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'product/:productId',
        lazy: async () => ({ Component: (await import('../routes/product.tsx')).ProductRoute }),
      },
    ],
  },
];

/** The browser router over appRoutes. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
