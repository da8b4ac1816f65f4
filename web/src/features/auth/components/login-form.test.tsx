import { EMAIL_NOT_VERIFIED, messages } from '@shahi/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registrationPasswordFor } from '#web/features/auth/registration-password.ts';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.ts';
import { jsonResponse, LocationProbe, mockApi, probedState, renderWithProviders } from '#web/test/render.tsx';
import { makeToken, USER } from '#web/test/session.ts';
import { LoginForm } from './login-form.tsx';

function renderLogin(state?: unknown) {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<LoginForm />, {
    path: '/login',
    history: [{ pathname: '/login', state }],
    routes: [{ path: '/register/verification', element: <LocationProbe /> }],
  });
  return { ...rendered, user };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('shows the required-field messages for missing fields', async () => {
    const fetchMock = mockApi({});
    const { user } = renderLogin();
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText(messages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the messages for a bad email and a short password', async () => {
    mockApi({});
    const { user } = renderLogin();
    await fillAndSubmit(user, 'meera@example', '12345');
    expect(await screen.findByText(messages.enterValidEmail)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordMin)).toBeInTheDocument();
  });

  it('has the autocomplete hints, a password toggle and links to forgot-password and register', async () => {
    mockApi({});
    const { user } = renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('shows the message passed from verification and prefills the email', () => {
    mockApi({});
    renderLogin({ message: messages.registrationLogin, email: USER.email });
    expect(screen.getByRole('status')).toHaveTextContent(messages.registrationLogin);
    expect(screen.getByLabelText('Email')).toHaveValue(USER.email);
  });

  it('stores the token on success, sending userType "user"', async () => {
    const token = makeToken();
    const fetchMock = mockApi({ 'POST /api/login': { ...USER, token } });
    const { user } = renderLogin();
    await fillAndSubmit(user, ' Meera@Example.in ', 'secret1');
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(token));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'meera@example.in',
      password: 'secret1',
      userType: 'user',
    });
  });

  it('shows the server message above the form and keeps any session on a 401', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'earlier');
    mockApi({
      'POST /api/login': jsonResponse({ success: false, message: messages.invalidCredentials }, 401),
    });
    const { user, router } = renderLogin();
    await fillAndSubmit(user, USER.email, 'wrong-pass');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.invalidCredentials);
    expect(alert.compareDocumentPosition(screen.getByLabelText('Email'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('earlier');
  });

  it('falls back to "Login failed" when the server gives no message', async () => {
    mockApi({ 'POST /api/login': jsonResponse({ success: false }, 500) });
    const { user } = renderLogin();
    await fillAndSubmit(user, USER.email, 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginFailed);
  });

  it('says "No token received from server" when the answer lacks a token', async () => {
    mockApi({ 'POST /api/login': { ...USER } });
    const { user } = renderLogin();
    await fillAndSubmit(user, USER.email, 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noTokenReceived);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('leads an unverified account to the verification page with its email, keeping the password for it', async () => {
    mockApi({
      'POST /api/login': jsonResponse(
        { success: false, code: EMAIL_NOT_VERIFIED, message: messages.emailNotVerified },
        403,
      ),
    });
    const { user } = renderLogin();
    await fillAndSubmit(user, USER.email, 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.emailNotVerified);
    // The password matched a waiting registration: the code screen sends it with the code.
    expect(registrationPasswordFor(USER.email)).toBe('secret1');
    await user.click(screen.getByRole('link', { name: 'Verify your email' }));
    expect(await screen.findByText('At /register/verification')).toBeInTheDocument();
    expect(probedState()).toEqual({ email: USER.email });
  });
});
