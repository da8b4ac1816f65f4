/**
 * What other modules may read of orders: a view of each order's owner, payment status and discount,
 * and which shopper ordered which piece, and when.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { orderLines, orders } from '#server/db/schema/orders.ts';

/**
 * A view of orders to join (`id`, `userId`, `paymentStatus`, `discountPaise` in paise): the discount
 * module reads from it which uses of a code belong to failed (lapsed) online payments (ADR 0039).
 */
export function orderDiscountFacts(db: Database) {
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      paymentStatus: orders.paymentStatus,
      discountPaise: orders.discountPaise,
    })
    .from(orders)
    .as('order_discount_facts');
}

/** How many orders `userId` has placed, not counting online orders whose payment failed or lapsed. */
export async function countPlacedOrders(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.paymentStatus, 'failed')));
  return row?.n ?? 0;
}

/**
 * A read-only subquery `ordered` of every order line's piece with the shopper and the order's time
 * (any status), for a read that must skip pieces a shopper ordered since some moment (ADR 0042).
 */
export function orderedPieces(db: Database) {
  return db
    .select({ userId: orders.userId, productId: orderLines.productId, orderedAt: orders.createdAt })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .as('ordered');
}
