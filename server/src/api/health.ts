/** `GET /health`: 200 `{db: "ok"}`, or 503 when the database is unreachable (docs/operations.md#health). */
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';

const HEALTH_QUERY_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get('/health', async (_request, reply) => {
    try {
      await Promise.race([
        pool.query('SELECT 1'),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('timeout')), HEALTH_QUERY_TIMEOUT_MS).unref(),
        ),
      ]);
      return { success: true, data: { db: 'ok' } };
    } catch {
      return reply
        .code(503)
        .send({ success: false, data: { db: 'unreachable' }, message: 'Database unreachable' });
    }
  });
};
