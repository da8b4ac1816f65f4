import { I18nProvider } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { RouteError } from '#web/app/layout/route-error.tsx';
import { markAppReady } from '#web/lib/app-ready.ts';
import { i18n, routerBasename } from '#web/lib/i18n.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

/**
 * Marks `<html data-app="ready">` once the app's first render (or its hydration of the server's
 * markup) is committed: from then on the page's buttons work. Browser tests wait for it.
 */
function AppReady() {
  useEffect(() => {
    markAppReady();
  }, []);
  return null;
}

/**
 * What surrounds the storefront's router in the browser and on the server (entry-server.tsx), the
 * same on both so that React's ids (useId) match when the browser hydrates the server's markup:
 * the page's language (lib/i18n.ts, activated before); a crash outside a page shows the generic apology; TanStack Query with `queryClient`, or the
 * browser's own seeded from the page (`wholePage`: the page came server-rendered).
 */
export function AppFrame({
  children,
  queryClient,
  wholePage,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  wholePage?: boolean;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary fallback={<RouteError standalone />}>
        <AppProvider queryClient={queryClient} wholePage={wholePage}>
          {children}
          <AppReady />
        </AppProvider>
      </ErrorBoundary>
    </I18nProvider>
  );
}

/** The storefront in the browser; `serverRendered` when it takes over the server's HTML (hydration). */
export function App({ serverRendered = false }: { serverRendered?: boolean }) {
  return (
    <AppFrame wholePage={serverRendered}>
      <BrowserRouter basename={routerBasename()}>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
