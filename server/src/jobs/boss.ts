/**
 * pg-boss on the server's pool, its queries counted so stopping waits for the last one. Version 10:
 * the newest that supports Node 20; 11 and 12 need Node 22 (ADR 0054).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';

export type JobLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

interface CountingDb extends PgBoss.Db {
  settle(timeoutMs: number): Promise<void>;
}

function countingDb(pool: pg.Pool): CountingDb {
  const pending = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const query = pool.query(text, values);
      pending.add(query);
      const forget = () => pending.delete(query);
      query.then(forget, forget);
      return query;
    },
    // pg-boss 10's stop() does not await the queries it left running (a maintenance pass), and the pool may close next.
    async settle(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (pending.size > 0 && Date.now() < deadline) {
        await Promise.race([
          Promise.allSettled([...pending]),
          sleep(deadline - Date.now(), null, { ref: false }),
        ]);
      }
    },
  };
}

export interface Boss {
  boss: PgBoss;
  /** Stops maintenance and waits (≤ `timeoutMs`) for pg-boss's last queries; never rejects. */
  stop(timeoutMs: number): Promise<void>;
}

/** A pg-boss on `pool`: migrates its schema on `start()`, no cron; its errors are logged, not thrown. */
export function createBoss(pool: pg.Pool, log: JobLog, { supervise = true } = {}): Boss {
  const db = countingDb(pool);
  const boss = new PgBoss({ db, supervise, schedule: false, migrate: true });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  return {
    boss,
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs }).catch((error: unknown) => {
        log.warn({ err: error }, 'pg-boss did not stop cleanly');
      });
      await db.settle(timeoutMs);
    },
  };
}

/**
 * pg-boss's jobs not completed, by queue and state (`created`, `retry`, `active`, `failed`; failed
 * jobs stay in `pgboss.job` until archived after 7 days), read from its table for the metrics
 * scrape (ADR 0044). None before pg-boss has installed its schema.
 */
export async function countOpenJobs(
  pool: Pick<pg.Pool, 'query'>,
): Promise<{ queue: string; state: string; count: number }[]> {
  const { rows: installed } = await pool.query<{ found: boolean }>(
    "SELECT to_regclass('pgboss.job') IS NOT NULL AS found",
  );
  if (!installed[0]?.found) return [];
  const { rows } = await pool.query<{ queue: string; state: string; count: number }>(
    `SELECT name AS queue, state::text AS state, count(*)::int AS count FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
  );
  return rows;
}
