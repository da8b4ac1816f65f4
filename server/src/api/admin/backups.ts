/** Back office: the backups' state (ADR 0043), and the owner's health details. */
import type { FastifyPluginAsync } from 'fastify';
import { readBackupStatus } from '#server/modules/backup/run.ts';
import type { AdminDeps } from './index.ts';

const HEALTH_QUERY_TIMEOUT_MS = 2_000;

/**
 * `GET /admin/backups` → the backup status: mode (`embedded` | `external`), the last base backup's
 * success and failure, the base backups kept, and the WAL archive (last archived segment and time,
 * failures, lag in bytes and seconds; null with DATABASE_URL). `GET /admin/health` → `{db, backups}`:
 * the public health's database check with the backup status beside it, for the owner.
 */
export const adminBackupRoutes: FastifyPluginAsync<AdminDeps> = async (app, { env, pool }) => {
  app.get('/backups', async () => ({ success: true, data: await readBackupStatus(env, pool) }));

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
