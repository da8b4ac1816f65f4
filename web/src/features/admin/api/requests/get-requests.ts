import type { AdminPage, AdminPieceRequest } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** Query key of a page of made-to-order requests (under `['admin', …]`, so logging out drops it). */
export const requestsKey = (search: string) => ['admin', 'requests', search] as const;

/** `GET /api/admin/requests{search}` (status, page) → one page, newest first (rupees). */
export function getRequests(search: string, signal?: AbortSignal): Promise<AdminPage<AdminPieceRequest>> {
  return apiGet<AdminPage<AdminPieceRequest>>(`/admin/requests${search}`, { signal });
}

/** The page of requests for `search`; the previous page stays on screen while the next one loads. */
export function useRequests(search: string) {
  return useQuery({
    queryKey: requestsKey(search),
    queryFn: ({ signal }) => getRequests(search, signal),
    placeholderData: (previous) => previous,
  });
}
