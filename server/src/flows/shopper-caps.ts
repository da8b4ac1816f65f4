/**
 * Per-shopper checkout caps (docs/decisions/0021): a shopper holds at most `reservedPieces` pieces
 * reserved by their online orders awaiting payment, and has at most `openOrders` orders not yet
 * shipped (status pending, whatever the payment). Checked inside the order's transaction under a
 * per-shopper lock, so parallel checkouts of one shopper are counted one after the other.
 */
import { openOrdersLimitMessage, reservedPiecesLimitMessage, shopperCapCodes } from '@shahi/contract';
import type { Database } from '#server/db/client.ts';
import { conflict } from '#server/http/errors.ts';
import { countOpenOrders, countReservedPieces, lockCheckoutsOf } from '#server/modules/orders/repository.ts';

/** The caps of one shopper, from MAX_RESERVED_PIECES_PER_SHOPPER and MAX_OPEN_ORDERS_PER_SHOPPER. */
export interface ShopperCaps {
  /** Most pieces reserved for the shopper's online orders awaiting payment. */
  reservedPieces: number;
  /** Most orders of the shopper not yet shipped, delivered or cancelled. */
  openOrders: number;
}

/**
 * Takes the shopper's checkout lock (until the transaction ends), then refuses with 409 when one
 * more order — holding `reservingPieces` pieces reserved for online payment (0 for cash on
 * delivery) — would take `userId` over `caps`: openOrdersLimitMessage when they have
 * `caps.openOrders` unshipped orders already, reservedPiecesLimitMessage when their unpaid online
 * orders' pieces plus these would be more than `caps.reservedPieces`. Call it first in the
 * transaction that creates the order (`tx.db`), so a refusal changes nothing; outside a
 * transaction the lock would end at once.
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
