/** The shopper's orders (docs/product.md#my-orders). Rows hold paise; answers rupees. */
import { type Order, paiseToRupees } from '@shahi/contract';
import type { OrderShipment } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import type { VerifiedSession } from '#server/modules/auth/public.ts';
import { type OrderCardRow, type OrderLineCardRow, selectOrdersOfSession } from './repository.ts';

/**
 * A cash-on-delivery order waiting for its shopper's confirmation (ADR 0035): pending, unconfirmed,
 * with a window. Orders placed before confirmation existed have no window and never wait.
 */
export function isAwaitingCodConfirmation(
  row: Pick<OrderCardRow, 'paymentMethod' | 'orderStatus' | 'codConfirmedAt' | 'reservedUntil'>,
): boolean {
  return (
    row.paymentMethod === 'cod' &&
    row.orderStatus === 'pending' &&
    row.codConfirmedAt === null &&
    row.reservedUntil !== null
  );
}

/**
 * A COD order the lapse job cancelled: unconfirmed, with the deadline it missed kept (a back-office
 * cancel clears `reserved_until`, so it does not read as lapsed).
 */
export function isLapsedCodOrder(
  row: Pick<OrderCardRow, 'paymentMethod' | 'orderStatus' | 'codConfirmedAt' | 'reservedUntil'>,
): boolean {
  return (
    row.paymentMethod === 'cod' &&
    row.orderStatus === 'cancelled' &&
    row.codConfirmedAt === null &&
    row.reservedUntil !== null
  );
}

/** Order row and its lines (paise) → the API order (rupees), with its discount code and discount. */
export function toOrder(row: OrderCardRow, lines: OrderLineCardRow[]): Order {
  const awaiting = isAwaitingCodConfirmation(row);
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    orderStatus: row.orderStatus,
    products: lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      price: paiseToRupees(line.pricePaise),
      ...(line.listPricePaise === null ? {} : { listPrice: paiseToRupees(line.listPricePaise) }),
      ...(line.image ? { image1: line.image } : {}),
    })),
    addressDetails: {
      firstName: row.shipFirstName,
      lastName: row.shipLastName,
      phone: row.shipPhone,
      address: row.shipAddress,
      city: row.shipCity,
      state: row.shipState,
      stateCode: row.shipStateCode ?? '',
      zip: row.shipZip,
      country: row.shipCountry,
      gstin: row.shipGstin,
      businessName: row.shipBusinessName,
    },
    phoneNumber: row.contactPhone,
    discountCode: row.discountCode,
    discount: paiseToRupees(row.discountPaise),
    payment: {
      method: row.paymentMethod,
      status: row.paymentStatus,
      amount: paiseToRupees(row.amountPaise),
      currency: 'INR',
    },
    awaitingConfirmation: awaiting,
    confirmBy: awaiting ? (row.reservedUntil?.toISOString() ?? null) : null,
    codLapsed: isLapsedCodOrder(row),
    codConfirmedAt: row.codConfirmedAt?.toISOString() ?? null,
  };
}

/** The shipment of a shipped (or delivered, or cancelled after shipping) order; null before. */
export function shipmentOf(
  row: Pick<OrderCardRow, 'shippedAt' | 'courierName' | 'trackingNumber' | 'deliveredAt'>,
): OrderShipment | null {
  if (!row.shippedAt || !row.courierName || !row.trackingNumber) return null;
  return {
    courierName: row.courierName,
    trackingNumber: row.trackingNumber,
    shippedAt: row.shippedAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/**
 * The orders of a verified token's session, newest first, each with its `shipment` (ADR 0010);
 * undefined when the session is no longer current (checked in the same statement; the route
 * answers 401). The route adds each order's tax documents from the tax module.
 */
export async function listOrdersOfSession(
  db: Database,
  session: VerifiedSession,
): Promise<(Order & Required<Pick<Order, 'shipment'>>)[] | undefined> {
  const rows = await selectOrdersOfSession(db, session);
  return rows?.map((row) => ({ ...toOrder(row, row.lines), shipment: shipmentOf(row) }));
}
