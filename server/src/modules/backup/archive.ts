/**
 * Continuous WAL archiving of the embedded cluster (ADR 0043, PostgreSQL docs §26.3 "Continuous
 * Archiving and Point-in-Time Recovery"): the server settings that copy each finished segment into
 * `${BACKUP_DIR}/wal/`, and the restore_command that reads them back.
 */
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ArchiveState } from '@shahi/contract';
import { type BackupPaths, readJsonFile, writeJsonFile } from './files.ts';

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

/**
 * The cluster's system identifier as a decimal string: the first field of `global/pg_control`, a
 * uint64 in the machine's byte order (PostgreSQL's ControlFileData). initdb picks it at random,
 * so two clusters never share one; a cluster restored from a base backup keeps it.
 */
export async function clusterSystemId(clusterDir: string): Promise<string> {
  const file = await open(path.join(clusterDir, 'global', 'pg_control'), 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(8), 0, 8, 0);
    if (bytesRead < 8) throw new Error(`${clusterDir}/global/pg_control is too short`);
    return (os.endianness() === 'LE' ? buffer.readBigUInt64LE(0) : buffer.readBigUInt64BE(0)).toString();
  } finally {
    await file.close();
  }
}

/** `${backupDir}/cluster.json`: whose WAL the archive holds. */
interface ArchiveClaim {
  systemIdentifier: string;
  claimedAt: string;
}

/** The archive in BACKUP_DIR holds another cluster's WAL; the message says what to do. */
export class ForeignArchiveError extends Error {
  override name = 'ForeignArchiveError';
}

/**
 * Ties the archive in `paths.backupDir` to the cluster in `paths.clusterDir` before that cluster
 * starts archiving: the first cluster writes its system identifier to `cluster.json`; any other
 * cluster is refused with a ForeignArchiveError. Two clusters number their WAL segments alike
 * (a new cluster starts again at 000000010000000000000001), so one archive cannot hold both: the
 * second one's segments would be refused forever, or, without the check, mixed into a restore.
 * This is what stops a shop started on an empty DATA_DIR from archiving over the backups of the
 * one that was lost (ADR 0043).
 */
export async function claimArchive(paths: BackupPaths, now = new Date()): Promise<void> {
  const systemIdentifier = await clusterSystemId(paths.clusterDir);
  const file = path.join(paths.backupDir, 'cluster.json');
  const claim = await readJsonFile<ArchiveClaim>(file);
  if (!claim) {
    await writeJsonFile(file, { systemIdentifier, claimedAt: now.toISOString() } satisfies ArchiveClaim);
    return;
  }
  if (claim.systemIdentifier === systemIdentifier) return;
  throw new ForeignArchiveError(
    `${paths.backupDir} holds the backups of another database (system identifier ` +
      `${claim.systemIdentifier}, archived since ${claim.claimedAt}); the database in ` +
      `${paths.clusterDir} is ${systemIdentifier}. To bring that database back, stop here and run ` +
      '`npm run restore`. To keep this new database instead, move that folder aside or set ' +
      'BACKUP_DIR to an empty folder, then start again.',
  );
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
