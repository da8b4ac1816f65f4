/**
 * Tells shoppers when a saved piece is back on sale (ADR 0038), once a minute cluster-wide, apart
 * from the paths that release pieces: each run first marks the wishlist items whose piece cannot
 * be bought as waiting, then takes the waiting ones whose piece is available again and queues one
 * mail each, in the same transaction. So a shopper hears once per piece per return, and a piece
 * reserved and released between two runs sends nothing.
 */
import type pg from 'pg';
import { withTransaction } from '#server/db/transaction.ts';
import type { JobLog } from '#server/jobs/boss.ts';
import { type PeriodicJob, startPeriodicJob } from '#server/jobs/periodic-job.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { backOnSaleMail } from '#server/modules/wishlist/mails.ts';
import { markWaitingItems, takeReturnedItems } from '#server/modules/wishlist/repository.ts';
import { shopperWords } from './steps/order-mail.ts';

/** What a run needs: the pool, the mail queue, and the shop's name and address for the mail. */
export interface BackOnSaleDeps {
  pool: pg.Pool;
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  shopName: string;
  publicUrl: string;
}

/**
 * One run: marks the waiting items, then mails each shopper whose waiting piece is available
 * again (clearing its `waiting_since`). Resolves with the counts of items marked and mails queued.
 */
export async function notifyBackOnSale(deps: BackOnSaleDeps): Promise<{ waiting: number; mailed: number }> {
  const result = await withTransaction(deps.pool, async (tx) => {
    const waiting = await markWaitingItems(tx.db);
    const returned = await takeReturnedItems(tx.db);
    for (const item of returned) {
      await deps.mail.enqueue(tx, {
        kind: 'wishlist-back-on-sale',
        to: item.email,
        ...backOnSaleMail({
          ...item,
          shopName: deps.shopName,
          publicUrl: deps.publicUrl,
          words: await shopperWords(tx.db, item.userId),
        }),
      });
    }
    return { waiting, mailed: returned.length };
  });
  if (result.mailed > 0) deps.mail.wake();
  return result;
}

export const WISHLIST_BACK_ON_SALE_QUEUE = 'wishlist-back-on-sale';

/** Starts the run every `everySeconds` (default 60) on pg-boss, one run per period across instances. */
export function startBackOnSaleJob(
  deps: BackOnSaleDeps & { log: JobLog; everySeconds?: number },
): PeriodicJob {
  return startPeriodicJob({
    pool: deps.pool,
    log: deps.log,
    everySeconds: deps.everySeconds,
    queue: WISHLIST_BACK_ON_SALE_QUEUE,
    run: async () => {
      const done = await notifyBackOnSale(deps);
      if (done.mailed > 0) deps.log.info(done, 'mailed shoppers whose saved pieces are back on sale');
    },
  });
}
