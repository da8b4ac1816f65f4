/**
 * Whether the backups share the shop's disk (ADR 0063): two folders on one file system (the same
 * `st_dev` of `stat(2)`) are lost together when that disk fails, so the Backups page warns then.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** The device id of `folder`, or of its nearest existing parent (a backup folder not made yet). */
async function deviceOf(folder: string): Promise<number | bigint | undefined> {
  let current = path.resolve(folder);
  for (;;) {
    try {
      return (await stat(current)).dev;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return undefined;
      current = parent;
    }
  }
}

/**
 * True when `backupDir` and `dataDir` sit on the same file system, false when not, null when
 * neither could be read.
 */
export async function sharesDisk(backupDir: string, dataDir: string): Promise<boolean | null> {
  const [backups, data] = await Promise.all([deviceOf(backupDir), deviceOf(dataDir)]);
  if (backups === undefined || data === undefined) return null;
  return backups === data;
}
