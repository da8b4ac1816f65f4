/**
 * File plumbing of the backups (ADR 0043): the backup folder's layout, a tree copy that tolerates
 * files vanishing under it (a live cluster), the `postgres` OS user's ids when run as root, and
 * small JSON files written whole (temp name, then rename).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, copyFile, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a shop's backups and the data they cover live; every path absolute. */
export interface BackupPaths {
  dataDir: string;
  /** `${dataDir}/postgres`, the embedded cluster. */
  clusterDir: string;
  imageDir: string;
  backupDir: string;
  /** `${backupDir}/wal`: archived WAL segments, written by PostgreSQL's archive_command. */
  walDir: string;
  /** `${backupDir}/base`: one folder per base backup, named by its UTC start stamp. */
  baseDir: string;
  /** `${backupDir}/status.json`: the last base backup's success and failure. */
  statusFile: string;
}

/** The paths of a resolved environment (`DATA_DIR`, `IMAGE_DIR`, `BACKUP_DIR`). */
export function backupPaths(env: { DATA_DIR: string; IMAGE_DIR: string; BACKUP_DIR: string }): BackupPaths {
  return {
    dataDir: env.DATA_DIR,
    clusterDir: path.join(env.DATA_DIR, 'postgres'),
    imageDir: env.IMAGE_DIR,
    backupDir: env.BACKUP_DIR,
    walDir: path.join(env.BACKUP_DIR, 'wal'),
    baseDir: path.join(env.BACKUP_DIR, 'base'),
    statusFile: path.join(env.BACKUP_DIR, 'status.json'),
  };
}

/** A compact UTC stamp for folder names: `20261124T130000Z`. */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

export const isRoot = () => process.getuid?.() === 0;

/** Uid and gid of the `postgres` OS user PostgreSQL runs as under root; undefined when not root. */
export function postgresOwner(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies the tree `from` into `to` (created, mode 0700 for folders) and returns the bytes copied.
 * `skip(relative, isFolder)` leaves an entry out (relative path with `/`); a file or folder that
 * vanishes while copying is left out too. `owner` chowns every copy (restoring as root).
 */
export async function copyTree(
  from: string,
  to: string,
  options: {
    skip?: (relative: string, isFolder: boolean) => boolean;
    owner?: { uid: number; gid: number };
  } = {},
  relative = '',
): Promise<number> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  await mkdir(to, { recursive: true, mode: 0o700 });
  if (options.owner) await chown(to, options.owner.uid, options.owner.gid);
  let bytes = 0;
  for (const entry of entries) {
    const entryRelative = relative ? `${relative}/${entry.name}` : entry.name;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (options.skip?.(entryRelative, entry.isDirectory())) continue;
    if (entry.isDirectory()) {
      bytes += await copyTree(source, target, options, entryRelative);
    } else if (entry.isFile()) {
      try {
        await copyFile(source, target);
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      if (options.owner) await chown(target, options.owner.uid, options.owner.gid);
      bytes += (await stat(target)).size;
    } else if (entry.isSymbolicLink()) {
      throw new Error(`${source} is a symbolic link (a tablespace?): backups copy plain files only`);
    }
  }
  return bytes;
}

/** Writes `value` as JSON to `file` through a temporary name, so a reader never sees half of it. */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

/** The JSON in `file`, or undefined when it does not exist. */
export async function readJsonFile<T>(file: string): Promise<T | undefined> {
  if (!existsSync(file)) return undefined;
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/**
 * Makes `${backupDir}/wal` and `/base`. As root, PostgreSQL archives as the `postgres` user:
 * the backup folder is opened (0755) and the WAL folder given to the cluster's owner.
 */
export async function prepareBackupDir(paths: BackupPaths, clusterOwner?: { uid: number; gid: number }) {
  await mkdir(paths.walDir, { recursive: true });
  await mkdir(paths.baseDir, { recursive: true });
  if (clusterOwner) {
    await chmod(paths.backupDir, 0o755);
    await chown(paths.walDir, clusterOwner.uid, clusterOwner.gid);
  }
}

/** The pid of the PostgreSQL running on `clusterDir` and its port, from postmaster.pid; undefined if none runs. */
export async function runningPostmaster(
  clusterDir: string,
): Promise<{ pid: number; port: number } | undefined> {
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return undefined;
  const lines = (await readFile(lockFile, 'utf8')).split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return { pid, port };
}
