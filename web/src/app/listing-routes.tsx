import type { RouteObject } from 'react-router';

/**
 * The footer's listing pages (ARCHITECTURE §2 "Footer destinations"): /search, /shop,
 * /new-arrivals and /sale, sharing the collection page's grid, sort and pagination.
 */
export const listingRoutes: RouteObject[] = [];
