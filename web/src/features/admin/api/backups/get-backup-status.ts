import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** The WAL archive's state (null with DATABASE_URL); times are ISO strings. */
export interface ArchiveState {
  archiving: boolean;
  archivedCount: number;
  lastArchivedWal: string | null;
  lastArchivedAt: string | null;
  failedCount: number;
  lastFailedWal: string | null;
  lastFailedAt: string | null;
  /** WAL written but not yet archived: bytes, and seconds since the last segment was archived. */
  lagBytes: number;
  lagSeconds: number | null;
}

/** `GET /api/admin/backups`'s data (ADR 0043). */
export interface BackupStatus {
  mode: 'embedded' | 'external';
  backupDir: string;
  keepDays: number;
  archiveSeconds: number;
  lastSuccess: {
    at: string;
    name: string;
    sizeBytes: number;
    seconds: number;
    kind: 'cluster' | 'files';
  } | null;
  lastFailure: { at: string; message: string } | null;
  backups: Array<{
    name: string;
    kind: 'cluster' | 'files';
    startedAt: string;
    stoppedAt: string;
    sizeBytes: number;
  }>;
  archive: ArchiveState | null;
}

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
