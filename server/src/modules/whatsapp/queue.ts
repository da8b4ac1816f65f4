/**
 * The WhatsApp delivery queue (ADR 0067), built as the mail queue is (ADR 0006): a message row and
 * its pg-boss job `{ messageId }` are inserted in the transaction of the order change that causes
 * them, and this worker sends it through the provider; pg-boss retries a failed send with doubling
 * delays, and the last failure marks the row `failed` with its reason. Only for an opted-in shopper
 * with an Indian mobile number (`queueOrderUpdate`).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/transaction.ts';
import { translator } from '#server/i18n/translate.ts';
import type { JobLog } from '#server/jobs/boss.ts';
import { createJobWorker } from '#server/jobs/worker.ts';
import type { WhatsappProvider } from './provider.ts';
import { WhatsappSendError } from './provider.ts';
import {
  findWhatsappMessage,
  insertWhatsappMessage,
  markWhatsappSent,
  recordWhatsappFailure,
} from './repository.ts';
import { type OrderUpdate, templateParameters } from './templates.ts';
import { tenDigitPhone } from './webhook.ts';

export const WHATSAPP_QUEUE = 'whatsapp-delivery';

/** Seconds a send may stay active before pg-boss's maintenance fails it (crashed worker). */
const SEND_EXPIRY_SECONDS = 60;

/** 8 retries from `retryDelay` seconds (30 by default), doubling: the last 2–4 hours after the first. */
const RETRY_LIMIT = 8;

/** The recipient as the account holds it: the flows read it in the order's transaction. */
export interface WhatsappRecipient {
  userId: string;
  firstName: string;
  /** The verified mobile number of a mobile sign-in (ADR 0066), if any. */
  mobileNumber: string | null;
  locale: 'en' | 'hi' | 'pa';
  /** Null: not opted in, or opted out (STOP or the checkout's box unticked). */
  whatsappOptInAt: Date | null;
}

export interface WhatsappQueue {
  /**
   * Queues `update` of order `orderId` for `recipient` inside `tx`, in the shopper's language, to
   * the account's verified mobile number, else the order's phone `orderPhone`. Nothing when the
   * shopper has not opted in or no Indian mobile number is known; resolves with the row id or null.
   */
  queueOrderUpdate(
    tx: Transaction,
    recipient: WhatsappRecipient,
    orderPhone: string | null,
    update: OrderUpdate,
  ): Promise<string | null>;
  /** Call after the queuing transaction commits: the worker looks now. */
  wake(): void;
  /** Starts the worker, creating its pg-boss queue; never rejects, retries every 5 s. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface WhatsappQueueOptions {
  pool: pg.Pool;
  log: JobLog;
  provider: WhatsappProvider;
  publicUrl: string;
  /** Seconds before the first retry, doubled each time (WHATSAPP_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
  retryLimit?: number;
  /** Seconds between looks when idle (default 2); `wake()` cuts it short. */
  pollingIntervalSeconds?: number;
}

/** Why a send failed, for `last_error` and logs: never the token or the body. */
function failureReason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}

/**
 * One send of message `messageId`; a row no longer queued (a repeated job) is left alone. A failure
 * is recorded and rejects (pg-boss retries) unless `final` or the provider said no retry can mend it,
 * when the row is marked failed.
 */
export async function deliverWhatsapp(
  deps: { db: Database; provider: WhatsappProvider; log: JobLog },
  messageId: string,
  final: boolean,
): Promise<void> {
  const row = await findWhatsappMessage(deps.db, messageId);
  if (row?.status !== 'queued') return;
  try {
    const { messageId: wamid } = await deps.provider.sendTemplate({
      to: `91${row.phone}`,
      template: row.template,
      language: row.language as 'en' | 'hi' | 'pa',
      parameters: row.parameters,
    });
    await markWhatsappSent(deps.db, row.id, wamid);
  } catch (error) {
    const reason = failureReason(error);
    const last = final || (error instanceof WhatsappSendError && !error.retryable);
    await recordWhatsappFailure(deps.db, row.id, reason, last);
    deps.log.warn(
      { whatsappMessageId: row.id, kind: row.kind, attempt: row.attempts + 1, final: last, reason },
      last ? 'WhatsApp message failed for the last time; giving up' : 'WhatsApp message failed; will retry',
    );
    if (!last) throw new Error(reason);
  }
}

/** Creates the delivery queue with its retry policy on a started pg-boss (nothing when it exists). */
async function ensureQueue(boss: PgBoss, retry: { retryLimit: number; retryDelay: number }) {
  await boss.createQueue(WHATSAPP_QUEUE, {
    name: WHATSAPP_QUEUE,
    ...retry,
    retryBackoff: true,
    expireInSeconds: SEND_EXPIRY_SECONDS,
  });
}

/** Builds the queue; nothing is sent until `start()`, but `queueOrderUpdate` works before it. */
export function createWhatsappQueue(options: WhatsappQueueOptions): WhatsappQueue {
  const { pool, log, provider, publicUrl } = options;
  const retry = { retryLimit: options.retryLimit ?? RETRY_LIMIT, retryDelay: options.retryDelaySeconds };
  const db: Database = drizzle(pool);
  const worker = createJobWorker<{ messageId: string }>({
    pool,
    log,
    queue: WHATSAPP_QUEUE,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    createQueue: (boss) => ensureQueue(boss, retry),
    handle: (job) =>
      deliverWhatsapp({ db, provider, log }, job.data.messageId, job.retryCount >= job.retryLimit),
  });
  return {
    async queueOrderUpdate(tx, recipient, orderPhone, update) {
      if (!recipient.whatsappOptInAt) return null;
      const phone = tenDigitPhone(recipient.mobileNumber) ?? tenDigitPhone(orderPhone);
      if (!phone) return null;
      const id = await insertWhatsappMessage(tx.db, {
        orderId: update.order._id,
        userId: recipient.userId,
        phone,
        kind: update.kind,
        template: update.kind,
        language: recipient.locale,
        parameters: templateParameters(update, {
          // Greets an account without a name (made by mobile number) in its own language.
          firstName: recipient.firstName.trim() || (await translator(recipient.locale))('sms.unnamedShopper'),
          locale: recipient.locale,
          publicUrl,
        }),
      });
      const jobId = await worker.boss.send(
        WHATSAPP_QUEUE,
        { messageId: id },
        { db: tx, ...retry, retryBackoff: true, expireInSeconds: SEND_EXPIRY_SECONDS },
      );
      if (!jobId)
        throw new Error(`pg-boss queue "${WHATSAPP_QUEUE}" is missing; start the WhatsApp queue first`);
      return id;
    },
    wake: () => worker.wake(),
    start: () => worker.start(),
    stop: () => worker.stop(5_000),
  };
}
