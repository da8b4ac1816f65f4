import type { AdminPage, AdminPieceRequest } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/admin/requests{search}` (status, page) → one page, newest first (rupees). */
export function getRequests(search: string, signal?: AbortSignal): Promise<AdminPage<AdminPieceRequest>> {
  return apiGet<AdminPage<AdminPieceRequest>>(`/admin/requests${search}`, { signal });
}

/** The page of requests for `search`; the previous page stays on screen while the next one loads. */
export function useRequests(search: string) {
  return useQuery({
    queryKey: adminKeys.requests(search),
    queryFn: ({ signal }) => getRequests(search, signal),
    placeholderData: (previous) => previous,
  });
}
