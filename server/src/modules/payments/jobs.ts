/**
 * Timed payment work on pg-boss (issue 5 §5): once a minute, across all instances, release the
 * reservations that lapsed (../../flows/expire-reservations.ts).
 *
 * Why not pg-boss's cron: its timekeeper relays jobs through `boss.work`, whose unawaited
 * `complete`/`fail` turn a database blip into an unhandled rejection (see ../mail/queue.ts).
 * Instead every instance offers one job per minute with `singletonSeconds: 60` — pg-boss's
 * unique index keeps exactly one per minute cluster-wide — and fetches it in its own loop that
 * awaits and catches everything.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { releaseExpiredReservations } from '#server/flows/expire-reservations.ts';
import { type Boss, createBoss } from '#server/modules/mail/boss.ts';
import type { MailLog } from '#server/modules/mail/transport.ts';

/** The pg-boss queue of the "release lapsed reservations" job (no payload). */
export const RESERVATION_EXPIRY_QUEUE = 'payment-reservation-expiry';

const START_RETRY_MS = 5_000;

export interface PaymentJobsOptions {
  pool: pg.Pool;
  log: MailLog;
  /** Seconds between two runs, cluster-wide (default 60; tests shorten it). */
  everySeconds?: number;
  /**
   * Seconds between looks for the due job (default: a quarter of `everySeconds`, 15 s at most):
   * with the defaults a reservation is released ≤ 75 s late.
   */
  pollingIntervalSeconds?: number;
  /** Milliseconds `stop()` waits for the run in hand and for pg-boss (default 5000). */
  stopTimeoutMs?: number;
}

export interface PaymentJobs {
  /** Stops the loop: waits (≤ stopTimeoutMs) for the run in hand, then for pg-boss. Never rejects. */
  stop(): Promise<void>;
}

/**
 * Starts the payment jobs in the background and returns at once. Never rejects: when the
 * database is unreachable it logs and tries again every 5 s (a late release only keeps a piece
 * reserved a little longer). Its pg-boss does no maintenance of its own — the mail queue's does
 * it for every queue.
 */
export function startPaymentJobs(options: PaymentJobsOptions): PaymentJobs {
  const { pool, log } = options;
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
    await boss.send(
      RESERVATION_EXPIRY_QUEUE,
      {},
      { singletonKey: 'release', singletonSeconds: everySeconds },
    );
    const [job] = await boss.fetch(RESERVATION_EXPIRY_QUEUE);
    if (!job) return;
    try {
      const released = await releaseExpiredReservations(pool);
      if (released.orders > 0) log.info(released, 'released lapsed reservations');
      await boss.complete(RESERVATION_EXPIRY_QUEUE, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(RESERVATION_EXPIRY_QUEUE, job.id, { message }).catch((failError: unknown) => {
        log.error({ err: failError, jobId: job.id }, 'could not record a failed reservation job');
      });
      throw error;
    }
  }

  async function work(boss: PgBoss) {
    while (!stopping) {
      await runDueJob(boss).catch((error: unknown) => log.error({ err: error }, 'payment job error'));
      await sleep(pollMs, null, { signal: nap.signal }).catch(() => {});
    }
  }

  async function boot(): Promise<void> {
    if (stopping) return;
    const attempt = current;
    try {
      await attempt.boss.start();
      await attempt.boss.createQueue(RESERVATION_EXPIRY_QUEUE, {
        name: RESERVATION_EXPIRY_QUEUE,
        retryLimit: 0,
        expireInSeconds: 120,
      });
    } catch (error) {
      log.error({ err: error }, `payment jobs could not start; trying again in ${START_RETRY_MS / 1000} s`);
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
