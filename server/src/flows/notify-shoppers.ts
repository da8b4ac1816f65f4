/**
 * The shoppers' notification jobs (ADRs 0041, 0042), each once per period across all instances:
 * the new-pieces digest (matches recorded, at most one mail per shopper per India day) and the
 * checkout reminders (one mail 24 hours after a consented checkout visit).
 */
import type pg from 'pg';
import type { JobLog } from '#server/jobs/boss.ts';
import { type PeriodicJob, startPeriodicJob } from '#server/jobs/periodic-job.ts';
import { type NotifyDeps, runInterestDigest } from '#server/modules/interests/digest.ts';
import { runCheckoutReminders } from '#server/modules/interests/reminders.ts';

export const INTEREST_DIGEST_QUEUE = 'interest-digest';
export const CHECKOUT_REMINDER_QUEUE = 'checkout-reminder';

/** Starts both jobs every `everySeconds`; `stop()` stops both and never rejects. */
export function startShopperNotifications(options: {
  deps: NotifyDeps;
  pool: pg.Pool;
  log: JobLog;
  everySeconds: number;
}): PeriodicJob {
  const { deps, pool, log, everySeconds } = options;
  const digest = startPeriodicJob({
    pool,
    log,
    everySeconds,
    queue: INTEREST_DIGEST_QUEUE,
    run: async () => {
      const sent = await runInterestDigest(deps);
      if (sent.mails > 0 || sent.matches > 0) log.info(sent, 'interest digest run');
    },
  });
  const reminders = startPeriodicJob({
    pool,
    log,
    everySeconds,
    queue: CHECKOUT_REMINDER_QUEUE,
    run: async () => {
      const mails = await runCheckoutReminders(deps);
      if (mails > 0) log.info({ mails }, 'checkout reminders queued');
    },
  });
  return {
    async stop() {
      await Promise.all([digest.stop(), reminders.stop()]);
    },
  };
}
