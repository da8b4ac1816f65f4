/** The shopping bag: one line per piece per shopper; a piece is in a bag at most once. */
import { index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/auth/tables.ts';
import { products } from '#server/modules/catalog/tables.ts';

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cart_lines_user_product_unique').on(table.userId, table.productId),
    // "Sold pieces leave every bag": deleting by product needs this index.
    index('cart_lines_product_idx').on(table.productId),
  ],
);
