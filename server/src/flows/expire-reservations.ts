/**
 * Releasing lapsed reservations: an online order still unpaid when its 15 minutes are over gives
 * its pieces back to the shop (docs/decisions/0008-online-payment.md). `startReservationRelease`
 * runs it once a minute across all instances; tests also call `releaseExpiredReservations`.
 */
import type pg from 'pg';
import { withTransaction } from '#server/db/transaction.ts';
import type { JobLog } from '#server/jobs/boss.ts';
import { type PeriodicJob, startPeriodicJob } from '#server/jobs/periodic-job.ts';
import { releaseReservedProducts } from '#server/modules/catalog/stock.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { expireOverdueOnlineOrders } from '#server/modules/orders/repository.ts';

/** Orders handled per transaction: short transactions, few locks held at a time. */
const BATCH_SIZE = 200;

/**
 * Ends every reservation that lapsed before `now` (default: the database's clock), a batch per
 * transaction: online orders still pending become cancelled / payment failed, their reserved pieces
 * available, each with a history row. Only pieces of still-pending orders are touched, so a piece
 * reserved since by another order is never released. Orders being settled at that moment are
 * skipped until next time; a later payment is settled by settle-payment.ts. Resolves with the
 * counts of orders expired and pieces released.
 */
export async function releaseExpiredReservations(
  pool: pg.Pool,
  now?: Date,
): Promise<{ orders: number; pieces: number }> {
  const total = { orders: 0, pieces: 0 };
  for (;;) {
    const batch = await withTransaction(pool, async (tx) => {
      const expired = await expireOverdueOnlineOrders(tx.db, now, BATCH_SIZE);
      const released = await releaseReservedProducts(
        tx.db,
        expired.flatMap((order) => order.productIds),
      );
      await insertOrderEvents(
        tx.db,
        expired.map((order) => ({
          orderId: order.id,
          kind: 'payment_expired' as const,
          fromStatus: 'pending' as const,
          toStatus: 'cancelled' as const,
          fromPaymentStatus: 'pending' as const,
          toPaymentStatus: 'failed' as const,
          note: 'Not paid in time: reservation ended, pieces back on sale',
        })),
      );
      return { orders: expired.length, pieces: released.length };
    });
    total.orders += batch.orders;
    total.pieces += batch.pieces;
    if (batch.orders < BATCH_SIZE) return total;
  }
}

/** The pg-boss queue of the release job (no payload). */
export const RESERVATION_RELEASE_QUEUE = 'payment-reservation-expiry';

/**
 * Starts releasing lapsed reservations every `everySeconds` (default 60) across all instances
 * (jobs/periodic-job.ts); with the defaults a reservation is released at most 75 s late. Resolves
 * at once; `stop()` waits for the run in hand.
 */
export function startReservationRelease(options: {
  pool: pg.Pool;
  log: JobLog;
  everySeconds?: number;
  pollingIntervalSeconds?: number;
}): PeriodicJob {
  return startPeriodicJob({
    ...options,
    queue: RESERVATION_RELEASE_QUEUE,
    run: async () => {
      const released = await releaseExpiredReservations(options.pool);
      if (released.orders > 0) options.log.info(released, 'released lapsed reservations');
    },
  });
}
