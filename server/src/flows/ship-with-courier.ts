/**
 * Shipping in one press (ADR 0061): book the parcel with the shipping provider — shipment, courier
 * and AWB, the courier's label, the pickup — and then, in one transaction under the order's lock,
 * keep the booking and mark the order shipped exactly as the owner's "shipped" button does (the
 * tax invoice, the history row, the shipped mail). The provider is asked outside any transaction,
 * so no lock waits on the network; a failure at any step cancels what the provider booked and
 * changes nothing here.
 */
import { orderReference } from '@shahi/contract';
import { adminOrderMessages, shippingFlowMessages } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { badGateway, conflict, notFound } from '#server/http/errors.ts';
import { findUserById } from '#server/modules/auth/repository.ts';
import { selectPieceTaxFacts } from '#server/modules/catalog/public.ts';
import { type OrderRow, selectOrderById, selectOrderLines } from '#server/modules/orders/repository.ts';
import {
  type BookedShipment,
  type Pickup,
  type ShipmentRequest,
  type ShippingProvider,
  ShippingProviderError,
} from '#server/modules/shipping/provider.ts';
import { insertShipment, selectShipmentOfOrder } from '#server/modules/shipping/repository.ts';
import { changeOrder, type OrderActor, type OrderChangeDeps } from './steps/order-change.ts';
import { assertShippable, markShipped } from './steps/shipping-change.ts';

/** The booking's dependencies: the order changes', a reader, and the provider (absent: manual shipping). */
export interface CourierDeps extends OrderChangeDeps {
  db: Database;
  provider?: ShippingProvider | undefined;
}

/**
 * The parcel's weight and size when the shop has no scale reading: 500 g a piece (a folded
 * phulkari, a pair of juttis, a shawl all weigh less), in a 30 × 25 cm mailer 5 cm deep plus 3 cm a
 * piece after the first, 40 cm at most. Couriers bill the larger of this weight and the volumetric
 * one (L × B × H ÷ 5000), so a too-deep box costs money: the owner may re-weigh in the provider's panel.
 */
export const PIECE_WEIGHT_GRAMS = 500;
export function parcelOf(pieces: number): Pick<ShipmentRequest, 'weightGrams' | 'dimensionsCm'> {
  const count = Math.max(1, pieces);
  return {
    weightGrams: PIECE_WEIGHT_GRAMS * count,
    dimensionsCm: { length: 30, breadth: 25, height: Math.min(40, 5 + 3 * (count - 1)) },
  };
}

/** What the provider needs of order `order` with `lines`: recipient, pieces with their HSN codes, money in paise. */
async function shipmentRequestOf(
  db: Database,
  order: OrderRow,
  lines: Awaited<ReturnType<typeof selectOrderLines>>,
): Promise<ShipmentRequest> {
  const facts = await selectPieceTaxFacts(
    db,
    lines.map((line) => line.productId),
  );
  const customer = await findUserById(db, order.userId);
  return {
    orderId: order.id,
    orderReference: orderReference(order.id),
    orderedAt: order.createdAt,
    recipient: {
      firstName: order.shipFirstName,
      lastName: order.shipLastName,
      address: order.shipAddress,
      city: order.shipCity,
      state: order.shipState,
      pinCode: order.shipZip,
      phone: order.shipPhone,
      email: customer?.email ?? '',
    },
    lines: lines.map((line) => {
      const fact = facts.get(line.productId);
      return {
        productId: line.productId,
        title: line.title,
        pricePaise: line.pricePaise,
        hsnCode: fact?.hsnCode ?? fact?.categoryHsnCode ?? '',
      };
    }),
    paymentMethod: order.paymentMethod,
    amountPaise: order.amountPaise,
    ...parcelOf(lines.length),
  };
}

/** The owner's message for a provider's refusal: 502 when a later try may work, else 409. */
function bookingError(error: ShippingProviderError) {
  const message = `${shippingFlowMessages.bookingFailed}: ${error.message}. ${shippingFlowMessages.bookingFailedTail}`;
  return error.retryable ? badGateway(message, 'COURIER_UNAVAILABLE') : conflict(message, 'COURIER_REFUSED');
}

