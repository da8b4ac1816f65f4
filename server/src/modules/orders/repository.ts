/** Order SQL (orders, order_lines). Money stays in paise here; the service converts. */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { afterCommit } from '#server/db/after-commit.ts';
import type { Database } from '#server/db/client.ts';
import { preparedFor } from '#server/db/prepared.ts';
import { countOrderPlaced } from '#server/http/metrics.ts';
import { currentSessionUser, type VerifiedSession } from '#server/modules/auth/public.ts';
import { orderLines, orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** The columns of an order that its card shows to the shopper (./service.ts `toOrder`, `shipmentOf`). */
const orderCardColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  orderStatus: orders.orderStatus,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  amountPaise: orders.amountPaise,
  discountCode: orders.discountCode,
  discountPaise: orders.discountPaise,
  contactPhone: orders.contactPhone,
  shipFirstName: orders.shipFirstName,
  shipLastName: orders.shipLastName,
  shipPhone: orders.shipPhone,
  shipAddress: orders.shipAddress,
  shipCity: orders.shipCity,
  shipState: orders.shipState,
  shipStateCode: orders.shipStateCode,
  shipZip: orders.shipZip,
  shipCountry: orders.shipCountry,
  shipGstin: orders.shipGstin,
  shipBusinessName: orders.shipBusinessName,
  courierName: orders.courierName,
  trackingNumber: orders.trackingNumber,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  reservedUntil: orders.reservedUntil,
  codConfirmedAt: orders.codConfirmedAt,
};

/** An order as its card shows it (paise). */
export type OrderCardRow = Pick<OrderRow, keyof typeof orderCardColumns>;

/** A line as an order card shows it (paise). */
export type OrderLineCardRow = Pick<
  OrderLineRow,
  'productId' | 'title' | 'pricePaise' | 'listPricePaise' | 'image'
>;

/**
 * Inserts an order and its lines (snapshots of the pieces sold); returns both as stored. Counts the
 * order and its pieces in the metrics after COMMIT.
 */
export async function insertOrder(
  db: Database,
  order: NewOrderRow,
  lines: Omit<OrderLineRow, 'orderId'>[],
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned no row');
  const stored = await db
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, orderId: row.id })))
    .returning();
  // Counted once the order commits, whichever flow placed it (ADR 0044).
  afterCommit(db, () => countOrderPlaced(stored.length));
  return { order: row, lines: stored.sort((a, b) => a.position - b.position) };
}

/**
 * The orders of `session`, newest first, with their lines in order, read in ONE statement with the
 * check that the session is current (`currentSessionUser`, ADR 0023); undefined when it is not.
 */
export async function selectOrdersOfSession(db: Database, session: VerifiedSession) {
  const { userId, sessionVersion } = session;
  const rows = await ordersOfSessionQuery(db).execute({ userId, sessionVersion });
  if (rows.length === 0) return undefined;
  const result: Array<OrderCardRow & { lines: OrderLineCardRow[] }> = [];
  for (const { order, line } of rows) {
    if (!order) continue;
    let last = result.at(-1);
    if (last?.id !== order.id) {
      last = { ...order, lines: [] };
      result.push(last);
    }
    if (line) last.lines.push(line);
  }
  return result;
}

/**
 * One row per order line (an order without lines, or a shopper without orders, gives one row with
 * nulls); only the columns a card shows, since each column costs parsing on both sides.
 */
const ordersOfSessionQuery = preparedFor((db) => {
  const sessionUser = currentSessionUser(db);
  return db
    .select({
      order: orderCardColumns,
      line: {
        productId: orderLines.productId,
        title: orderLines.title,
        pricePaise: orderLines.pricePaise,
        listPricePaise: orderLines.listPricePaise,
        image: orderLines.image,
      },
    })
    .from(sessionUser)
    .leftJoin(orders, eq(orders.userId, sessionUser.id))
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.position))
    .prepare('orders_of_session');
});

