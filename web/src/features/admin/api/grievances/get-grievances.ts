import type { AdminGrievance, AdminPage } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/admin/grievances{search}` (status, page) → one page, newest first, with overdue flags. */
export function getGrievances(search: string, signal?: AbortSignal): Promise<AdminPage<AdminGrievance>> {
  return apiGet<AdminPage<AdminGrievance>>(`/admin/grievances${search}`, { signal });
}

/** The page of grievances for `search`; the previous page stays on screen while the next one loads. */
export function useGrievances(search: string) {
  return useQuery({
    queryKey: adminKeys.grievances(search),
    queryFn: ({ signal }) => getGrievances(search, signal),
    placeholderData: (previous) => previous,
  });
}
