import type { BackupStatus } from '@shahi/contract';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/admin/backups` → the backup status. */
export function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return apiGet<BackupStatus>('/admin/backups', { signal });
}

/** The backup status, read again each minute while the page is open. */
export function useBackupStatus() {
  return useQuery({
    queryKey: adminKeys.backups(),
    queryFn: ({ signal }) => getBackupStatus(signal),
    refetchInterval: 60_000,
  });
}
