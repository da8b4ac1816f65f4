import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider.tsx';
import { RouteError } from './route-error.tsx';
import { AppRoutes } from './router.tsx';

/** The storefront: providers around the router; a crash outside a page shows the generic apology. */
export function App() {
  return (
    <ErrorBoundary fallback={<RouteError standalone />}>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </ErrorBoundary>
  );
}
