/**
 * An order's history (`order_events`, ADR 0010): one row per change of order or payment status,
 * appended in the transaction of the change; `actorUserId` is the admin, or null for the shop itself.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterCommit } from '#server/db/after-commit.ts';
import type { Database } from '#server/db/client.ts';
import { countPaymentFailed } from '#server/http/metrics.ts';
import { accountContacts } from '#server/modules/auth/public.ts';
import { orderEvents } from './tables.ts';

export type NewOrderEvent = typeof orderEvents.$inferInsert;

/** What happened: the `kind` values the shop writes. */
export type OrderEventKind =
  | 'placed'
  | 'payment_paid'
  /** A payment whose amount is not the order's: recorded, not settled (ADR 0025). */
  | 'payment_mismatch'
  | 'payment_failed'
  | 'payment_expired'
  | 'refunded'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  /** A cash-on-delivery order confirmed by its shopper or, by phone, the back office (ADR 0035). */
  | 'cod_confirmed'
  /** A cash-on-delivery order cancelled unconfirmed after its window (ADR 0035). */
  | 'cod_lapsed'
  /** A claim after delivery refunded in full or part, or declined (ADR 0057). */
  | 'claim_refunded'
  | 'claim_declined'
  /** A courier's tracking scan: "Out for delivery — Ludhiana" (ADR 0061). */
  | 'tracking'
  /** A parcel of an order cancelled earlier came back to the workshop: its pieces back on sale (ADR 0061). */
  | 'returned';

/**
 * Appends history rows in the caller's transaction. Stamped with the clock at the insert, not the
 * transaction's start, so a transaction that waited for the order's lock sorts after the one it waited for.
 * Events moving a payment to `failed` are counted in the metrics after COMMIT.
 */
export async function insertOrderEvents(
  db: Database,
  events: (Omit<NewOrderEvent, 'createdAt'> & { kind: OrderEventKind })[],
) {
  if (events.length === 0) return;
  await db
    .insert(orderEvents)
    .values(events.map((event) => ({ ...event, createdAt: sql`clock_timestamp()` })));
  // A payment that became failed is counted once its change commits, by the event's kind (ADR 0044).
  const failed = events.filter(
    (event) => event.toPaymentStatus === 'failed' && event.fromPaymentStatus !== 'failed',
  );
  if (failed.length > 0) {
    afterCommit(db, () => {
      for (const event of failed) countPaymentFailed(event.kind);
    });
  }
}

/** The history of `orderId`, oldest first, each with its actor's name and e-mail (null for the shop). */
export async function selectOrderEvents(db: Database, orderId: string) {
  const actor = accountContacts(db);
  return db
    .select({
      id: orderEvents.id,
      kind: orderEvents.kind,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      fromPaymentStatus: orderEvents.fromPaymentStatus,
      toPaymentStatus: orderEvents.toPaymentStatus,
      note: orderEvents.note,
      actorUserId: orderEvents.actorUserId,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      actorEmail: actor.email,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(actor, eq(actor.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
