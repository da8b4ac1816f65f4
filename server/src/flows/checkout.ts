/**
 * Cash-on-delivery checkout (ADR 0007): sells the pieces, records the order, clears them from every
 * bag, optionally saves the address and queues the confirmation mail, in one transaction. Prices
 * come from the database, never the request. online-checkout.ts shares the helpers below.
 */
import {
  findIndianState,
  formatIstDateTime,
  messages,
  type Order,
  pieceGoneMessage,
  SHOP_COUNTRY,
} from '@shahi/contract';
import type { checkoutSchema } from '@shahi/contract/schemas';
import type pg from 'pg';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { insertAddress } from '#server/modules/addresses/repository.ts';
import type { Session } from '#server/modules/auth/service.ts';
import { deleteCartLinesForProducts } from '#server/modules/cart/repository.ts';
import { selectProductStatuses } from '#server/modules/catalog/reads.ts';
import { type SoldProductRow, sellAvailableProducts } from '#server/modules/catalog/stock.ts';
import {
  type DiscountCodeRow,
  discountPaiseOf,
  holdDiscountCode,
  redeemDiscountCode,
  spreadDiscount,
} from '#server/modules/discounts/service.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { orderConfirmationMail } from '#server/modules/orders/mails.ts';
import { insertOrder, type NewOrderRow } from '#server/modules/orders/repository.ts';
import { toOrder } from '#server/modules/orders/service.ts';
import { readSellerMailFooter, type SellerMailFooter } from '#server/modules/seller/public.ts';
import {
  assertCodCeiling,
  awaitingShortText,
  type CodDeps,
  codConfirmBy,
  codConfirmUrl,
} from './cod-confirmation.ts';
import { assertHeldWithinCaps, holdShopperCaps, type ShopperCaps } from './shopper-caps.ts';

export type CheckoutInput = z.output<typeof checkoutSchema>;

export interface CheckoutDeps {
  pool: pg.Pool;
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  shopName: string;
  publicUrl: string;
  caps: ShopperCaps;
  /** Cash-on-delivery confirmation and ceiling (ADR 0035). */
  cod: CodDeps;
}

/** Why the pieces `wanted` could not all be taken: 409 naming the first gone piece, 404 if unknown. */
export async function pieceGone(db: Database, wanted: string[], taken: Set<string>) {
  const missing = wanted.filter((id) => !taken.has(id));
  const known = await selectProductStatuses(db, missing);
  const first = missing.map((id) => known.find((row) => row.id === id)).find(Boolean);
  if (!first || known.length < missing.length) return notFound(messages.productNotFound);
  return conflict(pieceGoneMessage(first.title, first.status === 'reserved' ? 'reserved' : 'sold'));
}

/**
 * Largest order total, in paise (₹2 crore): `orders.amount_paise` is a PostgreSQL integer (at most
 * 2,147,483,647), which 20 pieces at the ₹1 crore price ceiling would overflow.
 */
export const MAX_ORDER_TOTAL_PAISE = 2_000_000_000;

/** The 400 answer to an order over MAX_ORDER_TOTAL_PAISE. */
export const ORDER_TOTAL_TOO_LARGE_MESSAGE =
  'This order is too large to place at once: buy fewer pieces per order';

/**
 * Holds the checkout's discount code in transaction `db` (ADR 0039) for `session`'s shopper and the
 * order's delivery phone and address (a per-customer or first-order code counts all three): the code
 * row locked and every rule but the minimum checked (400 "not valid" otherwise); undefined without
 * one. Call it after the pieces are taken, so an unknown or gone piece answers before any code does.
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

/**
 * The order row and lines (paise) for the `taken` pieces, in the shopper's order, less the held
 * `discount` (ADR 0039: at most total − ₹1, spread over the lines by largest remainder so they add
 * up to `amountPaise`; 400 under its minimum order); 400 over
 * MAX_ORDER_TOTAL_PAISE (call it in the transaction that took them, so they are given back). The
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
  if (subtotalPaise > MAX_ORDER_TOTAL_PAISE) throw badRequest(ORDER_TOTAL_TOO_LARGE_MESSAGE);
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

/** The history row of a new order: placed by the shopper, recorded by the shop (actor null). */
export function placedEvent(orderId: string, note: string) {
  return {
    orderId,
    kind: 'placed' as const,
    toStatus: 'pending' as const,
    toPaymentStatus: 'pending' as const,
    note,
  };
}

