import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { type Mock, vi } from 'vitest';

interface RenderOptions {
  /** The route pattern the element is mounted at, e.g. `/product/:productId`. */
  path?: string;
  /** The history the memory router starts with; the last entry is current. */
  history?: Array<string | { pathname: string; search?: string; state?: unknown }>;
  /** More routes beside the element's, e.g. `{ path: '/login', element: <LocationProbe /> }`. */
  routes?: RouteObject[];
}

/** Shows where the router is: "At <path>" and the navigation state as JSON (for asserting navigations). */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div>
      <p>At {`${location.pathname}${location.search}`}</p>
      <pre data-testid="location-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

/** The navigation state LocationProbe shows. */
export function probedState(): unknown {
  const element = document.querySelector('[data-testid="location-state"]');
  return JSON.parse(element?.textContent ?? 'null');
}

/** Renders `ui` in a fresh query client (no retries) and a memory router; other paths show "Navigated away". */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', history = ['/'], routes = [] }: RenderOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter(
    [{ path, element: ui }, ...routes, { path: '*', element: <p>Navigated away</p> }],
    { initialEntries: history, initialIndex: history.length - 1 },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A JSON `Response` as the API server would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type RouteAnswer = ((body: unknown) => unknown) | object | string | number | boolean | null;

/**
 * Stubs fetch with answers per "METHOD /api/path": a value becomes `{success: true, data: value}`,
 * a Response is sent as is, a function receives the parsed JSON body. Unknown routes answer 404.
 */
export function mockApi(routes: Record<string, RouteAnswer>): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (!(key in routes)) return jsonResponse({ success: false, message: 'Route not found' }, 404);
    const route = routes[key];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof route === 'function' ? await route(body) : route;
    return answer instanceof Response ? answer : jsonResponse({ success: true, data: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
