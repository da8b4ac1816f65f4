import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { LoginRoute } from './login.tsx';
import { RegisterRoute } from './register.tsx';

afterEach(() => {
  globalThis.__SHOP_CONFIG__ = undefined;
});

describe('/login, the two ways in', { timeout: 15_000 }, () => {
  it('shows the e-mail form first, unchanged, with the mobile sign-in one press away', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginRoute />, { path: '/login', history: ['/login'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with e-mail' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Sign in with mobile number' }));
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?with=mobile');

    await user.click(screen.getByRole('button', { name: 'Sign in with e-mail' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the mobile sign-in from /login?with=mobile, as the registration page links it', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<RegisterRoute />, {
      path: '/register',
      history: ['/register'],
      routes: [{ path: '/login', element: <LoginRoute /> }],
    });
    await user.click(screen.getByRole('link', { name: 'create your account with your mobile number' }));
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with mobile number' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers only the e-mail form when the shop has no SMS provider', () => {
    globalThis.__SHOP_CONFIG__ = { mobileSignIn: false };
    mockApi({});
    renderWithProviders(<LoginRoute />, { path: '/login', history: ['/login?with=mobile'] });
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with mobile number' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });
});
