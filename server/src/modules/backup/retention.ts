/**
 * Retention of backups (ADR 0043): base backups older than BACKUP_KEEP_DAYS go, the newest always
 * stays; archived WAL older than the oldest kept base backup's start segment goes (the rule of
 * pg_archivecleanup: segment numbers compared without the timeline; `.history` files stay).
 */

/** What retention needs of a base backup. */
export interface BackupSummary {
  name: string;
  /** When pg_backup_stop returned: the earliest time the backup can be restored to. */
  stoppedAt: string;
  /** The WAL file holding the backup's start (pg_walfile_name of pg_backup_start's LSN). */
  startWal: string;
}

/** Names of base backups and WAL files to delete at `now`, keeping `keepDays` days (≥ 1). */
export function planRetention(
  backups: BackupSummary[],
  walFiles: string[],
  now: Date,
  keepDays: number,
): { backups: string[]; wal: string[] } {
  if (backups.length === 0) return { backups: [], wal: [] };
  const newestFirst = [...backups].sort((a, b) => Date.parse(b.stoppedAt) - Date.parse(a.stoppedAt));
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const kept = newestFirst.filter((backup, index) => index === 0 || Date.parse(backup.stoppedAt) >= cutoff);
  const dropped = newestFirst.filter((backup) => !kept.includes(backup)).map((backup) => backup.name);
  const oldestKept = kept[kept.length - 1];
  const firstNeeded = oldestKept?.startWal.slice(8, 24) ?? '';
  const wal = walFiles.filter(
    (file) =>
      /^[0-9A-F]{24}(\.|$)/.test(file) && !file.endsWith('.history') && file.slice(8, 24) < firstNeeded,
  );
  return { backups: dropped.sort(), wal: wal.sort() };
}
