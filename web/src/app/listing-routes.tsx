import type { RouteObject } from 'react-router';

/**
 * The footer's listing pages (ARCHITECTURE §2 "Footer destinations"): /search, /shop,
 * /new-arrivals and /sale, sharing the collection page's grid, sort and pagination. Page n is
 * /{listing}/{n}, as /collection/{id}/{n}; sort and search ride in the query (?sort=…&q=…).
 */
export const listingRoutes: RouteObject[] = [
  { path: 'shop/:page?', lazy: async () => ({ Component: (await import('../routes/shop.tsx')).ShopRoute }) },
  {
    path: 'new-arrivals/:page?',
    lazy: async () => ({ Component: (await import('../routes/new-arrivals.tsx')).NewArrivalsRoute }),
  },
  { path: 'sale/:page?', lazy: async () => ({ Component: (await import('../routes/sale.tsx')).SaleRoute }) },
  {
    path: 'search/:page?',
    lazy: async () => ({ Component: (await import('../routes/search.tsx')).SearchRoute }),
  },
];
