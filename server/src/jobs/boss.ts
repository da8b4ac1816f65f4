/**
 * pg-boss (v10), the shop's job queue, over the server's own pool: pg-boss gets the pool's `query`
 * as its `db`, so it opens no pool of its own, and each query is counted so that stopping can wait
 * for the last one before the pool is ended. The mail queue and the periodic jobs run on it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';

/** Where jobs log: a pino logger or a part of one. */
export type JobLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** pg-boss's `db` option plus `settle`, which waits (at most `timeoutMs`) for queries in flight. */
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

/**
 * A pg-boss instance on `pool`: installs or migrates its schema on `start()`, runs maintenance
 * (expiring jobs whose worker died, archiving) but no cron. Errors are logged, never thrown
 * at the process (pg-boss emits them as `error` events).
 */
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
