/**
 * `npm run backup`: one base backup now (ADR 0043, docs/operations.md#backups-and-restore) of the
 * shop `npm start` runs, running or not, then retention. With DATABASE_URL, the images and seller
 * settings only, and a note on backing up that database.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EnvError, resolveEnv } from '#server/config/env.ts';
import { backupNow } from '#server/modules/backup/run.ts';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Runs the command; resolves with the exit code. */
export async function main(): Promise<number> {
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  try {
    const env = resolveEnv();
    const began = performance.now();
    const { manifest, pruned, note } = await backupNow(env, () => {});
    if (note) process.stdout.write(`${note}\n`);
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    process.stdout.write(
      `Backup ${manifest.name} (${manifest.kind === 'cluster' ? 'database and files' : 'files only'}, ` +
        `${megabytes(manifest.sizeBytes)}) in ${seconds} s: ${path.join(env.BACKUP_DIR, 'base', manifest.name)}\n`,
    );
    if (pruned.backups.length + pruned.wal.length > 0) {
      process.stdout.write(
        `Older than ${env.BACKUP_KEEP_DAYS} days, deleted: ${pruned.backups.length} base backup(s), ` +
          `${pruned.wal.length} WAL file(s)\n`,
      );
    }
    return 0;
  } catch (error) {
    const message = error instanceof EnvError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`backup failed: ${message}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
