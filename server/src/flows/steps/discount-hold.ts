/** A checkout's discount code (ADR 0039): held with the pieces, used by the stored order, in one transaction. */
import type { Database } from '#server/db/client.ts';
import type { Session } from '#server/modules/auth/service.ts';
import {
  type DiscountCodeRow,
  holdDiscountCode,
  redeemDiscountCode,
} from '#server/modules/discounts/service.ts';
import type { CheckoutInput } from './checkout-deps.ts';

/**
 * Holds the checkout's discount code in transaction `db` for `session`'s shopper and the order's
 * delivery phone and address (a per-customer or first-order code counts all three): the code row
 * locked and every rule but the minimum checked (400 "not valid" otherwise); undefined without one.
 * Call it after the pieces are taken, so an unknown or gone piece answers before any code does.
 */
export async function holdCheckoutDiscount(db: Database, session: Session, input: CheckoutInput) {
  if (!input.discountCode) return undefined;
  return holdDiscountCode(db, input.discountCode, {
    userId: session.user.userId,
    delivery: input.addressDetails,
  });
}

/** Records the held `discount`'s use by the stored order (same transaction); nothing without one. */
export async function redeemCheckoutDiscount(
  db: Database,
  discount: DiscountCodeRow | undefined,
  order: { id: string; userId: string },
) {
  if (discount) await redeemDiscountCode(db, discount.id, order.id, order.userId);
}
