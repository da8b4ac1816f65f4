/** Column sets more than one table declares alike (Drizzle builders: each call makes fresh columns). */
import { type AnyPgColumn, customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A `bytea` column read and written as a Buffer (stored PDFs, private photos). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A shopper's row about one piece (a bag line, a saved piece, a matched piece): `user_id` and
 * `product_id`, both required and deleted with their user or piece, and `created_at`. The caller
 * names the two referenced id columns (`users.id`, `products.id`), which this layer cannot import.
 */
export function shopperPieceColumns(userId: () => AnyPgColumn, productId: () => AnyPgColumn) {
  return {
    userId: uuid('user_id').notNull().references(userId, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(productId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
