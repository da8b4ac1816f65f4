import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.tsx';
import { GuestOnlyRoute, RequireAuthRoute } from './route-guards.tsx';

/**
 * The account pages (docs/product.md#accounts): visitors-only forms, the reset link (for anyone), the two
 * redirects, and the pages that need a login (profile, checkout, wishlist, my orders). Each page loads on first visit.
 */
export const accountRoutes: RouteObject[] = [
  {
    element: <GuestOnlyRoute />,
    children: [
      {
        path: 'login',
        element: lazyPage(
          () => import('#web/routes/login.tsx'),
          (page) => page.LoginRoute,
        ),
      },
      {
        path: 'register',
        element: lazyPage(
          () => import('#web/routes/register.tsx'),
          (page) => page.RegisterRoute,
        ),
      },
      {
        path: 'register/verification',
        element: lazyPage(
          () => import('#web/routes/register-verification.tsx'),
          (page) => page.RegisterVerificationRoute,
        ),
      },
      {
        path: 'forgot-password',
        element: lazyPage(
          () => import('#web/routes/forgot-password.tsx'),
          (page) => page.ForgotPasswordRoute,
        ),
      },
    ],
  },
  // A mailed reset link works signed in or not: the shopper may open it in a signed-in browser.
  {
    path: 'reset-password/:token?',
    element: lazyPage(
      () => import('#web/routes/reset-password.tsx'),
      (page) => page.ResetPasswordRoute,
    ),
  },
  // A mailed COD confirmation link works signed in or not (ADR 0035); only its button confirms.
  {
    path: 'order/:orderId/confirm',
    element: lazyPage(
      () => import('#web/routes/confirm-order.tsx'),
      (page) => page.ConfirmOrderRoute,
    ),
  },
  // A mailed unsubscribe link works signed in or not; the page POSTs only when its button is pressed.
  {
    path: 'unsubscribe',
    element: lazyPage(
      () => import('#web/routes/unsubscribe.tsx'),
      (page) => page.UnsubscribeRoute,
    ),
  },
  // /forgot-password is canonical; /forgotpassword leads there.
  { path: 'forgotpassword', element: <Navigate to="/forgot-password" replace /> },
  // Claim mails link to /my-claims; the claims show on their orders (ADR 0057).
  { path: 'my-claims', element: <Navigate to="/my-orders" replace /> },
  {
    element: <RequireAuthRoute />,
    children: [
      {
        path: 'profile',
        element: lazyPage(
          () => import('#web/routes/profile.tsx'),
          (page) => page.ProfileRoute,
        ),
      },
      {
        // `/checkout/{productId}` buys one piece; `/checkout` buys every available piece of the bag.
        path: 'checkout/:productId?',
        element: lazyPage(
          () => import('#web/routes/checkout.tsx'),
          (page) => page.CheckoutRoute,
        ),
      },
      {
        path: 'wishlist',
        element: lazyPage(
          () => import('#web/routes/wishlist.tsx'),
          (page) => page.WishlistRoute,
        ),
      },
      {
        // A mailed quote link: the request's account, or the account of its e-mail address (ADR 0040).
        path: 'requests/:requestId',
        element: lazyPage(
          () => import('#web/routes/request.tsx'),
          (page) => page.RequestRoute,
        ),
      },
      {
        path: 'my-orders',
        element: lazyPage(
          () => import('#web/routes/my-orders.tsx'),
          (page) => page.MyOrdersRoute,
        ),
      },
    ],
  },
  {
    element: <RequireAuthRoute allowUrlToken />,
    children: [
      {
        path: 'auth/changepassword',
        element: lazyPage(
          () => import('#web/routes/change-password.tsx'),
          (page) => page.ChangePasswordRoute,
        ),
      },
    ],
  },
];
