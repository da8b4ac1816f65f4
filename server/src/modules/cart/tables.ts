/** The shopping bag: one line per piece per shopper; a piece is in a bag at most once. */
import { index, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { shopperPieceColumns } from '#server/db/columns.ts';
import { users } from '#server/modules/auth/tables.ts';
import { products } from '#server/modules/catalog/tables.ts';

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...shopperPieceColumns(
      () => users.id,
      () => products.id,
    ),
  },
  (table) => [
    unique('cart_lines_user_product_unique').on(table.userId, table.productId),
    // "Sold pieces leave every bag": deleting by product needs this index.
    index('cart_lines_product_idx').on(table.productId),
  ],
);
