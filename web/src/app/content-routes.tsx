import type { RouteObject } from 'react-router';

/**
 * The shop's content pages (spec §1, §2; ARCHITECTURE §2 "Contact"): the policy pages, /about,
 * /contact and the /contact-us redirect. Each page loads on first visit.
 */
export const contentRoutes: RouteObject[] = [];
