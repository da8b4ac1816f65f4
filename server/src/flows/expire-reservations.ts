/**
 * Releasing lapsed reservations (issue 5 §5; ARCHITECTURE §2 "Online payment"): an online order
 * still unpaid when its 15 minutes are over gives its pieces back to the shop. Run every minute
 * by ../modules/payments/jobs.ts; tests call it directly.
 */
import type pg from 'pg';
import { withTransaction } from '#server/db/transaction.ts';
import { releaseReservedProducts } from '#server/modules/catalog/repository.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { expireOverdueOnlineOrders } from '#server/modules/orders/repository.ts';

/** Orders handled per transaction: short transactions, few locks held at a time. */
const BATCH_SIZE = 200;

/**
 * Ends every reservation that lapsed before `now` (default: the database's clock): per batch, in
 * one transaction, the online orders still pending become payment failed / cancelled and their
 * pieces that are still reserved become available again. Only pieces of orders that were still
 * pending are touched — a piece such an order holds cannot be reserved by anyone else — so a
 * piece another order reserved since is never released by mistake. Idempotent; orders being
 * settled at that moment are skipped and caught next time. A payment that arrives later is
 * settled by ./settle-payment.ts (sold if the pieces are still there, refunded otherwise). Each
 * expired order gets a history row (actor: the shop).
 * Resolves with the counts of orders expired and pieces released.
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