/** The order `orderId` if it belongs to `userId` (another shopper's order is simply absent). */
export async function selectOrderOfUser(db: Database, orderId: string, userId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

/** The order `orderId` whoever it belongs to, unlocked; undefined if unknown (the COD confirm page). */
export async function selectOrderById(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The lines of order `orderId`, in their original order. */
export async function selectOrderLines(db: Database, orderId: string) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** Our order id for the gateway order `gatewayOrderId` (Razorpay `order_…`), or undefined. */
export async function selectOrderIdByGatewayOrderId(db: Database, gatewayOrderId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.gatewayOrderId, gatewayOrderId));
  return row?.id;
}

/**
 * The order `orderId` locked FOR UPDATE with its lines (in their original order), or undefined.
 * Every payment transition takes this lock first, so they happen one at a time per order.
 */
export async function lockOrder(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return { order: row, lines };
}

/** Records the gateway order of a still-pending online order; false when it is no longer pending. */
export async function setGatewayOrderId(db: Database, orderId: string, gatewayOrderId: string) {
  const rows = await db
    .update(orders)
    .set({ gatewayOrderId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Marks the order paid by `gatewayPaymentId` now (and placed again if its reservation had lapsed). */
export async function markOrderPaid(db: Database, orderId: string, gatewayPaymentId: string) {
  const [row] = await db
    .update(orders)
    .set({
      paymentStatus: 'paid',
      orderStatus: 'pending',
      gatewayPaymentId,
      paidAt: sql`now()`,
      reservedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished while being paid`);
  return row;
}

/**
 * Marks the order cancelled for good (`cancelled_at`, kept if already set) with its payment
 * `gatewayPaymentId` refunded by `gatewayRefundId`.
 */
export async function markOrderRefunded(
  db: Database,
  orderId: string,
  gatewayPaymentId: string,
  gatewayRefundId: string | null,
) {
  const [row] = await db
    .update(orders)
    .set({
      paymentStatus: 'refunded',
      orderStatus: 'cancelled',
      gatewayPaymentId,
      gatewayRefundId,
      reservedUntil: null,
      cancelledAt: sql`coalesce(${orders.cancelledAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished while being refunded`);
  return row;
}

/** Marks a still-pending order's payment failed and the order cancelled; false if it was not pending. */
export async function markOrderPaymentFailed(db: Database, orderId: string) {
  const rows = await db
    .update(orders)
    .set({ paymentStatus: 'failed', orderStatus: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/**
 * Marks up to `limit` pending online orders whose reservation ended before `now` (default: the
 * database's clock) payment failed and cancelled, in one UPDATE; returns each with its pieces' ids.
 * Orders held by a payment being settled are skipped (SKIP LOCKED) until the next run.
 */
export async function expireOverdueOnlineOrders(db: Database, now: Date | undefined, limit: number) {
  const overdue = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'online'),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.reservedUntil, now ?? sql`now()`),
      ),
    )
    .orderBy(asc(orders.reservedUntil))
    .limit(limit)
    .for('update', { skipLocked: true });
  const expired = await db
    .update(orders)
    .set({ paymentStatus: 'failed', orderStatus: 'cancelled', updatedAt: sql`now()` })
    .where(and(inArray(orders.id, overdue), eq(orders.paymentStatus, 'pending')))
    .returning({ id: orders.id });
  if (expired.length === 0) return [];
  const lines = await db
    .select({ orderId: orderLines.orderId, productId: orderLines.productId })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        expired.map((row) => row.id),
      ),
    );
  return expired.map((row) => ({
    id: row.id,
    productIds: lines.filter((line) => line.orderId === row.id).map((line) => line.productId),
  }));
}

/** Marks a cash-on-delivery order confirmed now and ends its confirmation window (ADR 0035). */
export async function markCodConfirmed(db: Database, orderId: string): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ codConfirmedAt: sql`now()`, reservedUntil: null, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished while being confirmed`);
  return row;
}

/**
 * Cancels up to `limit` pending cash-on-delivery orders still unconfirmed whose window ended before
 * `now` (default: the database's clock), payment failed, in one UPDATE (ADR 0035); `reserved_until`
 * stays as the deadline missed. Returns each order as stored with its lines. Orders locked by a
 * confirmation in progress are skipped (SKIP LOCKED) until the next run. Uses
 * `orders_unconfirmed_cod_idx`.
 */
export async function lapseOverdueCodOrders(db: Database, now: Date | undefined, limit: number) {
  const overdue = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'cod'),
        eq(orders.orderStatus, 'pending'),
        isNull(orders.codConfirmedAt),
        isNotNull(orders.reservedUntil),
        lt(orders.reservedUntil, now ?? sql`now()`),
      ),
    )
    .orderBy(asc(orders.reservedUntil))
    .limit(limit)
    .for('update', { skipLocked: true });
  const lapsed = await db
    .update(orders)
    .set({
      orderStatus: 'cancelled',
      paymentStatus: 'failed',
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(orders.id, overdue), eq(orders.orderStatus, 'pending'), isNull(orders.codConfirmedAt)))
    .returning();
  if (lapsed.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        lapsed.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  return lapsed.map((order) => ({ order, lines: lines.filter((line) => line.orderId === order.id) }));
}

/** True when an order line keeps the uploaded photo `photoPath` (the picture of what was bought). */
export async function ordersUsePhoto(db: Database, photoPath: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .where(eq(orderLines.image, photoPath))
    .limit(1);
  return row !== undefined;
}

/** First key of the checkouts' two-key advisory lock (saved addresses use 4_004, the bag 4_006). */
const CHECKOUT_LOCK_SPACE = 4_005;

/**
 * Takes `userId`'s checkout lock until the transaction ends, so the shopper's parallel checkouts
 * count their open orders one after the other (ADR 0021). Call it with a transaction's `tx.db`.
 */
export async function lockCheckoutsOf(db: Database, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${CHECKOUT_LOCK_SPACE}, hashtext(${userId}))`);
}

/** Orders of `userId` not yet shipped, delivered or cancelled (status pending, whatever the payment). */
export async function countOpenOrders(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.orderStatus, 'pending')));
  return row?.count ?? 0;
}

/** Pieces reserved by `userId`'s online orders still waiting for payment. */
export async function countReservedPieces(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'online'),
        eq(orders.paymentStatus, 'pending'),
        eq(orders.orderStatus, 'pending'),
      ),
    );
  return row?.count ?? 0;
}

/**
 * A subquery `held` of what each shopper's unshipped orders (status pending: awaiting payment,
 * awaiting or past COD confirmation, or paid, whatever the payment method) hold: `orders`,
 * `pieces`, and `valuePaise` at list price (before any discount). One row per shopper holding any.
 */
export function heldByShoppers(db: Database) {
  return db
    .select({
      userId: orders.userId,
      orders: sql<number>`count(DISTINCT ${orders.id})::int`.as('orders'),
      pieces: sql<number>`count(${orderLines.productId})::int`.as('pieces'),
      valuePaise:
        sql<number>`coalesce(sum(coalesce(${orderLines.listPricePaise}, ${orderLines.pricePaise})), 0)::float8`.as(
          'value_paise',
        ),
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.orderStatus, 'pending'))
    .groupBy(orders.userId)
    .as('held');
}

/** What `userId`'s unshipped orders hold: orders, pieces, and value at list price in paise (zeros for none). */
export async function selectHeldBy(db: Database, userId: string) {
  const held = heldByShoppers(db);
  const [row] = await db
    .select({ orders: held.orders, pieces: held.pieces, valuePaise: held.valuePaise })
    .from(held)
    .where(eq(held.userId, userId));
  return row ?? { orders: 0, pieces: 0, valuePaise: 0 };
}
