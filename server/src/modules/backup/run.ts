/**
 * Taking a backup (ADR 0043) from `npm run backup` or the shop's daily job, and the backup status
 * the back office shows. With the embedded cluster: a base backup on the running cluster, or, when
 * the shop is stopped, on the cluster started briefly; then retention. With DATABASE_URL: the
 * shop's files and seller settings only (the database is the provider's to back up).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type BackupStatus, indiaWallClock } from '@shahi/contract';
import pg from 'pg';
import { DATABASE_NAME, startEmbeddedDatabase } from '#server/db/embedded.ts';
import { withTransaction } from '#server/db/transaction.ts';
import type { JobLog } from '#server/jobs/boss.ts';
import { type PeriodicJob, startPeriodicJob } from '#server/jobs/periodic-job.ts';
import { type OwnerAlertDeps, queueOwnerAlert } from '#server/modules/alerts/public.ts';
import { createS3ImageStore, type S3ImageStore, type S3Settings } from '#server/modules/photos/public.ts';
import { archiveSettings, claimArchive, readArchiveState } from './archive.ts';
import { type BackupRecord, listBackups, pruneBackups, takeBaseBackup } from './base-backup.ts';
import { type BackupPaths, backupPaths, prepareBackupDir, readJsonFile, runningPostmaster } from './files.ts';

/** The settings backups read (a resolved environment, config/env.ts). */
export interface BackupEnv {
  DATA_DIR: string;
  IMAGE_DIR: string;
  BACKUP_DIR: string;
  BACKUP_KEEP_DAYS: number;
  BACKUP_ARCHIVE_SECONDS: number;
  DATABASE_URL?: string | undefined;
  /** The pictures' bucket when IMAGE_STORE=s3 (ADR 0068): its object list goes into the backup. */
  s3?: S3Settings | undefined;
}

/** Runs `work` with the bucket of `env.s3` (undefined without one), then lets its client go. */
async function withBucket<T>(env: BackupEnv, work: (bucket: S3ImageStore | undefined) => Promise<T>) {
  const bucket = env.s3 ? createS3ImageStore(env.s3) : undefined;
  try {
    return await work(bucket);
  } finally {
    bucket?.close();
  }
}

/** What an operator reads after DATABASE_URL backups: the database is not copied, and why. */
export const EXTERNAL_DATABASE_NOTE =
  "DATABASE_URL is set: the shop does not archive or copy that database. Use your provider's " +
  'point-in-time recovery (managed PostgreSQL keeps WAL and daily snapshots), or pg_basebackup with ' +
  "WAL archiving on your own server. The images (or the bucket's object list) and seller settings are copied here.";

/**
 * Server flags turning on WAL archiving, and the hook preparing the archive before the cluster
 * starts; that hook throws a ForeignArchiveError when BACKUP_DIR archives another cluster.
 */
export function embeddedArchiving(env: BackupEnv) {
  const paths = backupPaths(env);
  return {
    settings: archiveSettings(paths.walDir, env.BACKUP_ARCHIVE_SECONDS),
    beforeStart: async (clusterDir: string) => {
      const owner = process.getuid?.() === 0 ? await stat(clusterDir) : undefined;
      await prepareBackupDir(paths, owner && { uid: owner.uid, gid: owner.gid });
      await claimArchive(paths);
    },
  };
}

/** Takes a base backup on `url`'s database, then prunes; refuses a cluster that is not archiving. */
async function backupOn(url: string, paths: BackupPaths, env: BackupEnv, cluster: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (cluster) {
      const { rows } = await client.query<{ mode: string }>("SELECT current_setting('archive_mode') AS mode");
      if (rows[0]?.mode !== 'on') {
        throw new Error(
          'The running shop started without WAL archiving: restart it, then run the backup again.',
        );
      }
    }
    const manifest = await withBucket(env, (bucket) =>
      takeBaseBackup({ paths, client, cluster, ...(bucket ? { bucket } : {}) }),
    );
    const pruned = await pruneBackups(paths, env.BACKUP_KEEP_DAYS);
    return { manifest, pruned };
  } finally {
    await client.end();
  }
}

/**
 * `npm run backup`: a base backup of whatever the environment's shop uses, whether it runs or not.
 * Resolves with the manifest, what retention deleted, and `note` for DATABASE_URL.
 */
