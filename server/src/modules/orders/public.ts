/** What other modules may read of orders: which shopper ordered which piece, and when. */

import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { orderLines, orders } from '#server/db/schema/orders.ts';

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
