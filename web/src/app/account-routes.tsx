import { Navigate, type RouteObject } from 'react-router';
import { GuestOnlyRoute, RequireAuthRoute } from './route-guards.tsx';

/**
 * The account pages (spec §2, §6): visitors-only forms, the two redirects, and the pages that
 * need a login (profile, checkout, my orders). Each page loads on first visit.
 */
export const accountRoutes: RouteObject[] = [
  {
    element: <GuestOnlyRoute />,
    children: [
      { path: 'login', lazy: async () => ({ Component: (await import('../routes/login.tsx')).LoginRoute }) },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('../routes/register.tsx')).RegisterRoute }),
      },
      {
        path: 'register/verification',
        lazy: async () => ({
          Component: (await import('../routes/register-verification.tsx')).RegisterVerificationRoute,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../routes/forgot-password.tsx')).ForgotPasswordRoute,
        }),
      },
      {
        path: 'reset-password/:token?',
        lazy: async () => ({ Component: (await import('../routes/reset-password.tsx')).ResetPasswordRoute }),
      },
    ],
  },
  // ARCHITECTURE §2: /forgot-password is canonical.
  { path: 'forgotpassword', element: <Navigate to="/forgot-password" replace /> },
  {
    element: <RequireAuthRoute />,
    children: [
      {
        path: 'profile',
        lazy: async () => ({ Component: (await import('../routes/profile.tsx')).ProfileRoute }),
      },
      {
        // `/checkout/{productId}` buys one piece; `/checkout` buys every available piece of the bag (ARCHITECTURE §2).
        path: 'checkout/:productId?',
        lazy: async () => ({ Component: (await import('../routes/checkout.tsx')).CheckoutRoute }),
      },
      {
        path: 'my-orders',
        lazy: async () => ({ Component: (await import('../routes/my-orders.tsx')).MyOrdersRoute }),
      },
    ],
  },
  {
    element: <RequireAuthRoute allowUrlToken />,
    children: [
      {
        path: 'auth/changepassword',
        lazy: async () => ({
          Component: (await import('../routes/change-password.tsx')).ChangePasswordRoute,
        }),
      },
    ],
  },
];
