import { messages } from '@shahi/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { makeToken, signIn, USER } from '#web/test/session.ts';
import { ChangePasswordRoute } from './change-password.tsx';

function renderChange(path = '/auth/changepassword') {
  return renderWithProviders(<ChangePasswordRoute />, { path: '/auth/changepassword', history: [path] });
}

const submitButton = () => screen.getByRole('button', { name: 'Change Password' });

async function fill(oldPassword: string, newPassword: string, confirm: string) {
  const user = userEvent.setup();
  if (oldPassword) await user.type(screen.getByLabelText('Old password'), oldPassword);
  if (newPassword) await user.type(screen.getByLabelText('New password'), newPassword);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  return user;
}

describe('/auth/changepassword', () => {
  it('keeps Change Password disabled until every field is filled', async () => {
    mockApi({});
    renderChange();
    expect(submitButton()).toBeDisabled();
    await fill('oldpass1', 'newpass1', '');
    expect(submitButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'n');
    expect(submitButton()).toBeEnabled();
  });

  it('shows "Password must be at least 6 characters" and "Passwords do not match"', async () => {
    const fetchMock = mockApi({});
    renderChange();
    const user = await fill('oldpass1', '12345', '54321');
    await user.click(submitButton());
    expect(await screen.findByText(messages.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the stored login, shows "Password updated successfully!" and stores the fresh token', async () => {
    const earlier = signIn();
    const fresh = makeToken({ firstName: 'Fresh' });
    const fetchMock = mockApi({ 'PATCH /api/change-password': { ...USER, token: fresh } });
    renderChange();
    const user = await fill('oldpass1', 'newpass1', 'newpass1');
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent(messages.passwordUpdated);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ oldPassword: 'oldpass1', newPassword: 'newpass1' });
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${earlier}`);
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(fresh));
  });

  it('sends the token of the URL query parameter when present', async () => {
    const fetchMock = mockApi({ 'PATCH /api/change-password': { ...USER, token: makeToken() } });
    renderChange('/auth/changepassword?token=url-token-1');
    const user = await fill('oldpass1', 'newpass1', 'newpass1');
    await user.click(submitButton());
    await screen.findByRole('status');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ token: 'url-token-1' });
  });

  it.each([
    [
      'the server message',
      jsonResponse({ success: false, message: messages.oldPasswordIncorrect }, 400),
      messages.oldPasswordIncorrect,
    ],
    ['the fallback', jsonResponse({ success: false }, 500), messages.errorUpdatingPassword],
  ])('shows %s when the change is refused, keeping the session', async (_name, answer, expected) => {
    const token = signIn();
    mockApi({ 'PATCH /api/change-password': answer });
    renderChange();
    const user = await fill('oldpass1', 'newpass1', 'newpass1');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(token);
  });
});