export async function backupNow(env: BackupEnv, log: (line: string) => void) {
  const paths = backupPaths(env);
  if (env.DATABASE_URL) {
    await prepareBackupDir(paths);
    return { ...(await backupOn(env.DATABASE_URL, paths, env, false)), note: EXTERNAL_DATABASE_NOTE };
  }
  const running = await runningPostmaster(paths.clusterDir);
  if (running) {
    await prepareBackupDir(paths);
    const password = (await readFile(path.join(paths.dataDir, 'postgres-password'), 'utf8')).trim();
    // The shop's own database: the seller settings are read from it beside the cluster copy.
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${DATABASE_NAME}`;
    return { ...(await backupOn(url, paths, env, true)), note: undefined };
  }
  const database = await startEmbeddedDatabase(paths.dataDir, log, embeddedArchiving(env));
  try {
    return { ...(await backupOn(database.url, paths, env, true)), note: undefined };
  } finally {
    // A clean stop switches to a new WAL segment and archives the last one.
    await database.stop();
  }
}

export const BASE_BACKUP_QUEUE = 'base-backup';

/**
 * Whether a failure now starts a failure streak, judged on status.json as it was before the run:
 * no failure recorded yet, or the last success came after the last failure. The owner is alerted
 * once per streak, not every hour the job tries again (ADR 0062).
 */
export function startsFailureStreak(before: BackupRecord | undefined): boolean {
  const failedAt = before?.lastFailure && Date.parse(before.lastFailure.at);
  if (!failedAt) return true;
  const succeededAt = before?.lastSuccess && Date.parse(before.lastSuccess.at);
  return Boolean(succeededAt && succeededAt >= failedAt);
}

/**
 * Queues the owner alert `backup_failed` for `error` in a transaction of its own (the backup has
 * none) and wakes the mail worker; rejects when the database does not take it.
 */
export async function alertBackupFailed(
  pool: pg.Pool,
  alerts: OwnerAlertDeps,
  error: unknown,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await withTransaction(pool, (tx) =>
    queueOwnerAlert(tx, alerts, 'backup_failed', { message, at: new Date() }),
  );
  alerts.mail.wake();
}

/**
 * The start of the latest base-backup slot at or before `now`: slots begin at `hour`:00 India time
 * and follow every `everyHours` hours (24: each night at that hour; 6 with hour 3: 03:00, 09:00,
 * 15:00, 21:00), counted from 2026-01-01 so they do not drift (ADR 0043).
 */
export function latestBackupSlot(now: Date, everyHours: number, hour: number): Date {
  const anchor = indiaWallClock(2026, 1, 1, hour).getTime();
  const period = everyHours * 3_600_000;
  return new Date(anchor + Math.floor((now.getTime() - anchor) / period) * period);
}

/**
 * Whether the shop should take a base backup at `now`: none has succeeded yet (or its time does
 * not parse), or the last success (`lastSuccessAt`) came before the latest slot began, so a slot
 * missed while the shop was down is made up at the next check.
 */
export function backupDue(now: Date, lastSuccessAt: Date | undefined, everyHours: number, hour: number) {
  // Written as "not on or after" so that an Invalid Date (NaN) counts as due, not as never.
  return !(lastSuccessAt && lastSuccessAt >= latestBackupSlot(now, everyHours, hour));
}

/**
 * The shop's own base backups: an hourly job (once per hour across instances) that takes one when
 * `backupDue` says so: at once on a new shop, then in the hour after each slot (`hour` India time,
 * every `everyHours`). The last success in status.json decides, so a restart neither repeats nor
 * skips one. With `alerts`, the first failure after a success (or ever) mails the owner alert
 * `backup_failed`. `stop()` never rejects.
 */
export function startBackupJob(options: {
  env: BackupEnv;
  pool: pg.Pool;
  log: JobLog;
  everyHours: number;
  hour: number;
  alerts?: OwnerAlertDeps;
}): PeriodicJob {
  const { env, pool, log } = options;
  const paths = backupPaths(env);
  return startPeriodicJob({
    pool,
    log,
    queue: BASE_BACKUP_QUEUE,
    everySeconds: 3600,
    pollingIntervalSeconds: 60,
    // A base backup of a large shop takes minutes; pg-boss must not count it lost and start another.
    expireInSeconds: 6 * 3600,
    run: async () => {
      const record = await readJsonFile<BackupRecord>(paths.statusFile);
      const success = record?.lastSuccess?.kind === 'cluster' ? record.lastSuccess : undefined;
      if (!backupDue(new Date(), success && new Date(success.at), options.everyHours, options.hour)) return;
      try {
        const client = new pg.Client(pool.options);
        await client.connect();
        try {
          const manifest = await withBucket(env, (bucket) =>
            takeBaseBackup({ paths, client, cluster: true, ...(bucket ? { bucket } : {}) }),
          );
          const pruned = await pruneBackups(paths, env.BACKUP_KEEP_DAYS);
          log.info({ backup: manifest.name, sizeBytes: manifest.sizeBytes, pruned }, 'base backup taken');
        } finally {
          await client.end();
        }
      } catch (error) {
        if (options.alerts && startsFailureStreak(record)) {
          await alertBackupFailed(pool, options.alerts, error).catch((alertError: unknown) =>
            log.error({ err: alertError }, 'the backup-failed alert could not be queued'),
          );
        }
        throw error;
      }
    },
  });
}

/**
 * Reads status.json, the base backups and (embedded only) pg_stat_archiver through `pool`. Rejects
 * when one cannot be read (a corrupt status file, an unreadable folder), so the status page says so
 * rather than "no backups".
 */
export async function readBackupStatus(env: BackupEnv, pool: pg.Pool): Promise<BackupStatus> {
  const paths = backupPaths(env);
  const record = (await readJsonFile<BackupRecord>(paths.statusFile)) ?? {};
  const backups = await listBackups(paths);
  const external = Boolean(env.DATABASE_URL);
  return {
    mode: external ? 'external' : 'embedded',
    backupDir: paths.backupDir,
    keepDays: env.BACKUP_KEEP_DAYS,
    archiveSeconds: env.BACKUP_ARCHIVE_SECONDS,
    lastSuccess: record.lastSuccess ?? null,
    lastFailure: record.lastFailure ?? null,
    backups: backups.map(({ name, kind, startedAt, stoppedAt, sizeBytes }) => ({
      name,
      kind,
      startedAt,
      stoppedAt,
      sizeBytes,
    })),
    archive: external ? null : await readArchiveState(pool),
  };
}
