import { messages } from '@shahi/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, LocationProbe, mockApi, probedState, renderWithProviders } from '#web/test/render.tsx';
import { RegisterVerificationRoute } from './register-verification.tsx';

const EMAIL = 'meera@example.in';

function renderVerification(state: unknown = { email: EMAIL }) {
  const rendered = renderWithProviders(<RegisterVerificationRoute />, {
    path: '/register/verification',
    history: [{ pathname: '/register/verification', state }],
    routes: [
      { path: '/login', element: <LocationProbe /> },
      { path: '/register', element: <LocationProbe /> },
    ],
  });
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  return { ...rendered, user };
}

async function submitCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  if (code) await user.type(screen.getByLabelText('OTP'), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('/register/verification', () => {
  it('sends a visitor without an email back to /register', async () => {
    mockApi({});
    renderVerification(null);
    expect(await screen.findByText('At /register')).toBeInTheDocument();
  });

  it('has a 6-digit code field, Verify, Resend OTP and Back to Registration', () => {
    mockApi({});
    renderVerification();
    const field = screen.getByLabelText('OTP');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('maxlength', '6');
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Registration' })).toHaveAttribute('href', '/register');
    expect(document.title).toBe('Verify Your Email — Shahi Threads');
  });

  it('shows the OTP messages', async () => {
    const fetchMock = mockApi({});
    const { user } = renderVerification();
    await submitCode(user, '');
    expect(await screen.findByText(messages.otpRequired)).toBeInTheDocument();
    await submitCode(user, '12a45');
    expect(await screen.findByText(messages.enterValidOtp)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the success message, then after 1.5 s goes to /login with the registration message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      'POST /api/verify-otp': jsonResponse({ success: true, message: messages.emailVerified }),
    });
    const { user } = renderVerification();
    await submitCode(user, '123456');
    expect(await screen.findByText(messages.emailVerifiedRedirecting)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: EMAIL, otp: '123456' });
    await act(() => vi.advanceTimersByTimeAsync(1_400));
    expect(screen.queryByText('At /login')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('At /login')).toBeInTheDocument();
    expect(probedState()).toEqual({ message: messages.registrationLogin, email: EMAIL });
  });

  it.each([
    [
      'the server message',
      jsonResponse({ success: false, message: messages.otpExpired }, 400),
      messages.otpExpired,
    ],
    ['"Invalid OTP. Please try again."', jsonResponse({ success: false }, 400), messages.invalidOtpTryAgain],
  ])('shows %s when the code is refused', async (_name, answer, expected) => {
    mockApi({ 'POST /api/verify-otp': answer });
    const { user } = renderVerification();
    await submitCode(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
  });

  it('says "Verification failed. Please try again later." when the call fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderVerification();
    await submitCode(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.verificationFailedLater);
  });

  it('shows "New OTP sent to your email!" for 3 s after a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      'POST /api/resend-otp': jsonResponse({ success: true, message: messages.newOtpSent }),
    });
    const { user } = renderVerification();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(messages.newOtpSent)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: EMAIL });
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.getByText(messages.newOtpSent)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(messages.newOtpSent)).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      jsonResponse({ success: false, message: messages.tooManyRequests }, 429),
      messages.tooManyRequests,
    ],
    ['the fallback', jsonResponse({ success: false }, 500), messages.failedToResendOtp],
  ])('shows %s when a resend is refused', async (_name, answer, expected) => {
    mockApi({ 'POST /api/resend-otp': answer });
    const { user } = renderVerification();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
  });

  it('says "Failed to resend OTP. Please try again later." when the resend call fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderVerification();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToResendOtpLater);
  });
});
