/**
 * Using a discount code (ADR 0039): hold it in the checkout's transaction (row locked, every rule
 * checked), record its use once the order exists, or only peek at it for the checkout's Apply button.
 */
import { discountMessages } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { badRequest } from '#server/http/errors.ts';
import { countPlacedOrders } from '#server/modules/orders/public.ts';
import { countLiveRedemptions, insertRedemption, recountUses, selectCodeByName } from './repository.ts';
import { type DiscountCodeRow, refusalOf } from './rules.ts';

export { type DiscountCodeRow, discountPaiseOf, spreadDiscount } from './rules.ts';

/** Code `code` if `userId` may use it now; throws the refusal (400 unknown or invalid, 409 used). */
async function usableCode(db: Database, code: string, userId: string, lock: boolean) {
  const row = await selectCodeByName(db, code, lock);
  if (!row) throw badRequest(discountMessages.invalidCode);
  if (lock) await recountUses(db, row.id);
  // One after the other: in a transaction both share one connection.
  const uses = await countLiveRedemptions(db, row.id, userId);
  const placedOrders = row.firstOrderOnly ? await countPlacedOrders(db, userId) : 0;
  const refusal = refusalOf(row, new Date(), { ...uses, placedOrders });
  if (refusal) throw refusal;
  return row;
}

/**
 * Locks code `code` (upper case) FOR UPDATE in the caller's transaction, recounts its uses without
 * those of lapsed online payments (given back), and checks every rule but the minimum order for `userId`; resolves with
 * the row. Concurrent checkouts with one code queue here, so a limited code is never over-used.
 * Throws 400 (unknown, inactive, not yet valid, expired) or 409 (used up, already used, first order only).
 */
export function holdDiscountCode(db: Database, code: string, userId: string): Promise<DiscountCodeRow> {
  return usableCode(db, code, userId, true);
}

/** As `holdDiscountCode` without locking or changing anything: the answer of the Apply button. */
export function peekDiscountCode(db: Database, code: string, userId: string): Promise<DiscountCodeRow> {
  return usableCode(db, code, userId, false);
}

/** Records the use of the held code `codeId` by the new order `orderId` (same transaction). */
export function redeemDiscountCode(db: Database, codeId: string, orderId: string, userId: string) {
  return insertRedemption(db, codeId, orderId, userId);
}
