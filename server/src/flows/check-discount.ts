/**
 * The checkout's Apply button (ADR 0039): what a discount code would take off the pieces of the bag
 * now, for this shopper. Reads only: the code is held and used by the checkout itself.
 */
import { paiseToRupees } from '@shahi/contract';
import type { DiscountCheck } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import type { Session } from '#server/modules/auth/service.ts';
import { selectProductStatuses } from '#server/modules/catalog/reads.ts';
import { discountPaiseOf, peekDiscountCode } from '#server/modules/discounts/service.ts';
import { pieceGone } from './steps/piece-gone.ts';

/**
 * The pieces' total, the discount and the new total (rupees) of `code` over the available pieces
 * `products` for `session`'s shopper, and for the checkout's `delivery` when given (a per-customer
 * or first-order code counts orders to the same phone or address too). The pieces are judged first: 409/404 for a gone or unknown
 * piece whatever the code. Then 400 "This discount code is not valid" for any code the shopper may
 * not use, or 400 naming the minimum order of a usable code the pieces do not reach (ADR 0039).
 */
export async function checkDiscount(
  db: Database,
  session: Session,
  request: { code: string; products: string[]; delivery?: { phone: string; zip: string; address: string } },
): Promise<DiscountCheck> {
  const pieces = await selectProductStatuses(db, request.products);
  const available = pieces.filter((piece) => piece.status === 'available');
  if (available.length !== request.products.length) {
    throw await pieceGone(db, request.products, new Set(available.map((piece) => piece.id)));
  }
  const code = await peekDiscountCode(db, request.code, {
    userId: session.user.userId,
    delivery: request.delivery,
  });
  const subtotalPaise = available.reduce((sum, piece) => sum + piece.pricePaise, 0);
  const discountPaise = discountPaiseOf(code, subtotalPaise);
  return {
    code: code.code,
    subtotal: paiseToRupees(subtotalPaise),
    discount: paiseToRupees(discountPaise),
    total: paiseToRupees(subtotalPaise - discountPaise),
  };
}
