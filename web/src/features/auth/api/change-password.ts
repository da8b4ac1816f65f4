import type { ChangePasswordData, ChangePasswordRequest } from '@shahi/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPatch } from '#web/lib/api-client.ts';
import { startSession } from '#web/lib/session.ts';

/**
 * `PATCH /api/change-password` {oldPassword, newPassword, token?} → a fresh token and the user.
 * A wrong current password is a 400 (the session stays); a 401 is an expired session.
 */
export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordData> {
  return apiPatch<ChangePasswordData>('/change-password', body);
}

/** Changes the password; the change revokes every earlier token, so the fresh one is stored. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (data) => {
      if (data?.token) startSession(data.token);
    },
  });
}
