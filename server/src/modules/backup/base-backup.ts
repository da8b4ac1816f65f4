/**
 * Base backups (ADR 0043) through PostgreSQL's low-level API (docs §26.3.4 "Making a Base Backup
 * Using the Low Level API"): `pg_backup_start(label, fast)`, a copy of the cluster's files less the
 * documented exclusions, `pg_backup_stop(wait_for_archive => true)` on the same connection, its
 * labelfile saved as `backup_label`. The shop's files (images, the cluster's password, the session
 * key) and the seller's settings go into the same folder:
 *
 *   `${BACKUP_DIR}/base/<UTC stamp>/{pgdata/, files/images/, files/postgres-password, files/jwt-secret,
 *   seller.json, backup.json}`
 *
 * With the pictures in a bucket (IMAGE_STORE=s3, ADR 0068), `files/images/` is replaced by
 * `files/bucket-objects.json`, the bucket's object list (key and size of each) at the backup: the
 * bucket keeps its own copies (versioning, the provider's replication), the backup says what it held.
 *
 * A backup is built under `<stamp>.partial` and renamed when whole; `backup.json` is its manifest.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupFailure, BackupKind, BackupSuccess } from '@shahi/contract';
import type pg from 'pg';
import { databaseOver } from '#server/db/client.ts';
import type { ImageStore, StoredObject } from '#server/modules/photos/public.ts';
import { selectSeller } from '#server/modules/seller/public.ts';
import { type BackupPaths, copyTree, readJsonFile, utcStamp, writeJsonFile } from './files.ts';
import { type BackupSummary, planRetention } from './retention.ts';

/** The manifest of one base backup (`backup.json`); times are ISO strings. */
export interface BackupManifest extends BackupSummary {
  startedAt: string;
  startLsn: string | null;
  stopLsn: string | null;
  kind: BackupKind;
  sizeBytes: number;
  /** With the pictures in a bucket: its name, and the count and bytes of its objects at the backup. */
  bucket?: { name: string; objects: number; bytes: number };
}

/** `files/bucket-objects.json`: the bucket's name and every object's key and size in bytes. */
export interface BucketObjectList {
  bucket: string;
  listedAt: string;
  objects: StoredObject[];
}

/** The name of the bucket's object list inside a backup's `files/`. */
export const BUCKET_OBJECTS_FILE = 'bucket-objects.json';

/** `status.json`: the last base backup that worked and the last that did not. */
export interface BackupRecord {
  lastSuccess?: BackupSuccess;
  lastFailure?: BackupFailure;
}

/** Entries left out of a cluster copy (relative to the cluster folder), per the PostgreSQL docs. */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'recovery.signal',
  'standby.signal',
  'backup_manifest',
]);
/** Folders copied empty. */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

/** Whether a cluster entry stays out of a base backup. */
export function skippedInBaseBackup(relative: string): boolean {
  const name = path.posix.basename(relative);
  const parent = path.posix.dirname(relative);
  return (
    SKIPPED_FILES.has(relative) ||
    EMPTIED_FOLDERS.has(parent) ||
    name.startsWith('pgsql_tmp') ||
    name === 'pg_internal.init'
  );
}

/** The complete base backups in `baseDir`, oldest first. */
export async function listBackups(paths: BackupPaths): Promise<BackupManifest[]> {
  if (!existsSync(paths.baseDir)) return [];
  const names = (await readdir(paths.baseDir)).filter((name) => !name.endsWith('.partial')).sort();
  const manifests: BackupManifest[] = [];
  for (const name of names) {
    const manifest = await readJsonFile<BackupManifest>(path.join(paths.baseDir, name, 'backup.json'));
    if (manifest) manifests.push(manifest);
  }
  return manifests;
}

/**
 * The shop's own files: images (IMAGE_DIR, or the bucket's object list when `bucket` is given), and
 * the cluster's password and session key beside the cluster. Returns the bytes written and, with a
 * bucket, its summary for the manifest.
 */
async function copyShopFiles(
  paths: BackupPaths,
  target: string,
  bucket: (ImageStore & { bucket?: string }) | undefined,
  now: () => Date,
): Promise<{ bytes: number; bucket?: BackupManifest['bucket'] }> {
  await mkdir(target, { recursive: true, mode: 0o700 });
  let bytes = 0;
  let summary: BackupManifest['bucket'];
  if (bucket) {
    const objects: StoredObject[] = [];
    for await (const object of bucket.list('')) objects.push(object);
    objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const name = bucket.bucket ?? '';
    const list: BucketObjectList = { bucket: name, listedAt: now().toISOString(), objects };
    const file = path.join(target, BUCKET_OBJECTS_FILE);
    await writeJsonFile(file, list);
    bytes += (await stat(file)).size;
    summary = { name, objects: objects.length, bytes: objects.reduce((sum, object) => sum + object.size, 0) };
  } else {
    bytes += await copyTree(paths.imageDir, path.join(target, 'images'));
  }
  for (const name of ['postgres-password', 'jwt-secret']) {
    const source = path.join(paths.dataDir, name);
    if (!existsSync(source)) continue;
    await copyFile(source, path.join(target, name));
    bytes += (await stat(source)).size;
  }
  return summary ? { bytes, bucket: summary } : { bytes };
}

