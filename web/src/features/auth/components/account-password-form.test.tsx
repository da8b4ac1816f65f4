import { messages } from '@shahi/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { makeToken, signIn, USER } from '#web/test/session.ts';
import { AccountPasswordForm } from './account-password-form.tsx';

async function submit(oldPassword: string, newPassword: string) {
  const user = userEvent.setup();
  if (oldPassword) await user.type(screen.getByLabelText('Current password'), oldPassword);
  if (newPassword) await user.type(screen.getByLabelText('New password'), newPassword);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('AccountPasswordForm (profile, logged-in variant)', () => {
  it('alerts "Please fill in both password fields" without calling the server', async () => {
    signIn();
    const fetchMock = mockApi({});
    renderWithProviders(<AccountPasswordForm />);
    await submit('oldpass1', '');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillBothPasswordFields);
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('alerts "New password must be at least 6 characters long"', async () => {
    signIn();
    const fetchMock = mockApi({});
    renderWithProviders(<AccountPasswordForm />);
    await submit('oldpass1', '12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.newPasswordMinLong);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Password updated successfully!" and keeps the session with the fresh token', async () => {
    signIn();
    const fresh = makeToken({ firstName: 'Fresh' });
    const fetchMock = mockApi({ 'PATCH /api/change-password': { ...USER, token: fresh } });
    renderWithProviders(<AccountPasswordForm />);
    await submit('oldpass1', 'newpass1');
    expect(await screen.findByRole('status')).toHaveTextContent(messages.passwordUpdated);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      oldPassword: 'oldpass1',
      newPassword: 'newpass1',
    });
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(fresh));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it.each([
    [
      'the server message',
      jsonResponse({ success: false, message: messages.samePassword }, 400),
      messages.samePassword,
    ],
    [
      '"Error updating password. Please try again."',
      jsonResponse({ success: false }, 500),
      messages.errorUpdatingPassword,
    ],
  ])('alerts %s on failure', async (_name, answer, expected) => {
    signIn();
    mockApi({ 'PATCH /api/change-password': answer });
    renderWithProviders(<AccountPasswordForm />);
    await submit('oldpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
  });
});
