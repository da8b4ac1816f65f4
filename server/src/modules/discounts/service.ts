/**
 * Using a discount code (ADR 0039): hold it in the checkout's transaction (row locked, every rule
 * checked), record its use once the order exists, or only peek at it for the checkout's Apply button.
 */
import type { Database } from '#server/db/client.ts';
import { countPlacedOrders, type OrderCustomer } from '#server/modules/orders/public.ts';
import { countLiveRedemptions, insertRedemption, recountUses, selectCodeByName } from './repository.ts';
import { type DiscountCodeRow, refusalOf, unusableCode } from './rules.ts';

export { type DiscountCodeRow, discountPaiseOf, spreadDiscount } from './rules.ts';

/** Code `code` if `customer` may use it now; throws `unusableCode()` (400) for any refusal. */
async function usableCode(db: Database, code: string, customer: OrderCustomer, lock: boolean) {
  const row = await selectCodeByName(db, code, lock);
  if (!row) throw unusableCode();
  if (lock) await recountUses(db, row.id);
  // One after the other: in a transaction both share one connection.
  const uses = await countLiveRedemptions(db, row.id, customer);
  const placedOrders = row.firstOrderOnly ? await countPlacedOrders(db, customer) : 0;
  if (refusalOf(row, new Date(), { ...uses, placedOrders })) throw unusableCode();
  return row;
}

/**
 * Locks code `code` (upper case) FOR UPDATE in the caller's transaction, recounts its uses without
 * those of lapsed online payments (given back), and checks every rule but the minimum order for
 * `customer` (per-customer and first-order rules count their account, delivery phone and address);
 * resolves with the row. Concurrent checkouts with one code queue here, so a limited code is never
 * over-used. Throws 400 "This discount code is not valid" for any refusal, an unknown code alike.
 */
export function holdDiscountCode(
  db: Database,
  code: string,
  customer: OrderCustomer,
): Promise<DiscountCodeRow> {
  return usableCode(db, code, customer, true);
}

/**
 * As `holdDiscountCode` without locking or changing anything: the answer of the Apply button, which
 * knows no delivery address yet (the order is judged again with it).
 */
export function peekDiscountCode(
  db: Database,
  code: string,
  customer: OrderCustomer,
): Promise<DiscountCodeRow> {
  return usableCode(db, code, customer, false);
}

/** Records the use of the held code `codeId` by the new order `orderId` (same transaction). */
export function redeemDiscountCode(db: Database, codeId: string, orderId: string, userId: string) {
  return insertRedemption(db, codeId, orderId, userId);
}
