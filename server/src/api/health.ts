/**
 * `GET /health`: 200 `{db: "ok"}`; 503 `{state: "draining"}` once shutdown has begun (the instance
 * still serves, a load balancer should stop sending; ADR 0047), or 503 when the database is
 * unreachable (docs/operations.md#health).
 */
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';

const HEALTH_QUERY_TIMEOUT_MS = 2_000;

/** Set by the process on SIGTERM/SIGINT; health then answers 503 until the port closes. */
export interface DrainState {
  draining: boolean;
}

export const healthRoutes: FastifyPluginAsync<{ pool: pg.Pool; drain?: DrainState }> = async (
  app,
  { pool, drain },
) => {
  app.get('/health', async (_request, reply) => {
    if (drain?.draining) {
      return reply.code(503).send({ success: false, data: { state: 'draining' }, message: 'Shutting down' });
    }
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
