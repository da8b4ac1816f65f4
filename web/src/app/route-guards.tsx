import { Navigate, Outlet, useLocation, useMatch, useSearchParams } from 'react-router';
import { getShopConfig } from '#web/lib/config.ts';
import { useSession } from '#web/lib/session.ts';
import { loginRedirectState } from '#web/lib/unauthorized.ts';

/** The in-app path a guarded page passed along (`state.from`), or "/"; never another site. */
function returnPath(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/**
 * Pages for visitors only (login, registration, verification, password reset): a logged-in
 * user goes to "/", or back to the page that sent them to /login (docs/product.md#accounts).
 */
export function GuestOnlyRoute() {
  const { user } = useSession();
  const location = useLocation();
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

/**
 * The checkout (`/checkout`, `/checkout/:productId`) is open to visitors when the shop signs in by
 * mobile number: its page does it on the spot (docs/decisions/0066-sign-in-by-mobile.md).
 */
const CHECKOUT_PATTERN = '/checkout/:productId?';

/**
 * Pages that need a login: a visitor goes to /login, which returns here afterwards — except at the
 * checkout, whose page handles a visitor itself (CHECKOUT_PATTERN). With `allowUrlToken`, a `token`
 * query parameter stands in for the login (/auth/changepassword).
 */
export function RequireAuthRoute({ allowUrlToken = false }: { allowUrlToken?: boolean }) {
  const { user } = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Without an SMS provider there is no mobile sign-in (getShopConfig().mobileSignIn): /login as before.
  const atCheckout = useMatch(CHECKOUT_PATTERN) !== null && getShopConfig().mobileSignIn !== false;
  if (user || atCheckout || (allowUrlToken && searchParams.get('token'))) return <Outlet />;
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to="/login" replace state={loginRedirectState(from)} />;
}
