import { messages } from '@shahi/contract';
import { mobileAuthMessages } from '@shahi/contract/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { makeToken, USER } from '#web/test/session.ts';
import { MobileSignIn } from './mobile-sign-in.tsx';

const sent = (resendAfterSeconds = 30) =>
  jsonResponse({ success: true, message: mobileAuthMessages.codeSent, resendAfterSeconds });

function renderSignIn(routes: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(routes);
  const onSignedIn = vi.fn();
  renderWithProviders(<MobileSignIn heading="Sign in to place your order" onSignedIn={onSignedIn} />);
  return { fetchMock, onSignedIn, user: userEvent.setup() };
}

function bodiesOf(fetchMock: ReturnType<typeof mockApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('MobileSignIn', { timeout: 15_000 }, () => {
  it('sends the typed number as 10 digits, then signs in with the code and calls onSignedIn', async () => {
    const token = makeToken();
    const { fetchMock, onSignedIn, user } = renderSignIn({
      'POST /api/mobile/send-code': sent(),
      'POST /api/mobile/verify-code': { ...USER, token, newAccount: true },
    });
    expect(screen.getByRole('heading', { name: 'Sign in to place your order' })).toBeInTheDocument();
    const number = screen.getByLabelText('Mobile number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'tel-national');
    await user.type(number, '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByLabelText('Code from the SMS');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('status')).toHaveTextContent(mobileAuthMessages.codeSent);
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(token);
    expect(bodiesOf(fetchMock, '/api/mobile/send-code')).toEqual([
      { mobileNumber: '9876543210', purpose: 'sign_in' },
    ]);
    expect(bodiesOf(fetchMock, '/api/mobile/verify-code')).toEqual([
      { mobileNumber: '9876543210', code: '123456', purpose: 'sign_in' },
    ]);
  });

  it('refuses a number that is not an Indian mobile before calling the server', async () => {
    const { fetchMock, user } = renderSignIn({});
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(mobileAuthMessages.enterValidMobile)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong code and stays signed out", async () => {
    const { onSignedIn, user } = renderSignIn({
      'POST /api/mobile/send-code': sent(),
      'POST /api/mobile/verify-code': jsonResponse(
        { success: false, message: mobileAuthMessages.wrongCode, code: 'mobile.wrongCode' },
        400,
      ),
    });
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mobileAuthMessages.wrongCode);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('checks the code is 6 digits before sending it', async () => {
    const { fetchMock, user } = renderSignIn({ 'POST /api/mobile/send-code': sent() });
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '12a');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(messages.enterValidOtp)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/mobile/verify-code')).toEqual([]);
  });

  it('keeps Resend disabled during the countdown, then sends a new code to the same number', async () => {
    const { fetchMock, user } = renderSignIn({ 'POST /api/mobile/send-code': () => sent(2) });
    await user.type(screen.getByLabelText('Mobile number'), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /^Resend code in [12] s$/ })).toBeDisabled();
    const resend = await screen.findByRole('button', { name: 'Resend code' }, { timeout: 5_000 });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/mobile/send-code')).toHaveLength(2));
    expect(bodiesOf(fetchMock, '/api/mobile/send-code')[1]).toEqual({
      mobileNumber: '9876543210',
      purpose: 'sign_in',
    });
    expect(await screen.findByRole('button', { name: /^Resend code in [12] s$/ })).toBeDisabled();
  });

  it("shows the server's refusal of a number (too many codes) on the number step", async () => {
    const { user } = renderSignIn({
      'POST /api/mobile/send-code': jsonResponse(
        { success: false, message: mobileAuthMessages.tooManyCodes },
        429,
      ),
    });
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mobileAuthMessages.tooManyCodes);
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('goes back to the number with "Change number"', async () => {
    const { user } = renderSignIn({ 'POST /api/mobile/send-code': sent() });
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });
});
