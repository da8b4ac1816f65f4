import { messages } from '@shahi/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.ts';
import { makeAddress, makeProduct, PRODUCT_ID } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi } from '#web/test/render.tsx';
import { renderAppAt } from '#web/test/render-app.tsx';
import { makeToken, signIn, USER } from '#web/test/session.ts';

type Entry = string | { pathname: string; state?: unknown };

/** The real route table in a memory router; every API call not listed answers 404. */
function renderApp(entry: Entry, api: Parameters<typeof mockApi>[0] = {}) {
  mockApi({ 'GET /api/my-profile': { ...USER }, ...api });
  const { location, pathOf } = renderAppAt(entry);
  return { router: { location, pathOf }, user: userEvent.setup() };
}

const pathOf = (router: ReturnType<typeof renderApp>['router']) => router.pathOf();

describe('guest-only pages', () => {
  it.each([
    '/login',
    '/register',
    { pathname: '/register/verification', state: { email: USER.email } },
    '/forgot-password',
  ] as Entry[])('send a logged-in user from %o to /', async (entry) => {
    signIn();
    const { router } = renderApp(entry);
    await waitFor(() => expect(pathOf(router)).toBe('/'));
  });

  it('are shown to visitors', async () => {
    const { router } = renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/register');
  });
});

describe('pages that need a login', () => {
  // The checkout is open to visitors: its page signs them in by mobile number (route-guards.test.tsx).
  it.each(['/profile', '/auth/changepassword', '/my-orders'])(
    'send a visitor from %s to /login',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(pathOf(router)).toBe('/login');
    },
  );

  it('return the visitor to the page after logging in', async () => {
    const token = makeToken();
    const { router, user } = renderApp('/profile?tab=password', { 'POST /api/login': { ...USER, token } });
    await user.type(await screen.findByLabelText('Email'), USER.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/profile?tab=password');
  });

  it('let a visitor holding a token in the URL change the password', async () => {
    const { router } = renderApp('/auth/changepassword?token=from-mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/auth/changepassword?token=from-mail');
  });

  it('are shown to a logged-in user', async () => {
    signIn();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByText(USER.phoneNumber)).toBeInTheDocument();
  });
});

describe('session changes', () => {
  it('a 401 clears the session and leads to /login', async () => {
    signIn();
    const { router } = renderApp('/profile', {
      'GET /api/my-profile': jsonResponse({ success: false, message: 'Session Expired' }, 401),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/login');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('"Session Expired" at checkout leads to /login saying to log in first to create an order', async () => {
    signIn();
    const { router, user } = renderApp(`/checkout/${PRODUCT_ID}`, {
      [`GET /api/product/${PRODUCT_ID}`]: makeProduct(),
      'POST /api/my-address/active': [makeAddress()],
      'POST /api/order/create': jsonResponse({ success: false, message: 'Session Expired' }, 401),
    });
    await user.click(await screen.findByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in first to create an order');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(router.location().state).toMatchObject({ from: `/checkout/${PRODUCT_ID}` });
  });

  it('Logout on a page that needs a login goes to /, not to /login', async () => {
    signIn();
    const { router, user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'ME' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(pathOf(router)).toBe('/'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
  });
});

describe('a mailed reset link', () => {
  it('works for a signed-in shopper, who is signed out once the new password is set', async () => {
    signIn();
    const { router, user } = renderApp('/reset-password/mailed-token', {
      'POST /api/reset-password': jsonResponse({ success: true, message: 'Password reset successfully' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/reset-password/mailed-token');
    expect(screen.getByText(/You will be signed out everywhere/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.getByText(messages.passwordResetLogin)).toBeInTheDocument();
  });
});

describe('redirects', () => {
  it.each([
    ['/forgotpassword', '/forgot-password'],
    ['/reset-password', '/forgot-password'],
  ])('%s leads to %s', async (from, to) => {
    const { router } = renderApp(from);
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(pathOf(router)).toBe(to);
  });
});
