/**
 * A job run once per period across all instances, on pg-boss (e.g. releasing lapsed reservations).
 * Not pg-boss's cron: it relays through `boss.work` (see mail/queue.ts). Every instance offers one
 * job per period with `singletonSeconds`, whose unique index keeps one per period cluster-wide, and
 * fetches it in its own loop that awaits and catches everything.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { type Boss, createBoss, type JobLog } from './boss.ts';

const START_RETRY_MS = 5_000;

/**
 * The jobs of one process create their queues one after another: pg-boss's `createQueue` run at
 * the same moment for two queues of a fresh database can deadlock (and then waits 5 s to retry).
 */
let queueCreation: Promise<unknown> = Promise.resolve();

export interface PeriodicJobOptions {
  pool: pg.Pool;
  log: JobLog;
  /** The pg-boss queue of the job (no payload). */
  queue: string;
  /** The work of one run; a rejection is logged and the next period runs again. */
  run(): Promise<void>;
  /** Seconds between two runs, cluster-wide (default 60). */
  everySeconds?: number;
  /** Seconds between looks for the due job (default: a quarter of `everySeconds`, 15 s at most). */
  pollingIntervalSeconds?: number;
  stopTimeoutMs?: number;
}

export interface PeriodicJob {
  /** Waits (≤ stopTimeoutMs) for the run in hand, then for pg-boss. Never rejects. */
  stop(): Promise<void>;
}

/** Starts the job's loop (retried every 5 s without a database); the mail queue's pg-boss does upkeep. */
export function startPeriodicJob(options: PeriodicJobOptions): PeriodicJob {
  const { pool, log, queue, run } = options;
  const everySeconds = options.everySeconds ?? 60;
  const pollMs = (options.pollingIntervalSeconds ?? Math.min(15, Math.max(1, everySeconds / 4))) * 1000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;
  let current: Boss = createBoss(pool, log, { supervise: false });
  let stopping = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let booting: Promise<void>;
  const nap = new AbortController();

  async function runDueJob(boss: PgBoss): Promise<void> {
    // Null when this period's job was already offered, by this instance or another.
    await boss.send(queue, {}, { singletonKey: 'period', singletonSeconds: everySeconds });
    const [job] = await boss.fetch(queue);
    if (!job) return;
    try {
      await run();
      await boss.complete(queue, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(queue, job.id, { message }).catch((failError: unknown) => {
        log.error({ err: failError, jobId: job.id }, `could not record a failed ${queue} job`);
      });
      throw error;
    }
  }

  async function work(boss: PgBoss) {
    while (!stopping) {
      await runDueJob(boss).catch((error: unknown) => log.error({ err: error, queue }, 'periodic job error'));
      await sleep(pollMs, null, { signal: nap.signal }).catch(() => {});
    }
  }

  async function boot(): Promise<void> {
    if (stopping) return;
    const attempt = current;
    try {
      const created = queueCreation.then(async () => {
        await attempt.boss.start();
        await attempt.boss.createQueue(queue, {
          name: queue,
          retryLimit: 0,
          expireInSeconds: 120,
        });
      });
      queueCreation = created.catch(() => {});
      await created;
    } catch (error) {
      log.error({ err: error }, `${queue} job could not start; trying again in ${START_RETRY_MS / 1000} s`);
      await attempt.stop(1_000);
      // A pg-boss whose start failed never starts again: the next try needs a fresh one.
      current = createBoss(pool, log, { supervise: false });
      retryTimer = setTimeout(() => {
        booting = boot();
      }, START_RETRY_MS).unref();
      return;
    }
    if (!stopping) loop = work(attempt.boss);
  }

  booting = boot();
  return {
    async stop() {
      stopping = true;
      clearTimeout(retryTimer);
      await booting;
      nap.abort();
      if (loop) await Promise.race([loop, sleep(stopTimeoutMs, null, { ref: false })]);
      await current.stop(stopTimeoutMs);
    },
  };
}
