import { messages } from '@shahi/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, LocationProbe, mockApi, probedState, renderWithProviders } from '#web/test/render.tsx';
import { ResetPasswordRoute } from './reset-password.tsx';

const TOKEN = 'rT0k3n-abc_DEF';

function renderReset(path = `/reset-password/${TOKEN}`) {
  return renderWithProviders(<ResetPasswordRoute />, {
    path: '/reset-password/:token?',
    history: [path],
    routes: [
      { path: '/login', element: <LocationProbe /> },
      { path: '/forgot-password', element: <LocationProbe /> },
    ],
  });
}

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('/reset-password/:token', () => {
  it('sends a visit without a token to the forgot-password screen', async () => {
    mockApi({});
    renderReset('/reset-password');
    expect(await screen.findByText('At /forgot-password')).toBeInTheDocument();
  });

  it('shows "Password is required" and "Please confirm your password"', async () => {
    mockApi({});
    renderReset();
    await fill('', '');
    expect(await screen.findByText(messages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.confirmPasswordRequired)).toBeInTheDocument();
  });

  it('shows "Password must be at least 6 characters long" and "Passwords do not match"', async () => {
    const fetchMock = mockApi({});
    renderReset();
    await fill('12345', '54321');
    expect(await screen.findByText(messages.passwordMinLong)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends token and password, then goes to /login with "Password reset successful! Please login."', async () => {
    const fetchMock = mockApi({
      'POST /api/reset-password': jsonResponse({
        success: true,
        message: messages.resetPasswordSuccessfully,
      }),
    });
    renderReset();
    await fill('newpass1', 'newpass1');
    expect(await screen.findByText('At /login')).toBeInTheDocument();
    expect(probedState()).toEqual({ message: messages.passwordResetLogin });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: TOKEN,
      password: 'newpass1',
    });
  });

  it.each([
    [
      'the server message',
      jsonResponse({ success: false, message: messages.resetLinkInvalid }, 400),
      messages.resetLinkInvalid,
    ],
    ['"Failed to reset password."', jsonResponse({ success: false }, 400), messages.failedToResetPassword],
  ])('shows %s when the reset is refused', async (_name, answer, expected) => {
    mockApi({ 'POST /api/reset-password': answer });
    renderReset();
    await fill('newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says "Something went wrong. Please try again." when the call fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderReset();
    await fill('newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.somethingWentWrongTryAgain);
  });
});
