/** Taking a piece off sale: the status move and its removal from every bag are one transaction. */
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

/** Marks available piece `id` sold offline (in the workshop); 404 unknown, 409 any other status. */
export async function markProductSold(pool: pg.Pool, id: string): Promise<AdminProduct> {
  return withTransaction(pool, async (tx) => {
    if (!(await moveProductStatus(tx.db, id, ['available'], 'sold'))) throw await refusal(tx.db, id);
    await deleteCartLinesForProducts(tx.db, [id]);
    return getAdminProduct(tx.db, id);
  });
}

/** Archives available or sold piece `id` (archived already: no change); 404 unknown, 409 reserved. */
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
