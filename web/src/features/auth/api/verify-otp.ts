import type { LoginData, VerifyOtpRequest } from '@shahi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPost } from '#web/lib/api-client.ts';
import { startSession } from '#web/lib/session.ts';

/**
 * `POST /api/verify-otp` {email, otp, password?} (password: the one typed at registration in this
 * tab); ApiError 400 for a wrong, expired or locked code (also for an unknown or verified address).
 * With the password the answer carries a session (LoginData): the new account is signed in; without
 * it, undefined, and the shopper logs in.
 */
export async function verifyOtp(body: VerifyOtpRequest): Promise<LoginData | undefined> {
  const data = await apiPost<LoginData | null | undefined>('/verify-otp', body);
  return data?.token ? data : undefined;
}

/** Verifies the emailed code. */
export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}

/** Starts the session a verification answered, dropping any earlier account's cached data (as login does). */
export function useStartVerifiedSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: LoginData) => {
      queryClient.removeQueries({ queryKey: ['account'] });
      startSession(session.token);
    },
    [queryClient],
  );
}
