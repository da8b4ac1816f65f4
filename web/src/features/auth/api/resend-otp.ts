import type { ResendOtpRequest } from '@shahi/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/resend-otp` {email, password?}: mails each waiting registration (with `password`, those typed with it) a new code; answers alike for any address; ApiError 429 when asked too often. */
export function resendOtp(body: ResendOtpRequest): Promise<void> {
  return apiPost<void>('/resend-otp', body);
}

/** Asks for a new code. */
export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
