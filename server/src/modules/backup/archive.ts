/**
 * Continuous WAL archiving of the embedded cluster (ADR 0043, PostgreSQL docs §26.3 "Continuous
 * Archiving and Point-in-Time Recovery"): the server settings that copy each finished segment into
 * `${BACKUP_DIR}/wal/`, and the restore_command that reads them back.
 */
import type { ArchiveState } from '@shahi/contract';

/** `value` as one single-quoted shell word, `%` doubled for PostgreSQL's placeholder expansion. */
function shellWord(value: string): string {
  return `'${value.replaceAll("'", `'"'"'`).replaceAll('%', '%%')}'`;
}

/**
 * The archive_command: stores `<segment>.gz` (gzip -1: a segment forced out by archive_timeout is
 * mostly zeros, 16 MB → tens of KB); never overwrites one already archived (success only when it
 * holds the same segment, as after a retry); writes `<name>.gz.part`, flushes it, then renames, so
 * the archive never holds half a segment.
 */
export function archiveCommand(walDir: string): string {
  const target = `${shellWord(walDir)}/%f.gz`;
  return (
    `if test -f ${target}; then gzip -dc ${target} | cmp -s %p -; ` +
    `else gzip -1 -c %p > ${target}.part && sync ${target}.part && mv ${target}.part ${target}; fi`
  );
}

/** The restore_command reading segments back from the archive during recovery (non-zero when absent). */
export function restoreCommand(walDir: string): string {
  const source = `${shellWord(walDir)}/%f.gz`;
  return `test -f ${source} && gzip -dc ${source} > %p`;
}

/**
 * Server flags for the embedded cluster: `wal_level=replica`, archiving on into `walDir`, and a
 * forced segment switch after `archiveSeconds` of activity, the recovery point for a lost disk.
 */
export function archiveSettings(walDir: string, archiveSeconds: number): string[] {
  return [
    '-c',
    'wal_level=replica',
    '-c',
    'archive_mode=on',
    '-c',
    `archive_command=${archiveCommand(walDir)}`,
    '-c',
    `archive_timeout=${archiveSeconds}`,
  ];
}

/** `at` as PostgreSQL's recovery_target_time takes it: `2026-11-24 13:00:00.000+00` (no `Z`). */
export function postgresTime(at: Date): string {
  return at.toISOString().replace('T', ' ').replace('Z', '+00');
}

/** Settings of a point-in-time recovery from the archive: to `to`, or to the archive's end; then promote. */
export function recoverySettings(walDir: string, to: Date | undefined): string[] {
  const target = to
    ? ['-c', `recovery_target_time=${postgresTime(to)}`, '-c', 'recovery_target_action=promote']
    : [];
  return [
    '-c',
    `restore_command=${restoreCommand(walDir)}`,
    '-c',
    'recovery_target_timeline=latest',
    ...target,
  ];
}

const WAL_FILE = /^[0-9A-F]{24}/;

/** Bytes of the WAL position just past the end of segment file `name` (e.g. `000000010000000000000003`). */
export function segmentEndBytes(name: string, segmentBytes: number): number | undefined {
  if (!WAL_FILE.test(name)) return undefined;
  const log = Number.parseInt(name.slice(8, 16), 16);
  const segment = Number.parseInt(name.slice(16, 24), 16);
  const perLog = 0x1_0000_0000 / segmentBytes;
  return (log * perLog + segment + 1) * segmentBytes;
}

interface Queryable {
  query<R extends object>(text: string): Promise<{ rows: R[] }>;
}

/** Reads pg_stat_archiver and pg_current_wal_lsn() on the shop's own cluster. */
export async function readArchiveState(db: Queryable, now = new Date()): Promise<ArchiveState> {
  const { rows } = await db.query<{
    archive_mode: string;
    archived_count: string;
    last_archived_wal: string | null;
    last_archived_time: Date | null;
    failed_count: string;
    last_failed_wal: string | null;
    last_failed_time: Date | null;
    current_bytes: string;
    segment_bytes: string;
  }>(
    `SELECT current_setting('archive_mode') AS archive_mode, archived_count, last_archived_wal,
            last_archived_time, failed_count, last_failed_wal, last_failed_time,
            pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text AS current_bytes,
            (SELECT setting FROM pg_settings WHERE name = 'wal_segment_size') AS segment_bytes
       FROM pg_stat_archiver`,
  );
  const row = rows[0];
  if (!row) throw new Error('pg_stat_archiver returned no row');
  const current = Number(row.current_bytes);
  const archivedEnd = row.last_archived_wal
    ? (segmentEndBytes(row.last_archived_wal, Number(row.segment_bytes)) ?? 0)
    : 0;
  const lagBytes = Math.max(0, current - archivedEnd);
  return {
    archiving: row.archive_mode === 'on' || row.archive_mode === 'always',
    archivedCount: Number(row.archived_count),
    lastArchivedWal: row.last_archived_wal,
    lastArchivedAt: row.last_archived_time?.toISOString() ?? null,
    failedCount: Number(row.failed_count),
    lastFailedWal: row.last_failed_wal,
    lastFailedAt: row.last_failed_time?.toISOString() ?? null,
    lagBytes,
    lagSeconds:
      lagBytes > 0 && row.last_archived_time
        ? Math.max(0, Math.round((now.getTime() - row.last_archived_time.getTime()) / 1000))
        : lagBytes > 0
          ? null
          : 0,
  };
}
