import { messages } from '@shahi/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

async function submit(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ForgotPasswordForm', () => {
  it('shows "Email is required" and "Enter a valid email address"', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ForgotPasswordForm />);
    await submit('');
    expect(await screen.findByText(messages.emailRequired)).toBeInTheDocument();
    await submit('meera.example.in');
    expect(await screen.findByText(messages.enterValidEmailAddress)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Reset link Sent Successfully" in green with a hint', async () => {
    const fetchMock = mockApi({
      'POST /api/forgot-password': jsonResponse({ success: true, message: messages.resetLinkSent }),
    });
    renderWithProviders(<ForgotPasswordForm />);
    await submit('meera@example.in');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(messages.resetLinkSent);
    expect(notice).toHaveTextContent('If an account exists for meera@example.in');
    expect(notice).toHaveClass('text-sale');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'meera@example.in' });
  });

  it.each([
    [
      'the server message',
      jsonResponse({ success: false, message: messages.tooManyRequests }, 429),
      messages.tooManyRequests,
    ],
    ['the fallback', jsonResponse({ success: false }, 500), messages.somethingWentWrongLater],
  ])('shows %s in red on failure', async (_name, answer, expected) => {
    mockApi({ 'POST /api/forgot-password': answer });
    renderWithProviders(<ForgotPasswordForm />);
    await submit('meera@example.in');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(expected);
    expect(alert).toHaveClass('text-maroon-900');
  });
});
