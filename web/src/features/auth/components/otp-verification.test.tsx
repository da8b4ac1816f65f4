import { messages } from '@shahi/contract';
import { storefrontMessages } from '@shahi/contract/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetRegistrationPassword,
  keepRegistrationPassword,
  registrationPasswordFor,
} from '#web/features/auth/registration-password.ts';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.ts';
import { jsonResponse, LocationProbe, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { OtpVerification } from './otp-verification.tsx';

const EMAIL = 'meera@example.in';

function renderCodeScreen() {
  const user = userEvent.setup();
  renderWithProviders(<OtpVerification email={EMAIL} />, {
    path: '/register/verification',
    history: ['/register/verification'],
    routes: [{ path: '/login', element: <LocationProbe /> }],
  });
  return user;
}

/** Resend and Verify both answer success. */
const mockResendAndVerify = () =>
  mockApi({
    'POST /api/resend-otp': jsonResponse({ success: true, message: messages.newOtpSent }),
    'POST /api/verify-otp': jsonResponse({ success: true, message: messages.emailVerified }),
  });

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

afterEach(() => {
  forgetRegistrationPassword();
  sessionStorage.clear();
});

describe('OtpVerification with the password typed at registration in this tab', () => {
  it('sends it with the code and with Resend, then forgets it once verified', async () => {
    keepRegistrationPassword(EMAIL, 'phulkari-1');
    const fetchMock = mockResendAndVerify();
    const user = renderCodeScreen();

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(messages.newOtpSent)).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ email: EMAIL, password: 'phulkari-1' });

    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.emailVerifiedRedirecting)).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({ email: EMAIL, otp: '123456', password: 'phulkari-1' });
    expect(registrationPasswordFor(EMAIL)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(JSON.stringify({ ...localStorage })).not.toContain('phulkari-1');
  });

  it('keeps it after a refused code, for the next try', async () => {
    keepRegistrationPassword(EMAIL, 'phulkari-1');
    mockApi({
      'POST /api/verify-otp': jsonResponse(
        { success: false, message: messages.otpOfAnotherRegistration },
        400,
      ),
    });
    const user = renderCodeScreen();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.otpOfAnotherRegistration);
    expect(registrationPasswordFor(EMAIL)).toBe('phulkari-1');
  });

  it('signs the new account in when the server answers with a session, instead of sending it to login', async () => {
    keepRegistrationPassword(EMAIL, 'phulkari-1');
    const session = { token: 'a.b.c', userId: 'u1', email: EMAIL, firstName: 'Meera', lastName: 'Gill' };
    mockApi({
      'POST /api/verify-otp': jsonResponse({ success: true, message: messages.emailVerified, data: session }),
    });
    const user = renderCodeScreen();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(storefrontMessages.verifiedSignedIn)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('a.b.c'), { timeout: 3_000 });
    expect(screen.queryByText('At /login')).not.toBeInTheDocument();
  });

  it("sends no password kept for another address, nor when none was kept (the spec's bodies)", async () => {
    keepRegistrationPassword('someone.else@example.in', 'not-for-meera');
    const fetchMock = mockResendAndVerify();
    const user = renderCodeScreen();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(messages.newOtpSent)).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ email: EMAIL });
    forgetRegistrationPassword();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.emailVerifiedRedirecting)).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({ email: EMAIL, otp: '123456' });
  });
});
