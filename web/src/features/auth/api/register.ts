import type { RegisterRequest } from '@shahi/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/register` (userType "user"); the server mails a 6-digit code. ApiError 409 when the email is taken. */
export function register(body: RegisterRequest): Promise<void> {
  return apiPost<void>('/register', body);
}

/** Creates an account. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
