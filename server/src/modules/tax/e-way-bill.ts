/**
 * Whether a shipment needs an e-way bill before it leaves (CGST Rule 138; ADR 0059): an
 * unregistered seller's inter-state supply of handicraft goods whatever its value (Rule 138(1),
 * proviso; Notification 3/2018-Integrated Tax), and a registered seller's consignment worth more
 * than ₹50,000, inter-state or intra-state (the shop's own State or UT, Chandigarh, keeps the
 * ₹50,000 limit; a State with a higher intra-state limit is asked for one all the same).
 */
import { findIndianState } from '@shahi/contract';
import type { Database } from '#server/db/client.ts';
import type { SellerRow } from '#server/modules/seller/public.ts';
import { selectSeller } from '#server/modules/seller/public.ts';

/** Rule 138(1): a consignment worth more than this (paise, tax included) travels with an e-way bill. */
export const E_WAY_BILL_THRESHOLD_PAISE = 5_000_000;

/**
 * For the back office's ship dialog: whether an order of `consignmentPaise` (its amount, tax
 * included) delivered to `shipState` (a state's name or GST code) needs its e-way bill number;
 * false without seller settings or for an unknown state (shipping then refuses with its own message).
 */
export async function eWayBillNeeded(
  db: Database,
  shipState: string,
  consignmentPaise: number,
): Promise<boolean> {
  const seller = await selectSeller(db);
  const state = findIndianState(shipState);
  return !!seller && !!state && needsEWayBill(seller, state.code, consignmentPaise);
}

/**
 * Whether a shipment by `seller` to GST state `supplyStateCode` worth `consignmentPaise` (tax
 * included) needs an e-way bill: unregistered and inter-state, or registered and over ₹50,000.
 */
export function needsEWayBill(
  seller: Pick<SellerRow, 'gstMode' | 'stateCode'>,
  supplyStateCode: string,
  consignmentPaise: number,
): boolean {
  if (seller.gstMode === 'registered') return consignmentPaise > E_WAY_BILL_THRESHOLD_PAISE;
  return supplyStateCode !== seller.stateCode;
}
