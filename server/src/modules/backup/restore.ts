/**
 * Point-in-time restore of the embedded cluster (ADR 0043, PostgreSQL docs §26.3.5 "Recovering
 * Using a Continuous Archive Backup"): with the shop stopped, the old cluster is renamed aside, the
 * newest base backup finished before the target is copied in with `recovery.signal`, PostgreSQL
 * replays the archived WAL to the target (or the archive's end) and promotes, then stops cleanly.
 * Images, the cluster's password and the session key come back from the same base backup. With the
 * pictures in a bucket (ADR 0068) the bucket is left alone: the backup holds only its object list
 * (`files/bucket-objects.json`), whose path the result gives for comparison.
 */
import { existsSync } from 'node:fs';
import { chmod, chown, copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { INDIA_UTC_OFFSET } from '@shahi/contract';
import pg from 'pg';
import { startEmbeddedDatabase } from '#server/db/embedded.ts';
import { archiveSettings, recoverySettings } from './archive.ts';
import { type BackupManifest, BUCKET_OBJECTS_FILE, listBackups } from './base-backup.ts';
import { type BackupPaths, copyTree, postgresOwner, runningPostmaster, utcStamp } from './files.ts';

/** A restore that cannot be done as asked; its message says why and what to do. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?$/;
const OFFSET_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const TIME_HINT =
  'a time like "2026-11-24 18:30" (India time, UTC+05:30) or an ISO time with its offset like "2026-11-24T13:00:00Z"';

/** Whether the date and clock fields name a real moment (no 30 February, no 25:00). */
function realFields(match: RegExpMatchArray): boolean {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const utc = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0));
  return (
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === (month ?? 1) - 1 &&
    utc.getUTCDate() === day &&
    utc.getUTCHours() === hour &&
    utc.getUTCMinutes() === minute
  );
}

/** Parses a `--to` value: India time without an offset, else the offset given; throws RestoreError. */
export function parseTargetTime(text: string): Date {
  const value = text.trim();
  const local = value.match(LOCAL_TIME);
  const offset = value.match(OFFSET_TIME);
  const match = local ?? offset;
  if (!match || !realFields(match)) throw new RestoreError(`--to "${text}" is not ${TIME_HINT}.`);
  const iso = value.replace(' ', 'T');
  const zone = local ? INDIA_UTC_OFFSET : (offset?.[8] ?? '').replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const at = new Date(
    local ? `${iso}${zone}` : `${iso.slice(0, iso.length - (offset?.[8]?.length ?? 0))}${zone}`,
  );
  if (Number.isNaN(at.getTime())) throw new RestoreError(`--to "${text}" is not ${TIME_HINT}.`);
  return at;
}

