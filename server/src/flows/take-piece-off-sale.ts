/**
 * Taking a piece off sale from the back office: marked sold offline (a sale in the workshop) or
 * archived. The status move and the removal of the piece from every shopper's bag are one
 * transaction, so no bag keeps a piece that can no longer be bought.
 */
import type { AdminProduct } from '@shahi/contract/schemas';
import { adminMessages } from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { conflict, type HttpError, notFound } from '#server/http/errors.ts';
import { deleteCartLinesForProducts } from '#server/modules/cart/repository.ts';
import { selectProduct } from '#server/modules/catalog/admin-repository.ts';
import { getAdminProduct } from '#server/modules/catalog/admin-service.ts';
import { moveProductStatus } from '#server/modules/catalog/stock.ts';

/** The 404 or 409 of a status move that did not happen, by the piece's status now. */
async function refusal(db: Database, id: string): Promise<HttpError> {
  const row = await selectProduct(db, id);
  if (!row) return notFound(adminMessages.productNotFound);
  if (row.status === 'reserved') return conflict(adminMessages.pieceReserved);
  if (row.status === 'sold') return conflict(adminMessages.pieceAlreadySold);
  return conflict(adminMessages.pieceArchived);
}

/**
 * Marks the available piece `id` sold offline (a sale in the workshop) and takes it out of every
 * bag. 409 when it is reserved (an online payment is in flight), already sold or archived.
 */
export async function markProductSold(pool: pg.Pool, id: string): Promise<AdminProduct> {
  return withTransaction(pool, async (tx) => {
    if (!(await moveProductStatus(tx.db, id, ['available'], 'sold'))) throw await refusal(tx.db, id);
    await deleteCartLinesForProducts(tx.db, [id]);
    return getAdminProduct(tx.db, id);
  });
}

/**
 * Archives the available or sold piece `id`: never listed or sold again, unknown to the
 * storefront, and gone from every bag. An archived piece answers as it is (no change); a
 * reserved one is refused with 409 (an online payment is in flight).
 */
export async function archiveProduct(pool: pg.Pool, id: string): Promise<AdminProduct> {
  return withTransaction(pool, async (tx) => {
    if (!(await moveProductStatus(tx.db, id, ['available', 'sold'], 'archived'))) {
      const error = await refusal(tx.db, id);
      if (error.message !== adminMessages.pieceArchived) throw error;
    }
    await deleteCartLinesForProducts(tx.db, [id]);
    return getAdminProduct(tx.db, id);
  });
}
