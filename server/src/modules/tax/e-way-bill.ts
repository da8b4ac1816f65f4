/**
 * Whether a shipment needs an e-way bill before it leaves (CGST Rule 138, proviso for handicraft
 * goods): an unregistered seller's inter-state supply, whatever its value.
 */
import { findIndianState } from '@shahi/contract';
import type { Database } from '#server/db/client.ts';
import type { SellerRow } from '#server/modules/seller/public.ts';
import { selectSeller } from '#server/modules/seller/public.ts';

/**
 * For the back office's ship dialog: whether an order delivered to `shipState` (a state's name or
 * GST code) needs its e-way bill number; false without seller settings or for an unknown state
 * (shipping then refuses with its own message).
 */
export async function eWayBillNeeded(db: Database, shipState: string): Promise<boolean> {
  const seller = await selectSeller(db);
  const state = findIndianState(shipState);
  return !!seller && !!state && needsEWayBill(seller, state.code);
}

/** Whether a shipment by `seller` to GST state `supplyStateCode` needs an e-way bill: unregistered and inter-state (Rule 138). */
export function needsEWayBill(seller: Pick<SellerRow, 'gstMode' | 'stateCode'>, supplyStateCode: string) {
  return seller.gstMode === 'unregistered' && supplyStateCode !== seller.stateCode;
}
