import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** The back office's who-am-I (`GET /api/admin/session`). */
export interface AdminSession {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: 'admin';
}

/** `GET /api/admin/session` → the admin; 401 without a session, 403 "Admin access required" for a shopper. */
export function getAdminSession(signal?: AbortSignal): Promise<AdminSession> {
  return apiGet<AdminSession>('/admin/session', { signal });
}

/** Whether the signed-in account `userId` may use the back office; asked again on every visit (the role can change). */
export function useAdminSession(userId: string) {
  return useQuery({
    queryKey: adminKeys.session(userId),
    queryFn: ({ signal }) => getAdminSession(signal),
    staleTime: 0,
  });
}