/**
 * The seller's settings as rows, `[]` before any are stored (also inside the cluster copy; readable
 * alone, and kept with DATABASE_URL), read through the seller module. A failed read rejects, so the
 * backup fails and says so rather than leaving them out.
 */
async function sellerRows(client: pg.Client): Promise<unknown[]> {
  const row = await selectSeller(databaseOver(client));
  return row ? [row] : [];
}

export interface TakeBackupOptions {
  paths: BackupPaths;
  /** A connection of its own to the shop's database (the backup's start and stop share it). */
  client: pg.Client;
  /** False with DATABASE_URL: the database is not copied, only the files and seller settings. */
  cluster: boolean;
  /** The pictures' bucket (IMAGE_STORE=s3): its object list is recorded instead of IMAGE_DIR copied. */
  bucket?: ImageStore & { bucket?: string };
  now?: () => Date;
}

/** Takes one base backup; records success or failure in status.json; throws on failure. */
export async function takeBaseBackup(options: TakeBackupOptions): Promise<BackupManifest> {
  const { paths, client, cluster } = options;
  const now = options.now ?? (() => new Date());
  const started = now();
  const name = utcStamp(started);
  const partial = path.join(paths.baseDir, `${name}.partial`);
  const record = (await readJsonFile<BackupRecord>(paths.statusFile)) ?? {};
  try {
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { recursive: true, mode: 0o700 });
    let sizeBytes = 0;
    let startLsn: string | null = null;
    let stopLsn: string | null = null;
    let startWal = '';
    if (cluster) {
      const { rows } = await client.query<{ lsn: string; wal: string }>(
        'SELECT lsn::text, pg_walfile_name(lsn) AS wal FROM pg_backup_start($1, true) AS lsn',
        [`shahi ${name}`],
      );
      startLsn = rows[0]?.lsn ?? null;
      startWal = rows[0]?.wal ?? '';
      const pgdata = path.join(partial, 'pgdata');
      sizeBytes += await copyTree(paths.clusterDir, pgdata, {
        skip: (relative) => skippedInBaseBackup(relative),
      });
      await mkdir(path.join(pgdata, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
      const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
        'SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(true)',
      );
      const stopped = stop.rows[0];
      if (!stopped) throw new Error('pg_backup_stop returned nothing');
      stopLsn = stopped.lsn;
      await writeFile(path.join(pgdata, 'backup_label'), stopped.labelfile);
      if (stopped.spcmapfile) await writeFile(path.join(pgdata, 'tablespace_map'), stopped.spcmapfile);
    }
    const shopFiles = await copyShopFiles(paths, path.join(partial, 'files'), options.bucket, now);
    sizeBytes += shopFiles.bytes;
    await writeJsonFile(path.join(partial, 'seller.json'), await sellerRows(client));
    const manifest: BackupManifest = {
      name,
      kind: cluster ? 'cluster' : 'files',
      startedAt: started.toISOString(),
      stoppedAt: now().toISOString(),
      startWal,
      startLsn,
      stopLsn,
      sizeBytes,
      ...(shopFiles.bucket ? { bucket: shopFiles.bucket } : {}),
    };
    await writeJsonFile(path.join(partial, 'backup.json'), manifest);
    await rename(partial, path.join(paths.baseDir, name));
    const seconds = (Date.parse(manifest.stoppedAt) - started.getTime()) / 1000;
    record.lastSuccess = { at: manifest.stoppedAt, name, sizeBytes, seconds, kind: manifest.kind };
    await writeJsonFile(paths.statusFile, record);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true }).catch(() => {});
    record.lastFailure = {
      at: now().toISOString(),
      message: error instanceof Error ? error.message : String(error),
    };
    await writeJsonFile(paths.statusFile, record).catch(() => {});
    throw error;
  }
}

/** Applies retention (retention.ts) to the backup folder; returns what it deleted. */
export async function pruneBackups(paths: BackupPaths, keepDays: number, now = new Date()) {
  const backups = await listBackups(paths);
  const walFiles = existsSync(paths.walDir) ? await readdir(paths.walDir) : [];
  // Files-only backups start no WAL: they never decide which WAL to keep.
  const plan = planRetention(
    backups.filter((backup) => backup.kind === 'cluster'),
    walFiles,
    now,
    keepDays,
  );
  const filesOnly = planRetention(
    backups.filter((backup) => backup.kind === 'files'),
    [],
    now,
    keepDays,
  );
  const dropped = [...plan.backups, ...filesOnly.backups];
  for (const name of dropped) await rm(path.join(paths.baseDir, name), { recursive: true, force: true });
  for (const file of plan.wal) await rm(path.join(paths.walDir, file), { force: true });
  return { backups: dropped, wal: plan.wal };
}