/** Parses `npm run restore -- [--to TIME]`; `to` undefined = the end of the archive. Throws RestoreError. */
export function parseRestoreArgs(argv: string[], now = new Date()): { to?: Date } {
  let values: { to?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { to: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new RestoreError(
      `${(error as Error).message}. Usage: npm run restore -- [--to "2026-11-24 18:30"]`,
    );
  }
  if (values.to === undefined) return {};
  const to = parseTargetTime(values.to);
  if (to.getTime() > now.getTime()) {
    throw new RestoreError(
      `--to ${to.toISOString()} is in the future; leave --to out to restore everything.`,
    );
  }
  return { to };
}

/** The base backup to restore for `to`: the newest finished at or before it (any newest without `to`). */
export function chooseBackup(
  backups: BackupManifest[],
  to: Date | undefined,
  backupDir: string,
): BackupManifest {
  const clusters = backups.filter((backup) => backup.kind === 'cluster');
  if (clusters.length === 0) {
    throw new RestoreError(`No base backups in ${backupDir}/base: take one with "npm run backup" first.`);
  }
  const fitting = to ? clusters.filter((backup) => Date.parse(backup.stoppedAt) <= to.getTime()) : clusters;
  const chosen = fitting.sort((a, b) => Date.parse(a.stoppedAt) - Date.parse(b.stoppedAt)).at(-1);
  if (chosen) return chosen;
  const first = clusters.map((backup) => backup.stoppedAt).sort()[0];
  throw new RestoreError(
    `${to?.toISOString()} is before the first base backup finished (${first}); the earliest time to restore to is ${first}.`,
  );
}

export interface RestoreResult {
  backup: string;
  /** The time recovered to; null: the archive's end (asked for, or nothing archived is later than `--to`). */
  to: string | null;
  /** Where the cluster that was replaced now lies (undefined when there was none). */
  previousCluster?: string;
  /** The bucket's object list at the backup, when the pictures were in a bucket (left alone by the restore). */
  bucketObjects?: string;
  seconds: number;
}

/** Moves `dir` aside to `<dir>.before-restore-<stamp>`; returns the new path, undefined when absent. */
async function moveAside(dir: string, stamp: string): Promise<string | undefined> {
  if (!existsSync(dir)) return undefined;
  const aside = `${dir}.before-restore-${stamp}`;
  await rename(dir, aside);
  return aside;
}

/**
 * Restores the embedded cluster in `paths.dataDir` to `to` (or the archive's end). Refuses while a
 * PostgreSQL runs on the cluster. Throws RestoreError with what went wrong; the old cluster is kept.
 */
export async function restoreCluster(
  paths: BackupPaths,
  options: { to?: Date; archiveSeconds: number; log: (line: string) => void },
): Promise<RestoreResult> {
  const began = Date.now();
  const running = await runningPostmaster(paths.clusterDir);
  if (running) {
    throw new RestoreError(
      `The shop's PostgreSQL is running (pid ${running.pid}) on ${paths.clusterDir}: stop the shop, then restore.`,
    );
  }
  const backup = chooseBackup(await listBackups(paths), options.to, paths.backupDir);
  const source = path.join(paths.baseDir, backup.name);
  const stamp = utcStamp(new Date());
  const owner = existsSync(paths.clusterDir)
    ? await stat(paths.clusterDir).then((s) =>
        process.getuid?.() === 0 ? { uid: s.uid, gid: s.gid } : undefined,
      )
    : postgresOwner();
  const previousCluster = await moveAside(paths.clusterDir, stamp);
  await copyTree(path.join(source, 'pgdata'), paths.clusterDir, { owner });
  await chmod(paths.clusterDir, 0o700);
  await mkdir(path.join(paths.clusterDir, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
  await writeFile(path.join(paths.clusterDir, 'recovery.signal'), '');
  if (owner) {
    await chown(path.join(paths.clusterDir, 'recovery.signal'), owner.uid, owner.gid);
    await chown(path.join(paths.clusterDir, 'pg_wal', 'archive_status'), owner.uid, owner.gid);
  }
  // The shop's files from the same backup; the images there now are kept aside like the cluster.
  const files = path.join(source, 'files');
  if (existsSync(path.join(files, 'images'))) {
    await moveAside(paths.imageDir, stamp);
    await copyTree(path.join(files, 'images'), paths.imageDir);
  }
  for (const name of ['postgres-password', 'jwt-secret']) {
    if (!existsSync(path.join(files, name))) continue;
    await copyFile(path.join(files, name), path.join(paths.dataDir, name));
  }

  const lines: string[] = [];
  const collect = (line: string) => {
    lines.push(line);
    options.log(line);
  };
  const recover = (to: Date | undefined) =>
    startEmbeddedDatabase(paths.dataDir, collect, {
      settings: [
        ...archiveSettings(paths.walDir, options.archiveSeconds),
        ...recoverySettings(paths.walDir, to),
      ],
    });
  const failure = () => {
    const fatal = lines.filter((line) => /FATAL|PANIC/.test(line)).join('\n');
    return new RestoreError(
      `PostgreSQL could not recover${fatal ? `:\n${fatal}` : ''}.${
        previousCluster ? ` The cluster as it was is kept in ${previousCluster}.` : ''
      }`,
    );
  };
  let database: Awaited<ReturnType<typeof startEmbeddedDatabase>>;
  let reachedTarget = options.to !== undefined;
  try {
    database = await recover(options.to);
  } catch {
    // No change in the archive is later than the target: everything archived is before it, so the
    // archive's end is the state at the target (as far as it was archived). Recovery resumes there.
    const notReached = lines.some((line) =>
      line.includes('recovery ended before configured recovery target was reached'),
    );
    if (!notReached) throw failure();
    reachedTarget = false;
    lines.length = 0;
    database = await recover(undefined).catch(() => {
      throw failure();
    });
  }
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (let waited = 0; ; waited += 200) {
        const { rows } = await client.query<{ recovering: boolean }>(
          'SELECT pg_is_in_recovery() AS recovering',
        );
        if (!rows[0]?.recovering) break;
        if (waited > 600_000) throw new RestoreError('PostgreSQL did not finish recovery within 10 minutes.');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await client.end();
    }
  } finally {
    await database.stop();
  }
  const bucketObjects = path.join(files, BUCKET_OBJECTS_FILE);
  return {
    backup: backup.name,
    to: reachedTarget ? (options.to?.toISOString() ?? null) : null,
    previousCluster,
    ...(existsSync(bucketObjects) ? { bucketObjects } : {}),
    seconds: (Date.now() - began) / 1000,
  };
}
