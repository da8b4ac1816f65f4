import type { AdminBackupStatus } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/admin/backups` → the backup status, and whether the backups share the shop's disk. */
export function getBackupStatus(signal?: AbortSignal): Promise<AdminBackupStatus> {
  return apiGet<AdminBackupStatus>('/admin/backups', { signal });
}

/** The backup status, read again each minute while the page is open. */
export function useBackupStatus() {
  return useQuery({
    queryKey: adminKeys.backups(),
    queryFn: ({ signal }) => getBackupStatus(signal),
    refetchInterval: 60_000,
  });
}
