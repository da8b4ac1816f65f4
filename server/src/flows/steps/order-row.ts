/** A new order as the checkouts store it (ADR 0007): its row, its lines and its first history row. */
import { findIndianState, SHOP_COUNTRY } from '@shahi/contract';
import type { Session } from '#server/modules/auth/service.ts';
import type { SoldProductRow } from '#server/modules/catalog/stock.ts';
import { type DiscountCodeRow, discountPaiseOf, spreadDiscount } from '#server/modules/discounts/service.ts';
import { assertOrderTotal } from '#server/modules/orders/order-total.ts';
import type { NewOrderRow } from '#server/modules/orders/repository.ts';
import type { CheckoutInput } from './checkout-deps.ts';

/**
 * The order row and lines (paise) for the `taken` pieces, in the shopper's order, less the held
 * `discount` (ADR 0039: at most total − ₹1, spread over the lines by largest remainder so they add
 * up to `amountPaise`; 400 under its minimum order); 400 over MAX_ORDER_TOTAL_PAISE
 * (`orders/order-total.ts`; call it in the transaction that took them, so they are given back). The
 * address keeps the state's official name and GST code (the place of supply) and the buyer's GSTIN;
 * `acceptTerms` true records now() as terms_accepted_at (ADR 0029).
 */
export function newOrder(
  session: Session,
  input: CheckoutInput,
  taken: SoldProductRow[],
  extra: Pick<NewOrderRow, 'paymentMethod' | 'reservedUntil'>,
  discount?: DiscountCodeRow,
) {
  const pieces = input.products.flatMap((id) => taken.filter((row) => row.id === id));
  const address = input.addressDetails;
  const state = findIndianState(address.state);
  const subtotalPaise = pieces.reduce((total, piece) => total + piece.pricePaise, 0);
  assertOrderTotal(subtotalPaise);
  // The discount is taken here, so `amountPaise` is final for every check made on it afterwards.
  const discountPaise = discount ? discountPaiseOf(discount, subtotalPaise) : 0;
  const charged = spreadDiscount(
    pieces.map((piece) => piece.pricePaise),
    discountPaise,
  );
  const amountPaise = subtotalPaise - discountPaise;
  const order: NewOrderRow = {
    ...extra,
    userId: session.user.userId,
    amountPaise,
    discountCode: discount?.code ?? null,
    discountPaise,
    contactPhone: input.phoneNumber,
    shipFirstName: address.firstName,
    shipLastName: address.lastName,
    shipPhone: address.phone,
    shipAddress: address.address,
    shipCity: address.city,
    shipState: state?.name ?? address.state,
    shipStateCode: state?.code ?? null,
    shipZip: address.zip,
    shipCountry: SHOP_COUNTRY,
    shipGstin: address.gstin,
    shipBusinessName: address.businessName,
    termsAcceptedAt: input.acceptTerms ? new Date() : null,
  };
  const lines = pieces.map((piece, position) => ({
    productId: piece.id,
    title: piece.title,
    pricePaise: charged[position] ?? piece.pricePaise,
    listPricePaise: piece.pricePaise,
    image: piece.images[0] ?? null,
    position,
  }));
  return { order, lines };
}

/** The history row of a new order, noting `note`: placed by the shopper, recorded by the shop (actor null). */
export function placedEvent(orderId: string, note: string) {
  return {
    orderId,
    kind: 'placed' as const,
    toStatus: 'pending' as const,
    toPaymentStatus: 'pending' as const,
    note,
  };
}
