/**
 * A job run once per period across all instances, on pg-boss (e.g. releasing lapsed reservations).
 * Every instance offers the period's job with `sendThrottled` (its unique key keeps one per period
 * cluster-wide) and runs it through the shared worker loop (./worker.ts). Not pg-boss's cron: it
 * counts whole minutes (periods here are seconds) and delivers through `boss.work` (ADR 0054).
 */
import type pg from 'pg';
import type { JobLog } from './boss.ts';
import { createJobWorker } from './worker.ts';

export interface PeriodicJobOptions {
  pool: pg.Pool;
  log: JobLog;
  /** The pg-boss queue of the job (no payload). */
  queue: string;
  /** The work of one run; a rejection is logged, the job recorded failed, and the next period runs again. */
  run(): Promise<void>;
  /** Seconds between two runs, cluster-wide (default 60). */
  everySeconds?: number;
  /** Seconds between looks for the due job (default: a quarter of `everySeconds`, 15 s at most). */
  pollingIntervalSeconds?: number;
  stopTimeoutMs?: number;
  /**
   * Seconds a run may take before pg-boss counts it lost and the next period may run again
   * (default 120). A run that can take longer, such as a base backup, must say so here.
   */
  expireInSeconds?: number;
}

export interface PeriodicJob {
  /** Waits (≤ stopTimeoutMs) for the run in hand, then for pg-boss. Never rejects. */
  stop(): Promise<void>;
}

/** Starts the job (retried every 5 s without a database); the mail queue's pg-boss does upkeep. */
export function startPeriodicJob(options: PeriodicJobOptions): PeriodicJob {
  const { pool, log, queue, run } = options;
  const everySeconds = options.everySeconds ?? 60;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;
  const expireInSeconds = options.expireInSeconds ?? 120;
  const worker = createJobWorker({
    pool,
    log,
    queue,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? Math.min(15, Math.max(1, everySeconds / 4)),
    // A failed run is not retried: the next period runs again.
    createQueue: (boss) => boss.createQueue(queue, { name: queue, retryLimit: 0, expireInSeconds }),
    beforeFetch: async (boss) => {
      // Null when this period's job was already offered, by this instance or another.
      // The job carries its own expiry, so a queue made before a change of it follows the new one.
      await boss.sendThrottled(queue, {}, { expireInSeconds }, everySeconds, 'period');
    },
    handle: async () => {
      await run().catch((error: unknown) => {
        log.error({ err: error, queue }, 'periodic job error');
        throw error;
      });
    },
  });
  void worker.start();
  return { stop: () => worker.stop(stopTimeoutMs) };
}
