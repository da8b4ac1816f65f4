import { createBrowserRouter } from 'react-router';
import { CartRoute } from '../routes/cart.tsx';
import { CollectionRoute } from '../routes/collection.tsx';
import { HomeRoute } from '../routes/home.tsx';
import { LoginRoute } from '../routes/login.tsx';
import { NotFoundRoute } from '../routes/not-found.tsx';
import { ProductRoute } from '../routes/product.tsx';
import { ShopLayout } from './layout/shop-layout.tsx';
import { RouteError } from './route-error.tsx';

/** The storefront's routes; the product page has the reduced navigation, unknown paths "Page not found". */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <ShopLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'collection/:categoryId?/:page?', element: <CollectionRoute /> },
        { path: 'cart', element: <CartRoute /> },
        { path: 'login', element: <LoginRoute /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
    {
      element: <ShopLayout navigation="reduced" />,
      errorElement: <RouteError />,
      children: [{ path: 'product/:productId', element: <ProductRoute /> }],
    },
  ]);
}
