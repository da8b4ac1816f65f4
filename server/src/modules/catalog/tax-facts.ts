/** The GST facts of pieces, read for a tax document (ADR 0030, ADR 0055). */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { categories, products } from './tables.ts';

/**
 * A piece's own HSN code and GST rate (basis points) and its category's (null = not set), whether it
 * is declared handmade, and its declared net quantity (the document's quantity and unit).
 */
export interface PieceTaxFacts {
  productId: string;
  hsnCode: string | null;
  gstRateBp: number | null;
  categoryHsnCode: string;
  categoryGstRateBp: number | null;
  handmade: boolean;
  netQuantity: string;
}

/** The tax facts of the pieces `productIds`, keyed by product id; unknown ids are absent. */
export async function selectPieceTaxFacts(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, PieceTaxFacts>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: products.id,
      hsnCode: products.hsnCode,
      gstRateBp: products.gstRateBp,
      categoryHsnCode: categories.hsnCode,
      categoryGstRateBp: categories.gstRateBp,
      handmade: products.handmade,
      netQuantity: products.netQuantity,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.productId, row]));
}