/** Cancels the provider's order after a later step failed; a failure here is logged, never thrown. */
async function cancelQuietly(deps: CourierDeps, provider: ShippingProvider, booked: BookedShipment) {
  try {
    await provider.cancel(booked.providerOrderId);
    deps.log.warn({ awb: booked.awb, providerOrderId: booked.providerOrderId }, 'courier booking cancelled');
  } catch (error) {
    deps.log.error(
      { err: error, awb: booked.awb, providerOrderId: booked.providerOrderId },
      'courier booking could not be cancelled: cancel it in the provider panel',
    );
  }
}

/** Books, fetches the label and asks for the pickup; any failure after the booking cancels it. */
async function book(deps: CourierDeps, provider: ShippingProvider, request: ShipmentRequest) {
  let booked: BookedShipment | undefined;
  try {
    booked = await provider.createShipment(request);
    const label: Buffer = await provider.label(booked.providerShipmentId);
    const pickup: Pickup = await provider.requestPickup(booked.providerShipmentId);
    return { booked, label, pickup };
  } catch (error) {
    if (booked) await cancelQuietly(deps, provider, booked);
    if (error instanceof ShippingProviderError) {
      deps.log.warn({ err: error, orderId: request.orderId }, 'courier booking failed; nothing changed');
      throw bookingError(error);
    }
    throw error;
  }
}

/**
 * Books a courier for pending order `orderId` and marks it shipped for `actor` with the courier's
 * name and the AWB as its tracking number; the label PDF and the pickup are kept with the shipment
 * (shown in the back office, printed with the invoice's transporter copy). `eWayBillNumber` as the
 * manual shipping takes it. Errors, changing nothing here (and the provider's booking cancelled):
 * 409 NO_SHIPPING_PROVIDER without a provider; 404 unknown order; 409 ALREADY_BOOKED; the shipping
 * checks' 409s (not pending, unpaid online, seller settings, e-way bill; steps/shipping-change.ts);
 * 409 COURIER_REFUSED when the provider refuses (e.g. no courier serves the PIN), 502
 * COURIER_UNAVAILABLE when it fails or cannot be reached — each message says what to do.
 */
export async function shipWithCourier(
  deps: CourierDeps,
  actor: OrderActor,
  orderId: string,
  input: { eWayBillNumber?: string | undefined },
): Promise<void> {
  const { provider } = deps;
  if (!provider) throw conflict(shippingFlowMessages.noProvider, 'NO_SHIPPING_PROVIDER');
  const order = await selectOrderById(deps.db, orderId);
  if (!order) throw notFound(adminOrderMessages.orderNotFound);
  const existing = await selectShipmentOfOrder(deps.db, orderId);
  if (existing) {
    throw conflict(`${shippingFlowMessages.alreadyBooked} (AWB ${existing.awb})`, 'ALREADY_BOOKED');
  }
  await assertShippable(deps.db, order, input.eWayBillNumber);
  const lines = await selectOrderLines(deps.db, orderId);
  const request = await shipmentRequestOf(deps.db, order, lines);
  const { booked, label, pickup } = await book(deps, provider, request);
  try {
    await changeOrder(deps, orderId, async (tx, held) => {
      await insertShipment(tx.db, {
        orderId,
        provider: provider.name,
        providerOrderId: booked.providerOrderId,
        providerShipmentId: booked.providerShipmentId,
        awb: booked.awb,
        courierName: booked.courierName,
        labelPdf: label,
        pickupToken: pickup.token,
        pickupScheduledAt: pickup.scheduledAt,
        expectedDeliveryOn: booked.expectedDeliveryOn,
      });
      return markShipped(tx, deps.clock, actor, held, {
        courierName: booked.courierName,
        trackingNumber: booked.awb,
        eWayBillNumber: input.eWayBillNumber,
      });
    });
  } catch (error) {
    // The order changed meanwhile (cancelled, shipped by hand, booked twice): nothing kept here.
    await cancelQuietly(deps, provider, booked);
    throw error;
  }
  deps.log.info({ orderId, awb: booked.awb, courier: booked.courierName }, 'order shipped with courier');
}
