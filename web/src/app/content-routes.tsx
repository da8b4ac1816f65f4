import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.tsx';

/**
 * The shop's content pages (docs/product.md#contact-and-content-pages): the policy pages, /about,
 * /contact and the /contact-us redirect. Each page loads on first visit; the five policies share
 * one chunk.
 */
export const contentRoutes: RouteObject[] = [
  {
    path: 'about',
    element: lazyPage(
      () => import('#web/routes/about.tsx'),
      (page) => page.AboutRoute,
    ),
  },
  {
    path: 'contact',
    element: lazyPage(
      () => import('#web/routes/contact.tsx'),
      (page) => page.ContactRoute,
    ),
  },
  {
    path: 'grievance',
    element: lazyPage(
      () => import('#web/routes/grievance.tsx'),
      (page) => page.GrievanceRoute,
    ),
  },
  {
    path: 'ask',
    element: lazyPage(
      () => import('#web/routes/ask.tsx'),
      (page) => page.AskRoute,
    ),
  },
  // /contact is canonical; /contact-us, which older pages linked, leads there.
  { path: 'contact-us', element: <Navigate to="/contact" replace /> },
  {
    path: 'shippingpolicy',
    element: lazyPage(
      () => import('#web/routes/policy.tsx'),
      (page) => page.ShippingPolicyRoute,
    ),
  },
  {
    path: 'returnpolicy',
    element: lazyPage(
      () => import('#web/routes/policy.tsx'),
      (page) => page.ReturnPolicyRoute,
    ),
  },
  {
    path: 'refundpolicy',
    element: lazyPage(
      () => import('#web/routes/policy.tsx'),
      (page) => page.RefundPolicyRoute,
    ),
  },
  {
    path: 'privacypolicy',
    element: lazyPage(
      () => import('#web/routes/policy.tsx'),
      (page) => page.PrivacyPolicyRoute,
    ),
  },
  {
    path: 'termsandconditions',
    element: lazyPage(
      () => import('#web/routes/policy.tsx'),
      (page) => page.TermsRoute,
    ),
  },
];
