import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signIn } from '#web/test/session.ts';
import { RequireAuthRoute } from './route-guards.tsx';

/** The guard over a checkout and a profile stand-in, as the account routes nest them. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuthRoute />,
        children: [
          { path: 'checkout/:productId?', element: <h1>Checkout page</h1> },
          { path: 'profile', element: <h1>Profile page</h1> },
        ],
      },
      { path: 'login', element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireAuthRoute', () => {
  it.each(['/checkout', '/checkout/3f0c2a1b-8d7e-4c6b-9a5f-1e2d3c4b5a69'])(
    'lets a visitor reach %s, whose page signs them in by mobile number',
    (path) => {
      const router = renderAt(path);
      expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('still sends a visitor from another guarded page to /login, saying where to return', () => {
    const router = renderAt('/profile');
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: '/profile' });
  });

  it('shows a guarded page to a signed-in shopper', () => {
    signIn();
    renderAt('/profile');
    expect(screen.getByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });
});
