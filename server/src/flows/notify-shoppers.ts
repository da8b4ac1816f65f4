/**
 * The shoppers' notification job (ADRs 0041, 0042), once per period across all instances: the
 * new-pieces digest (matches recorded, at most one mail per shopper per India day), then the
 * checkout reminders (one mail 24 hours after a consented checkout visit). One pg-boss queue for
 * both, so a first start creates one queue, not two at once.
 */
import type pg from 'pg';
import type { JobLog } from '#server/jobs/boss.ts';
import { type PeriodicJob, startPeriodicJob } from '#server/jobs/periodic-job.ts';
import { type NotifyDeps, runInterestDigest } from '#server/modules/interests/digest.ts';
import { runCheckoutReminders } from '#server/modules/interests/reminders.ts';

export const SHOPPER_NOTIFICATIONS_QUEUE = 'shopper-notifications';

/**
 * One run at `now`: the digest, then the reminders; a failure of one does not stop the other, and
 * the run then rejects with the first error (logged by the periodic job). Resolves with the counts.
 */
export async function notifyShoppers(deps: NotifyDeps, now: Date = new Date()) {
  const [digest, reminders] = await Promise.allSettled([
    runInterestDigest(deps, now),
    runCheckoutReminders(deps, now),
  ]);
  if (digest.status === 'rejected') throw digest.reason;
  if (reminders.status === 'rejected') throw reminders.reason;
  return { matches: digest.value.matches, digests: digest.value.mails, reminders: reminders.value };
}

/** Starts the job every `everySeconds`; `stop()` never rejects. */
export function startShopperNotifications(options: {
  deps: NotifyDeps;
  pool: pg.Pool;
  log: JobLog;
  everySeconds: number;
}): PeriodicJob {
  const { deps, pool, log, everySeconds } = options;
  return startPeriodicJob({
    pool,
    log,
    everySeconds,
    queue: SHOPPER_NOTIFICATIONS_QUEUE,
    run: async () => {
      const sent = await notifyShoppers(deps);
      if (sent.matches + sent.digests + sent.reminders > 0) log.info(sent, 'shopper notifications run');
    },
  });
}
