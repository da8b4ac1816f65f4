/**
 * The one worker loop of the server's pg-boss queues (the mail queue, the periodic jobs): fetch a
 * job, handle it, then complete or fail it, awaiting both. Not `boss.work` while on pg-boss 10
 * (ADR 0054): its loop calls `complete`/`fail` unawaited, so a database blip at that moment is an
 * unhandled rejection, which ends the process (close-with-grace). Retries, their backoff and the
 * expiry of a job whose worker died are pg-boss's, set on the queue.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { type Boss, createBoss, type JobLog } from './boss.ts';

/** pg-boss does not retry a failed `start()`: we do, this long after a failure. */
const START_RETRY_MS = 5_000;

/**
 * This process's pg-boss boots (start and queue creation), one after another: pg-boss's
 * create_queue adds a foreign key to its queue table, and two run at once deadlock.
 */
let bootsInProcess: Promise<unknown> = Promise.resolve();

/** Runs `work` after every boot begun before it has settled. */
function oneBootAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = bootsInProcess.then(work);
  bootsInProcess = turn.catch(() => {});
  return turn;
}

export interface JobWorkerOptions<T extends object> {
  pool: pg.Pool;
  log: JobLog;
  queue: string;
  /** Creates the queue, with its retry policy, on the started pg-boss (nothing when it exists). */
  createQueue(boss: PgBoss): Promise<void>;
  /** Runs before each look for a job (the periodic job offers its period's job here). */
  beforeFetch?(boss: PgBoss): Promise<void>;
  /** Handles one job; a rejection fails it, and pg-boss retries it as the queue says. */
  handle(job: PgBoss.JobWithMetadata<T>): Promise<void>;
  /** Seconds between looks while the queue is idle; `wake()` cuts the wait short. */
  pollingIntervalSeconds: number;
  /** Whether this pg-boss runs maintenance (expiry, archiving); one per process is enough. */
  supervise?: boolean;
}

export interface JobWorker {
  /** The pg-boss in use, started or not: `send` with a transaction's `db` works before `start`. */
  readonly boss: PgBoss;
  /** Starts pg-boss (installing its schema when missing), then the loop; never rejects, retries every 5 s. */
  start(): Promise<void>;
  /** Looks now instead of at the next poll (after the transaction that queued a job commits). */
  wake(): void;
  /** Stops looking, waits (≤ `timeoutMs`) for the job in hand, then for pg-boss; never rejects. */
  stop(timeoutMs: number): Promise<void>;
}

/** Builds the worker; nothing runs until `start()`. */
export function createJobWorker<T extends object>(options: JobWorkerOptions<T>): JobWorker {
  const { pool, log, queue } = options;
  const supervise = options.supervise ?? false;
  const pollMs = options.pollingIntervalSeconds * 1000;

  let current: Boss = createBoss(pool, log, { supervise });
  let booting: Promise<void> | undefined;
  let loop: Promise<void> | undefined;
  let stopping = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let nap: AbortController | undefined;
  let wakeRequested = false;

  /** Handles the next due job, if any; resolves with whether there was one. */
  async function handleNext(boss: PgBoss): Promise<boolean> {
    await options.beforeFetch?.(boss);
    const [job] = await boss.fetch<T>(queue, { includeMetadata: true });
    if (!job) return false;
    try {
      await options.handle(job);
    } catch (error) {
      // A job that cannot even be failed stays active until pg-boss expires it, then is retried.
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(queue, job.id, { message }).catch((failError: unknown) => {
        log.error({ err: failError, queue, jobId: job.id }, 'could not record a failed job');
      });
      return true;
    }
    await boss.complete(queue, job.id);
    return true;
  }

  async function work(boss: PgBoss): Promise<void> {
    while (!stopping) {
      wakeRequested = false;
      const found = await handleNext(boss).catch((error: unknown) => {
        log.error({ err: error, queue }, 'job worker error');
        return false;
      });
      if (found || stopping || wakeRequested) continue;
      nap = new AbortController();
      await sleep(pollMs, null, { signal: nap.signal }).catch(() => {});
      nap = undefined;
    }
  }

  async function boot(): Promise<void> {
    if (loop || stopping) return;
    const attempt = current;
    try {
      await oneBootAtATime(async () => {
        await attempt.boss.start();
        await options.createQueue(attempt.boss);
      });
    } catch (error) {
      log.error(
        { err: error, queue },
        `job worker could not start; trying again in ${START_RETRY_MS / 1000} s`,
      );
      await attempt.stop(1_000);
      // A pg-boss whose start failed never starts again: the next try needs a fresh one.
      current = createBoss(pool, log, { supervise });
      retryTimer = setTimeout(() => {
        booting = boot();
      }, START_RETRY_MS).unref();
      return;
    }
    if (!stopping) loop = work(attempt.boss);
  }

  return {
    get boss() {
      return current.boss;
    },
    start() {
      booting ??= boot();
      return booting;
    },
    wake() {
      if (nap) nap.abort();
      else wakeRequested = true;
    },
    async stop(timeoutMs) {
      stopping = true;
      clearTimeout(retryTimer);
      await booting;
      nap?.abort();
      if (loop) await Promise.race([loop, sleep(timeoutMs, null, { ref: false })]);
      await current.stop(timeoutMs);
    },
  };
}
