/**
 * An order's history (`order_events`, issue 7 §3): one row per change of order or payment status,
 * appended in the transaction of the change, never updated. `actorUserId` is the admin who made
 * the change, or null for the shop itself (checkout, payment callbacks, timed jobs).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { orderEvents } from '#server/db/schema/orders.ts';
import { accountContacts } from '#server/modules/auth/public.ts';

export type NewOrderEvent = typeof orderEvents.$inferInsert;

/** What happened: the `kind` values the shop writes. */
export type OrderEventKind =
  | 'placed'
  | 'payment_paid'
  /** A payment whose amount is not the order's: recorded, not settled (docs/decisions/0019). */
  | 'payment_mismatch'
  | 'payment_failed'
  | 'payment_expired'
  | 'refunded'
  | 'shipped'
  | 'delivered'
  | 'cancelled';

/**
 * Appends history rows (use the caller's transaction `db`); nothing when `events` is empty. The
 * time is the clock's at the insert, not the transaction's start: a transaction that waited for
 * the order's lock is stamped after the one it waited for, so the history reads in order.
 */
export async function insertOrderEvents(
  db: Database,
  events: (Omit<NewOrderEvent, 'createdAt'> & { kind: OrderEventKind })[],
) {
  if (events.length === 0) return;
  await db
    .insert(orderEvents)
    .values(events.map((event) => ({ ...event, createdAt: sql`clock_timestamp()` })));
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
