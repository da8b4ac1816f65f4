import { Navigate, type RouteObject } from 'react-router';

/**
 * The shop's content pages (spec §1, §2; ARCHITECTURE §2 "Contact"): the policy pages, /about,
 * /contact and the /contact-us redirect. Each page loads on first visit; the five policies share
 * one chunk.
 */
export const contentRoutes: RouteObject[] = [
  { path: 'about', lazy: async () => ({ Component: (await import('../routes/about.tsx')).AboutRoute }) },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('../routes/contact.tsx')).ContactRoute }),
  },
  // ARCHITECTURE §2: /contact is canonical (the terms page of old linked /contact-us).
  { path: 'contact-us', element: <Navigate to="/contact" replace /> },
  {
    path: 'shippingpolicy',
    lazy: async () => ({ Component: (await import('../routes/policy.tsx')).ShippingPolicyRoute }),
  },
  {
    path: 'returnpolicy',
    lazy: async () => ({ Component: (await import('../routes/policy.tsx')).ReturnPolicyRoute }),
  },
  {
    path: 'refundpolicy',
    lazy: async () => ({ Component: (await import('../routes/policy.tsx')).RefundPolicyRoute }),
  },
  {
    path: 'privacypolicy',
    lazy: async () => ({ Component: (await import('../routes/policy.tsx')).PrivacyPolicyRoute }),
  },
  {
    path: 'termsandconditions',
    lazy: async () => ({ Component: (await import('../routes/policy.tsx')).TermsRoute }),
  },
];
