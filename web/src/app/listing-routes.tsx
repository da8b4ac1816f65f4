import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.tsx';

/**
 * The footer's listing pages (docs/product.md#listings-and-search): /search, /shop,
 * /new-arrivals and /sale, and the /sold archive (ADR 0037), sharing the collection page's grid, sort and pagination. Page n is
 * /{listing}/{n}, as /collection/{id}/{n}; sort and search ride in the query (?sort=…&q=…).
 */
export const listingRoutes: RouteObject[] = [
  {
    path: 'shop/:page?',
    element: lazyPage(
      () => import('#web/routes/shop.tsx'),
      (page) => page.ShopRoute,
    ),
  },
  {
    path: 'new-arrivals/:page?',
    element: lazyPage(
      () => import('#web/routes/new-arrivals.tsx'),
      (page) => page.NewArrivalsRoute,
    ),
  },
  {
    path: 'sale/:page?',
    element: lazyPage(
      () => import('#web/routes/sale.tsx'),
      (page) => page.SaleRoute,
    ),
  },
  {
    path: 'sold/:page?',
    element: lazyPage(
      () => import('#web/routes/sold.tsx'),
      (page) => page.SoldRoute,
    ),
  },
  {
    path: 'search/:page?',
    element: lazyPage(
      () => import('#web/routes/search.tsx'),
      (page) => page.SearchRoute,
    ),
  },
];