/** Saves the checkout address as a new saved address when the shopper ticked "save". */
export async function saveCheckoutAddress(db: Database, session: Session, input: CheckoutInput) {
  if (!input.saveAddress) return;
  const address = input.addressDetails;
  await insertAddress(db, session.user.userId, {
    name: `${address.firstName} ${address.lastName}`,
    address: address.address,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
    phoneNumber: address.phone,
    alternativePhoneNumber: input.phoneNumber,
    gstin: address.gstin,
    isDefault: false,
  });
}

/**
 * The confirmation mail of `order` (rupees) to its shopper with the seller block, ready for
 * `MailQueue.enqueue`; `confirm` (a COD order awaiting confirmation) adds the signed link and deadline.
 */
export function confirmationMessage(
  deps: Pick<CheckoutDeps, 'shopName' | 'publicUrl'>,
  to: { email: string; firstName?: string },
  order: Order,
  seller: SellerMailFooter | undefined,
  confirm?: { url: string; by: string },
) {
  const content = orderConfirmationMail({
    shopName: deps.shopName,
    firstName: to.firstName,
    order,
    ordersUrl: `${deps.publicUrl}/my-orders`,
    seller,
    ...(confirm ? { confirm } : {}),
  });
  return { kind: 'order-confirmation' as const, to: to.email, ...content };
}

/**
 * Places a cash-on-delivery order for `session`'s shopper; resolves with the order (rupees). The
 * order awaits the shopper's confirmation for COD_CONFIRM_HOURS (ADR 0035): its mail (and, when
 * enabled, a text) carries the signed confirm link. If any piece is no longer available nothing
 * changes: 409 naming it (404 for an unknown piece); 409 too over the shopper's caps (ADR 0021); 400
 * over the COD ceiling (checked on the final amount `newOrder` computes, after any discount);
 * 400 for a discount code that may not be used (ADR 0039). Online orders go to
 * `startOnlinePayment` instead: 400 here.
 */
export async function placeOrder(deps: CheckoutDeps, session: Session, input: CheckoutInput): Promise<Order> {
  if (input.paymentMethod !== 'cod') throw badRequest(messages.onlinePaymentUnavailable);
  const order = await withTransaction(deps.pool, async (tx) => {
    await holdShopperCaps(tx.db, session.user.userId, deps.caps, 0);
    const sold = await sellAvailableProducts(tx.db, input.products);
    if (sold.length !== input.products.length) {
      throw await pieceGone(tx.db, input.products, new Set(sold.map((row) => row.id)));
    }
    await assertHeldWithinCaps(tx.db, session.user.userId, deps.caps, sold);
    const discount = await holdCheckoutDiscount(tx.db, session, input);
    const confirmBy = codConfirmBy(deps.cod);
    const draft = newOrder(
      session,
      input,
      sold,
      { paymentMethod: 'cod', reservedUntil: confirmBy },
      discount,
    );
    assertCodCeiling(deps.cod, draft.order.amountPaise);
    const stored = await insertOrder(tx.db, draft.order, draft.lines);
    await redeemCheckoutDiscount(tx.db, discount, stored.order);
    await insertOrderEvents(tx.db, [placedEvent(stored.order.id, 'Cash on delivery')]);
    await deleteCartLinesForProducts(tx.db, input.products);
    await saveCheckoutAddress(tx.db, session, input);
    const placed = toOrder(stored.order, stored.lines);
    const seller = await readSellerMailFooter(tx.db, deps.publicUrl);
    const url = await codConfirmUrl(deps.cod, placed._id, confirmBy);
    const confirm = { url, by: formatIstDateTime(confirmBy) };
    await deps.cod.notifier.send(tx, {
      kind: 'order-cod-awaiting',
      mail: confirmationMessage(deps, session.user, placed, seller, confirm),
      phone: placed.phoneNumber,
      short: awaitingShortText(deps.cod, placed, url),
    });
    return placed;
  });
  deps.cod.notifier.wake();
  return order;
}
