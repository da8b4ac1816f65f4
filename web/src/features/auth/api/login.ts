import { type LoginData, type LoginRequest, messages } from '@shahi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiPost } from '#web/lib/api-client.ts';
import { startSession } from '#web/lib/session.ts';

/**
 * `POST /api/login` → LoginData (token and user fields). A 401 (wrong credentials) and a 403
 * `EMAIL_NOT_VERIFIED` are answers here, not an expired session, so they do not lead to /login;
 * an answer without a token rejects with "No token received from server".
 */
export async function login(body: LoginRequest): Promise<LoginData> {
  const data = await apiPost<LoginData | null>('/login', body, { redirectOnUnauthorized: false });
  if (!data?.token) throw new ApiError(messages.noTokenReceived, 200, 'NO_TOKEN', true);
  return data;
}

/** Logs in; on success stores the token (the session follows) and drops any earlier account's cached data. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      queryClient.removeQueries({ queryKey: ['account'] });
      startSession(data.token);
    },
  });
}
