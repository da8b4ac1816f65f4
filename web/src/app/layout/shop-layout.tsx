import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { deferredPart } from '#web/lib/deferred-part.tsx';
import { loginRedirectState, onUnauthorized } from '#web/lib/unauthorized.ts';
import type { NavigationVariant } from './main-nav.tsx';
import { RouteError } from './route-error.tsx';
import { SiteHeader } from './site-header.tsx';
import { TopStrip } from './top-strip.tsx';

/** The footer: its code waits until it nears the viewport or the shopper's first input (ADR 0046). */
const SiteFooter = deferredPart(
  () => import('./site-footer.tsx'),
  (module) => module.SiteFooter,
  { visible: 'footer' },
);

/**
 * Every page's frame: top strip, header with navigation, the page, footer; sends 401s to /login
 * (which returns here); a page that crashes shows the apology in its place.
 */
export function ShopLayout({ navigation = 'full' }: { navigation?: NavigationVariant }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('/');
  here.current = `${location.pathname}${location.search}`;
  useEffect(
    () =>
      onUnauthorized(() => {
        if (!here.current.startsWith('/login'))
          navigate('/login', { state: loginRedirectState(here.current) });
      }),
    [navigate],
  );

  return (
    <div className="flex min-h-screen flex-col pt-9">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-1 focus:left-1 focus:z-[60] focus:rounded-sm focus:bg-ivory focus:px-4 focus:py-2 focus:text-maroon-700 focus-visible:outline-gold-300"
      >
        <Trans>Skip to content</Trans>
      </a>
      <TopStrip />
      <SiteHeader navigation={navigation} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary fallback={<RouteError />} resetKeys={[location.pathname]}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
