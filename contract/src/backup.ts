/**
 * The backup status the back office shows (`GET /api/admin/backups`, and `backups` in
 * `GET /api/admin/health`; docs/decisions/0043-backups-and-restore.md). Times are ISO strings,
 * sizes bytes.
 */

/** `cluster`: the database and the shop's files; `files`: images and settings only (DATABASE_URL). */
export type BackupKind = 'cluster' | 'files';

/** The WAL archiver's state (pg_stat_archiver and the current WAL position). */
export interface ArchiveState {
  archiving: boolean;
  archivedCount: number;
  lastArchivedWal: string | null;
  lastArchivedAt: string | null;
  failedCount: number;
  lastFailedWal: string | null;
  lastFailedAt: string | null;
  /** WAL written but not yet in the archive: bytes, and seconds since the last segment was archived. */
  lagBytes: number;
  lagSeconds: number | null;
}

/** The last base backup that worked. */
export interface BackupSuccess {
  at: string;
  name: string;
  sizeBytes: number;
  seconds: number;
  kind: BackupKind;
}

/** The last base backup that did not, with its error. */
export interface BackupFailure {
  at: string;
  message: string;
}

/** One kept base backup; `stoppedAt` is the earliest time it restores to. */
export interface KeptBackup {
  name: string;
  kind: BackupKind;
  startedAt: string;
  stoppedAt: string;
  sizeBytes: number;
}

/** The owner's view of the backups: mode, last base backups, the archive's state. */
export interface BackupStatus {
  /** `embedded`: WAL archived and base backups here; `external`: DATABASE_URL, files only. */
  mode: 'embedded' | 'external';
  backupDir: string;
  keepDays: number;
  archiveSeconds: number;
  lastSuccess: BackupSuccess | null;
  lastFailure: BackupFailure | null;
  backups: KeptBackup[];
  /** Null with DATABASE_URL, or when the database did not answer. */
  archive: ArchiveState | null;
}
