/**
 * Per-shopper checkout caps (docs/decisions/0021-shopper-caps.md), checked in the order's transaction
 * under a per-shopper lock, so parallel checkouts of one shopper are counted one after the other.
 */
import { openOrdersLimitMessage, reservedPiecesLimitMessage, shopperCapCodes } from '@shahi/contract';
import type { Database } from '#server/db/client.ts';
import { conflict } from '#server/http/errors.ts';
import { countOpenOrders, countReservedPieces, lockCheckoutsOf } from '#server/modules/orders/repository.ts';

/** From MAX_RESERVED_PIECES_PER_SHOPPER and MAX_OPEN_ORDERS_PER_SHOPPER. */
export interface ShopperCaps {
  reservedPieces: number;
  openOrders: number;
}

/**
 * Takes the shopper's checkout lock, then refuses with 409 (OPEN_ORDERS_LIMIT or
 * RESERVED_PIECES_LIMIT) when one more order reserving `reservingPieces` pieces (0 for cash on
 * delivery) would take `userId` over `caps`. Call it first in the order's transaction (`tx.db`):
 * outside one the lock would end at once.
 */
export async function holdShopperCaps(
  db: Database,
  userId: string,
  caps: ShopperCaps,
  reservingPieces: number,
): Promise<void> {
  await lockCheckoutsOf(db, userId);
  if ((await countOpenOrders(db, userId)) >= caps.openOrders) {
    throw conflict(openOrdersLimitMessage(caps.openOrders), shopperCapCodes.openOrders);
  }
  if (reservingPieces === 0) return;
  const held = await countReservedPieces(db, userId);
  if (held + reservingPieces > caps.reservedPieces) {
    throw conflict(reservedPiecesLimitMessage(caps.reservedPieces, held), shopperCapCodes.reservedPieces);
  }
}
