/** Publishing a hidden piece: a copy made by Duplicate, or a piece archived before any order. */
import { pieceCopyMessages } from '@shahi/contract';
import { type AdminProduct, adminMessages } from '@shahi/contract/schemas';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { withTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { selectProduct } from '#server/modules/catalog/admin-repository.ts';
import { getAdminProduct } from '#server/modules/catalog/admin-service.ts';
import { moveProductStatus } from '#server/modules/catalog/stock.ts';
import { orderedPieces } from '#server/modules/orders/public.ts';

/**
 * Puts hidden (archived) piece `id` on sale (status `available`) and resolves with it. 404 unknown;
 * 409 `notHidden` when it is not archived; 409 `wasOrdered` when any order ever held it (a sold,
 * returned-damaged or claimed piece was archived: its order, invoice or claim still name it, so
 * it is not sold twice; docs/product.md#the-back-office). An archived piece cannot be ordered, so
 * no order can slip in between the check and the move.
 */
export async function publishProduct(pool: pg.Pool, id: string): Promise<AdminProduct> {
  return withTransaction(pool, async (tx) => {
    const row = await selectProduct(tx.db, id);
    if (!row) throw notFound(adminMessages.productNotFound);
    if (row.status !== 'archived') throw conflict(pieceCopyMessages.notHidden);
    const ordered = orderedPieces(tx.db);
    const [held] = await tx.db
      .select({ id: ordered.productId })
      .from(ordered)
      .where(eq(ordered.productId, id))
      .limit(1);
    if (held) throw conflict(pieceCopyMessages.wasOrdered);
    if (!(await moveProductStatus(tx.db, id, ['archived'], 'available')))
      throw conflict(pieceCopyMessages.notHidden);
    return getAdminProduct(tx.db, id);
  });
}
