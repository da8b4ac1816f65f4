/**
 * Ends the reservations of online orders unpaid after 15 minutes (ADR 0008) and lapses cash-on-delivery
 * orders unconfirmed in their window (ADR 0035), once a minute cluster-wide.
 */
import type pg from 'pg';
import { withTransaction } from '#server/db/transaction.ts';
import type { JobLog } from '#server/jobs/boss.ts';
import { type PeriodicJob, startPeriodicJob } from '#server/jobs/periodic-job.ts';
import { type OwnerAlertDeps, queueOwnerAlert } from '#server/modules/alerts/public.ts';
import { releaseReservedProducts, unsellProducts } from '#server/modules/catalog/stock.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import {
  expireOverdueOnlineOrders,
  lapseOverdueCodOrders,
  selectOrderById,
  selectOrderLines,
} from '#server/modules/orders/repository.ts';
import { toOrder } from '#server/modules/orders/service.ts';
import { type CodDeps, codCustomerMessage } from './steps/cod-message.ts';

/** Orders handled per transaction: short transactions, few locks held at a time. */
const BATCH_SIZE = 200;

/**
 * Ends every reservation lapsed before `now` (default: the database's clock), a batch per
 * transaction: the orders become cancelled / payment failed, their pieces available. Only pieces of
 * still-pending orders are touched, so one reserved since by another order stays reserved. With
 * `alerts`, each expired order queues the owner alert `payment_failed` in its batch (ADR 0062).
 * Resolves with the counts of orders expired and pieces released.
 */
export async function releaseExpiredReservations(
  pool: pg.Pool,
  now?: Date,
  alerts?: OwnerAlertDeps,
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
      if (alerts) {
        for (const { id } of expired) {
          const row = await selectOrderById(tx.db, id);
          const order = row && toOrder(row, await selectOrderLines(tx.db, id));
          if (order) await queueOwnerAlert(tx, alerts, 'payment_failed', { order });
        }
      }
      return { orders: expired.length, pieces: released.length };
    });
    if (batch.orders > 0) alerts?.mail.wake();
    total.orders += batch.orders;
    total.pieces += batch.pieces;
    if (batch.orders < BATCH_SIZE) return total;
  }
}

/** Orders lapsed per transaction: short transactions, few locks held at a time. */
const LAPSE_BATCH_SIZE = 100;

/**
 * Lapses every COD order still unconfirmed after its window ended before `now` (default: the
 * database's clock), a batch per transaction: cancelled with payment failed (no cash is coming; the
 * back office's cancel does the same), its pieces that still read sold back on sale, an order event
 * `cod_lapsed`, the "we did not hear from you" message and the owner alert `cod_lapsed` (ADR 0062). Confirmed, shipped or already lapsed
 * orders are never touched, so a second run does nothing. Resolves with the counts.
 */
export async function lapseUnconfirmedCodOrders(
  deps: CodDeps,
  now?: Date,
): Promise<{ orders: number; pieces: number }> {
  const total = { orders: 0, pieces: 0 };
  for (;;) {
    const batch = await withTransaction(deps.pool, async (tx) => {
      const lapsed = await lapseOverdueCodOrders(tx.db, now, LAPSE_BATCH_SIZE);
      const released = await unsellProducts(
        tx.db,
        lapsed.flatMap(({ lines }) => lines.map((line) => line.productId)),
      );
      await insertOrderEvents(
        tx.db,
        lapsed.map(({ order }) => ({
          orderId: order.id,
          kind: 'cod_lapsed' as const,
          fromStatus: 'pending' as const,
          toStatus: 'cancelled' as const,
          fromPaymentStatus: 'pending' as const,
          toPaymentStatus: 'failed' as const,
          note: 'Not confirmed in time: order cancelled, pieces back on sale',
        })),
      );
      for (const { order, lines } of lapsed) {
        const answer = toOrder(order, lines);
        const message = await codCustomerMessage(deps, tx, order, answer, 'order-cod-lapsed');
        if (message) await deps.notifier.send(tx, message);
        await queueOwnerAlert(tx, deps.alerts, 'cod_lapsed', { order: answer });
      }
      return { orders: lapsed.length, pieces: released.length };
    });
    if (batch.orders > 0) deps.notifier.wake();
    total.orders += batch.orders;
    total.pieces += batch.pieces;
    if (batch.orders < LAPSE_BATCH_SIZE) return total;
  }
}

export const RESERVATION_RELEASE_QUEUE = 'payment-reservation-expiry';

/**
 * Starts the release every `everySeconds` (default 60): a reservation ends at most 75 s late; with
 * `cod`, unconfirmed COD orders lapse in the same run and both kinds of end alert the owner.
 */
export function startReservationRelease(options: {
  pool: pg.Pool;
  log: JobLog;
  everySeconds?: number;
  pollingIntervalSeconds?: number;
  cod?: CodDeps;
}): PeriodicJob {
  return startPeriodicJob({
    ...options,
    queue: RESERVATION_RELEASE_QUEUE,
    run: async () => {
      const released = await releaseExpiredReservations(options.pool, undefined, options.cod?.alerts);
      if (released.orders > 0) options.log.info(released, 'released lapsed reservations');
      if (!options.cod) return;
      const lapsed = await lapseUnconfirmedCodOrders(options.cod);
      if (lapsed.orders > 0) options.log.info(lapsed, 'lapsed unconfirmed cash-on-delivery orders');
    },
  });
}
