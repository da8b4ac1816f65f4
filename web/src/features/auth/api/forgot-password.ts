import type { ForgotPasswordRequest } from '@shahi/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/forgot-password` {email}: the same answer whether or not an account exists for it. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<void> {
  return apiPost<void>('/forgot-password', body);
}

/** Asks for a reset link. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
