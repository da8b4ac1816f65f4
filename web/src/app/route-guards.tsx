import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
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
 * Pages that need a login: a visitor goes to /login, which returns here afterwards.
 * With `allowUrlToken`, a `token` query parameter stands in for the login (/auth/changepassword).
 */
export function RequireAuthRoute({ allowUrlToken = false }: { allowUrlToken?: boolean }) {
  const { user } = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  if (user || (allowUrlToken && searchParams.get('token'))) return <Outlet />;
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to="/login" replace state={loginRedirectState(from)} />;
}
