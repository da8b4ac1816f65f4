import type { VerifyOtpRequest } from '@shahi/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/verify-otp` {email, otp, password?} (password: the one typed at registration in this tab); ApiError 400 for a wrong, expired or locked code (also for an unknown or verified address). */
export function verifyOtp(body: VerifyOtpRequest): Promise<void> {
  return apiPost<void>('/verify-otp', body);
}

/** Verifies the emailed code. */
export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
