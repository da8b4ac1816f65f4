import type { ResetPasswordRequest } from '@shahi/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/reset-password` {token, password}; ApiError 400 when the link is invalid or expired. */
export function resetPassword(body: ResetPasswordRequest): Promise<void> {
  return apiPost<void>('/reset-password', body);
}

/** Sets a new password from a mailed reset link. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
