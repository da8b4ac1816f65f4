import { createBrowserRouter } from 'react-router';
import { HomeRoute } from '../routes/home.tsx';
import { NotFoundRoute } from '../routes/not-found.tsx';
import { ShopLayout } from './layout/shop-layout.tsx';
import { RouteError } from './route-error.tsx';

/** The storefront's routes (pages other than home load on first visit); the product page has the reduced navigation, unknown paths "Page not found". */
export function createAppRouter() {
  return createBrowserRouter([
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
        {
          path: 'login',
          lazy: async () => ({ Component: (await import('../routes/login.tsx')).LoginRoute }),
        },
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
  ]);
}
