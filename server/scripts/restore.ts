/**
 * `npm run restore -- [--to "2026-11-24 18:30"]`: restores the embedded cluster under DATA_DIR
 * from BACKUP_DIR to a time (India time without an offset, or an ISO time with one), or to the end of
 * the archive, with the shop stopped (ADR 0043, docs/operations.md#backups-and-restore).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EnvError, resolveEnv } from '#server/config/env.ts';
import { backupPaths } from '#server/modules/backup/files.ts';
import { parseRestoreArgs, restoreCluster } from '#server/modules/backup/restore.ts';

/** Runs the command with its arguments; resolves with the exit code. */
export async function main(argv: string[]): Promise<number> {
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  try {
    const env = resolveEnv();
    if (env.DATABASE_URL) {
      throw new Error(
        'DATABASE_URL is set: restore that database with your provider (point-in-time recovery); ' +
          `the images and seller settings are in ${path.join(env.BACKUP_DIR, 'base')}/<stamp>/files.`,
      );
    }
    const { to } = parseRestoreArgs(argv);
    const result = await restoreCluster(backupPaths(env), {
      to,
      archiveSeconds: env.BACKUP_ARCHIVE_SECONDS,
      log: () => {},
    });
    if (to && !result.to) {
      process.stdout.write(
        `Nothing archived is later than ${to.toISOString()}: restored everything archived, which is the shop as it was then.\n`,
      );
    }
    process.stdout.write(
      `Restored from base backup ${result.backup} to ${result.to ?? 'the end of the archive'} ` +
        `in ${result.seconds.toFixed(1)} s.\n` +
        (result.previousCluster ? `The replaced cluster is kept in ${result.previousCluster}.\n` : '') +
        'Start the shop, check it, then take a fresh base backup with "npm run backup".\n',
    );
    return 0;
  } catch (error) {
    const message = error instanceof EnvError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`restore failed: ${message}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
