/** Back office: the backups' state (ADR 0043), and the owner's health details. */

import type { AdminBackupStatus } from '@shahi/contract/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { sharesDisk } from '#server/modules/backup/disk.ts';
import { readBackupStatus } from '#server/modules/backup/run.ts';
import type { AdminDeps } from './index.ts';

const HEALTH_QUERY_TIMEOUT_MS = 2_000;

/**
 * `GET /admin/backups` → the backup status: mode (`embedded` | `external`), the last base backup's
 * success and failure, the base backups kept, and the WAL archive (last archived segment and time,
 * failures, lag in bytes and seconds; null with DATABASE_URL), and `sharesDataDisk`: whether
 * BACKUP_DIR is on the same file system as DATA_DIR (ADR 0063). `GET /admin/health` → `{db, backups}`:
 * the public health's database check with the backup status beside it, for the owner.
 */
export const adminBackupRoutes: FastifyPluginAsync<AdminDeps> = async (app, { env, pool }) => {
  app.get('/backups', async () => {
    const [status, sharesDataDisk] = await Promise.all([
      readBackupStatus(env, pool),
      sharesDisk(env.BACKUP_DIR, env.DATA_DIR),
    ]);
    const data: AdminBackupStatus = { ...status, sharesDataDisk };
    return { success: true, data };
  });

  app.get('/health', async (_request, reply) => {
    const db = await Promise.race([
      pool.query('SELECT 1').then(() => 'ok' as const),
      new Promise<'unreachable'>((resolve) =>
        setTimeout(() => resolve('unreachable'), HEALTH_QUERY_TIMEOUT_MS).unref(),
      ),
    ]).catch(() => 'unreachable' as const);
    const backups = await readBackupStatus(env, pool);
    return reply.code(db === 'ok' ? 200 : 503).send({ success: db === 'ok', data: { db, backups } });
  });
};
