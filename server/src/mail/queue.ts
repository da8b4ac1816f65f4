/**
 * The mail queue (docs/decisions/0006-mail-queue.md): a message and its pg-boss job `{ mailId }`
 * are inserted in the transaction of the change that causes it; a worker delivers with retries.
 *
 * Our own fetch loop, not `boss.work`: pg-boss 10's loop calls `complete`/`fail` unawaited, so a
 * database blip then is an unhandled rejection (close-with-grace shuts the server down), and
 * stopping cannot wait for the job in hand. This loop awaits both; `stop()` waits for the delivery.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/transaction.ts';
import { type Boss, createBoss } from '#server/jobs/boss.ts';
import { type AttachmentResolver, deliverMail } from './delivery.ts';
import { insertMail, type NewMail } from './repository.ts';
import { createMailTransport, type MailEnv, type MailLog } from './transport.ts';

export const MAIL_QUEUE = 'mail-delivery';

/** Seconds a delivery may stay active before pg-boss's maintenance fails it (crashed worker). */
export const DELIVERY_EXPIRY_SECONDS = 120;

/** `retryDelay` in seconds, doubled (with jitter) for each retry. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
}

/** 10 retries from 30 s, doubling: the last comes 8–17 hours after the first attempt. */
export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 10, retryDelay: 30 };

/** Creates the mail queue with `retry` as its defaults; nothing when it exists. */
export async function ensureMailQueue(boss: PgBoss, retry: RetryPolicy = DEFAULT_RETRY): Promise<void> {
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    ...retry,
    retryBackoff: true,
    expireInSeconds: DELIVERY_EXPIRY_SECONDS,
  });
}

/** Installs pg-boss's schema and the mail queue behind `pool`, then stops (the tests' template). */
export async function installMailQueue(pool: pg.Pool, log: MailLog): Promise<void> {
  const { boss, stop } = createBoss(pool, log, { supervise: false });
  try {
    await boss.start();
    await ensureMailQueue(boss);
  } finally {
    await stop(1_000);
  }
}

export interface MailQueueOptions {
  pool: pg.Pool;
  env: MailEnv;
  log: MailLog;
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Seconds between looks for due jobs when idle (default 2); `wake()` cuts the wait short. */
  pollingIntervalSeconds?: number;
  stopTimeoutMs?: number;
  /** Reads a message's attached tax document (the wiring gives it; mail/ imports no module). */
  attachmentResolver?: AttachmentResolver;
}

export type MailMessage = NewMail;

export interface MailQueue {
  /** Starts the worker (installing pg-boss when missing); never rejects, retries every 5 s. */
  start(): Promise<void>;
  /** Stops the worker: waits (≤ stopTimeoutMs) for the delivery in hand, then for pg-boss. */
  stop(): Promise<void>;
  /** Queues `message` inside `tx`; resolves with the mail id (uuid); rejects if the queue is missing. */
  enqueue(tx: Transaction, message: MailMessage): Promise<string>;
  /** Call after the enqueuing transaction commits: the worker looks now instead of at its next poll. */
  wake(): void;
}

const START_RETRY_MS = 5_000;

/** Builds the queue; nothing runs until `start()`, but `enqueue` works before it. */
export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { pool, env, log } = options;
  const retry = {
    retryLimit: options.retryLimit ?? DEFAULT_RETRY.retryLimit,
    retryDelay: options.retryDelaySeconds ?? DEFAULT_RETRY.retryDelay,
  };
  const pollMs = (options.pollingIntervalSeconds ?? 2) * 1000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;
  const db: Database = drizzle(pool);
  const transport = createMailTransport(env, log);

  let current: Boss = createBoss(pool, log);
  let booting: Promise<void> | undefined;
  let worker: Promise<void> | undefined;
  let stopping = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let nap: AbortController | undefined;
  let wakeRequested = false;

  async function deliverNext(boss: PgBoss): Promise<boolean> {
    const [job] = await boss.fetch<{ mailId: string }>(MAIL_QUEUE, { includeMetadata: true });
    if (!job) return false;
    try {
      const deps = { db, transport, log, attachmentResolver: options.attachmentResolver };
      await deliverMail(deps, job.data.mailId, job.retryCount >= job.retryLimit);
      await boss.complete(MAIL_QUEUE, job.id);
    } catch (error) {
      // pg-boss schedules the retry; a job it cannot even fail expires and is retried later.
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(MAIL_QUEUE, job.id, { message }).catch((failError: unknown) => {
        log.error({ err: failError, jobId: job.id }, 'could not record a failed mail job');
      });
    }
    return true;
  }

  async function work(boss: PgBoss) {
    while (!stopping) {
      wakeRequested = false;
      const found = await deliverNext(boss).catch((error: unknown) => {
        log.error({ err: error }, 'mail worker error');
        return false;
      });
      if (found || stopping || wakeRequested) continue;
      nap = new AbortController();
      await sleep(pollMs, null, { signal: nap.signal }).catch(() => {});
      nap = undefined;
    }
  }

  async function boot(): Promise<void> {
    if (worker || stopping) return;
    const attempt = current;
    try {
      await attempt.boss.start();
      await ensureMailQueue(attempt.boss, retry);
    } catch (error) {
      log.error({ err: error }, `mail queue could not start; trying again in ${START_RETRY_MS / 1000} s`);
      await attempt.stop(1_000);
      // A pg-boss whose start failed never starts again: the next try needs a fresh one.
      current = createBoss(pool, log);
      retryTimer = setTimeout(() => {
        booting = boot();
      }, START_RETRY_MS).unref();
      return;
    }
    worker = work(attempt.boss);
  }

  return {
    start() {
      booting ??= boot();
      return booting;
    },
    async stop() {
      stopping = true;
      clearTimeout(retryTimer);
      await booting;
      nap?.abort();
      if (worker) await Promise.race([worker, sleep(stopTimeoutMs, null, { ref: false })]);
      await current.stop(stopTimeoutMs);
      transport.close();
    },
    async enqueue(tx, message) {
      const mailId = await insertMail(tx.db, message);
      const jobId = await current.boss.send(
        MAIL_QUEUE,
        { mailId },
        { db: tx, ...retry, retryBackoff: true, expireInSeconds: DELIVERY_EXPIRY_SECONDS },
      );
      if (!jobId) throw new Error(`pg-boss queue "${MAIL_QUEUE}" is missing; start the mail queue first`);
      return mailId;
    },
    wake() {
      if (nap) nap.abort();
      else wakeRequested = true;
    },
  };
}
