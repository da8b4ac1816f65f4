import type { BackupStatus } from '@shahi/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** The backup status' query key, under the back office's `['admin', …]`. */
export const backupStatusKey = ['admin', 'backups'] as const;

/** `GET /api/admin/backups` → the backup status. */
export function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return apiGet<BackupStatus>('/admin/backups', { signal });
}

/** The backup status, read again each minute while the page is open. */
export function useBackupStatus() {
  return useQuery({
    queryKey: backupStatusKey,
    queryFn: ({ signal }) => getBackupStatus(signal),
    refetchInterval: 60_000,
  });
}
