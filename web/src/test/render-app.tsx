import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '#web/app/router.tsx';

type Entry = string | { pathname: string; search?: string; state?: unknown };

/**
 * The storefront's real route table (AppRoutes) in a memory router at `entry`, with a fresh
 * query client (no retries). `location()` is where the router is now.
 */
export function renderAppAt(entry: Entry) {
  const seen: { location: Location | null } = { location: null };
  function LocationSpy() {
    seen.location = useLocation();
    return null;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <LocationSpy />
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const location = () => {
    if (!seen.location) throw new Error('the router has not rendered');
    return seen.location;
  };
  return { ...result, queryClient, location, pathOf: () => `${location().pathname}${location().search}` };
}
