/**
 * The mail queue (docs/decisions/0006-mail-queue.md): a message and its pg-boss job `{ mailId }`
 * are inserted in the transaction of the change that causes it; the server's job worker
 * (jobs/worker.ts) delivers it, pg-boss retrying a failed delivery as the queue says.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/transaction.ts';
import { createBoss } from '#server/jobs/boss.ts';
import { createJobWorker } from '#server/jobs/worker.ts';
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

/** A mail to queue; `to` null or `''` (an account made with a mobile number alone, ADR 0066): nothing is queued. */
export type MailMessage = Omit<NewMail, 'to'> & { to: string | null };

export interface MailQueue {
  /** Starts the worker (installing pg-boss when missing); never rejects, retries every 5 s. */
  start(): Promise<void>;
  /** Stops the worker: waits (≤ stopTimeoutMs) for the delivery in hand, then for pg-boss. */
  stop(): Promise<void>;
  /**
   * Queues `message` inside `tx`; resolves with the mail id (uuid), or null when it has no
   * address (nothing queued); rejects if the queue is missing.
   */
  enqueue(tx: Transaction, message: MailMessage): Promise<string | null>;
  /** Call after the enqueuing transaction commits: the worker looks now instead of at its next poll. */
  wake(): void;
}

/** Builds the queue; nothing runs until `start()`, but `enqueue` works before it. */
export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { pool, env, log } = options;
  const retry = {
    retryLimit: options.retryLimit ?? DEFAULT_RETRY.retryLimit,
    retryDelay: options.retryDelaySeconds ?? DEFAULT_RETRY.retryDelay,
  };
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;
  const db: Database = drizzle(pool);
  const transport = createMailTransport(env, log);
  const deps = { db, transport, log, attachmentResolver: options.attachmentResolver };

  const worker = createJobWorker<{ mailId: string }>({
    pool,
    log,
    queue: MAIL_QUEUE,
    // This pg-boss runs the maintenance (expiry, archiving) for all of the process's queues.
    supervise: true,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    createQueue: (boss) => ensureMailQueue(boss, retry),
    handle: (job) => deliverMail(deps, job.data.mailId, job.retryCount >= job.retryLimit),
  });

  return {
    start: () => worker.start(),
    async stop() {
      await worker.stop(stopTimeoutMs);
      transport.close();
    },
    async enqueue(tx, { to, ...message }) {
      if (!to) return null;
      const mailId = await insertMail(tx.db, { ...message, to });
      const jobId = await worker.boss.send(
        MAIL_QUEUE,
        { mailId },
        { db: tx, ...retry, retryBackoff: true, expireInSeconds: DELIVERY_EXPIRY_SECONDS },
      );
      if (!jobId) throw new Error(`pg-boss queue "${MAIL_QUEUE}" is missing; start the mail queue first`);
      return mailId;
    },
    wake: () => worker.wake(),
  };
}
