/**
 * Per-shopper checkout caps (docs/decisions/0021-shopper-caps.md), checked in the order's transaction
 * under a per-shopper lock, so parallel checkouts of one shopper are counted one after the other.
 */
import {
  heldLimitMessage,
  openOrdersLimitMessage,
  paiseToRupees,
  reservedPiecesLimitMessage,
  rupeesToPaise,
  shopperCapCodes,
} from '@shahi/contract';
import type { Database } from '#server/db/client.ts';
import { conflict } from '#server/http/errors.ts';
import { capsLiftedOf } from '#server/modules/auth/public.ts';
import {
  countOpenOrders,
  countReservedPieces,
  lockCheckoutsOf,
  selectHeldBy,
} from '#server/modules/orders/repository.ts';

/**
 * From MAX_RESERVED_PIECES_PER_SHOPPER, MAX_OPEN_ORDERS_PER_SHOPPER, MAX_HELD_PIECES_PER_SHOPPER
 * and MAX_HELD_RUPEES_PER_SHOPPER (whole rupees).
 */
export interface ShopperCaps {
  reservedPieces: number;
  openOrders: number;
  heldPieces: number;
  heldRupees: number;
}

/**
 * Takes the shopper's checkout lock, then refuses with 409 (OPEN_ORDERS_LIMIT or
 * RESERVED_PIECES_LIMIT) when one more order reserving `reservingPieces` pieces (0 for cash on
 * delivery) would take `userId` over `caps`; a shopper whose caps the owner lifted has no
 * open-orders cap, the reserved-pieces cap still applies. Call it first in the order's transaction
 * (`tx.db`): outside one the lock would end at once.
 */
export async function holdShopperCaps(
  db: Database,
  userId: string,
  caps: ShopperCaps,
  reservingPieces: number,
): Promise<void> {
  await lockCheckoutsOf(db, userId);
  if ((await countOpenOrders(db, userId)) >= caps.openOrders && !(await capsLiftedOf(db, userId))) {
    throw conflict(openOrdersLimitMessage(caps.openOrders), shopperCapCodes.openOrders);
  }
  if (reservingPieces === 0) return;
  const held = await countReservedPieces(db, userId);
  if (held + reservingPieces > caps.reservedPieces) {
    throw conflict(reservedPiecesLimitMessage(caps.reservedPieces, held), shopperCapCodes.reservedPieces);
  }
}

/**
 * Refuses with 409 HELD_LIMIT when the pieces `taking` (prices in paise, as the database gave them)
 * would take what `userId`'s unshipped orders of any payment method hold over `caps.heldPieces`
 * pieces or `caps.heldRupees` at list price; nothing for a shopper whose caps the owner lifted.
 * Call it in the order's transaction after `holdShopperCaps` and after the pieces were taken, so
 * the refusal rolls them back onto sale.
 */
export async function assertHeldWithinCaps(
  db: Database,
  userId: string,
  caps: ShopperCaps,
  taking: ReadonlyArray<{ pricePaise: number }>,
): Promise<void> {
  if (await capsLiftedOf(db, userId)) return;
  const held = await selectHeldBy(db, userId);
  const takingPaise = taking.reduce((total, piece) => total + piece.pricePaise, 0);
  const overPieces = held.pieces + taking.length > caps.heldPieces;
  if (!overPieces && held.valuePaise + takingPaise <= rupeesToPaise(caps.heldRupees)) return;
  throw conflict(
    heldLimitMessage(
      { pieces: caps.heldPieces, rupees: caps.heldRupees },
      { pieces: held.pieces, rupees: paiseToRupees(held.valuePaise) },
      { pieces: taking.length, rupees: paiseToRupees(takingPaise) },
    ),
    shopperCapCodes.held,
  );
}
