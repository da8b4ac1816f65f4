/** Order SQL (orders, order_lines). Money stays in paise here; the service converts. */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** Inserts an order and its lines (snapshots of the pieces sold); returns both as stored. */
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
  return { order: row, lines: stored.sort((a, b) => a.position - b.position) };
}

/** The orders of `userId`, newest first, each with its lines in their original order. */
export async function selectOrdersOfUser(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderLines.position);
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.orderId === row.id) }));
}
