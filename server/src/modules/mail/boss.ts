/**
 * pg-boss (v10) over the server's own pool (issue 3 §3 "delivered by a worker with retries").
 * pg-boss gets our pool's `query` as its `db`, so it opens no pool of its own; each query is
 * counted so that stopping can wait for the last one before the pool is ended.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { MailLog } from './transport.ts';

/** The pg-boss queue that carries `{ mailId }` jobs. */
export const MAIL_QUEUE = 'mail-delivery';

/** Seconds a delivery may stay active before pg-boss's maintenance fails it (crashed worker). */
export const DELIVERY_EXPIRY_SECONDS = 120;

/** Retry settings of a delivery job: `retryDelay` in seconds, doubled (with jitter) each time. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
}

/**
 * 10 retries from 30 s, doubling: the last one comes 8 to 17 hours after the first attempt, so
 * an SMTP outage of most of a day loses nothing (issue 3 §3).
 */
export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 10, retryDelay: 30 };

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
export function createBoss(pool: pg.Pool, log: MailLog, { supervise = true } = {}): Boss {
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

/** Creates the mail queue with `retry` as its defaults; does nothing when it exists. */
export async function ensureMailQueue(boss: PgBoss, retry: RetryPolicy = DEFAULT_RETRY): Promise<void> {
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    ...retry,
    retryBackoff: true,
    expireInSeconds: DELIVERY_EXPIRY_SECONDS,
  });
}

/**
 * Installs pg-boss's schema and the mail queue into the database behind `pool`, then stops.
 * For a database prepared ahead of time (the tests' template); the server's queue does the same
 * on start. Rejects when the database refuses.
 */
export async function installMailQueue(pool: pg.Pool, log: MailLog): Promise<void> {
  const { boss, stop } = createBoss(pool, log, { supervise: false });
  try {
    await boss.start();
    await ensureMailQueue(boss);
  } finally {
    await stop(1_000);
  }
}
