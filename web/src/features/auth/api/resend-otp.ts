import type { ResendOtpRequest } from '@shahi/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** `POST /api/resend-otp` {email}: mails a new code; ApiError 409 when already verified, 429 when asked too often. */
export function resendOtp(body: ResendOtpRequest): Promise<void> {
  return apiPost<void>('/resend-otp', body);
}

/** Asks for a new code. */
export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
