/**
 * The shipping provider interface (ADR 0061): what the shop asks of a courier aggregator. Shiprocket
 * implements it (`shiprocket-provider.ts`) against its REST API; in development and tests the same
 * client talks to the local stand-in (`shiprocket-stand-in.ts`), never in production. Without a
 * provider the owner books parcels by hand and types the tracking number, as before.
 */
import type { ParcelStatus } from '@shahi/contract/schemas';

/** A delivery answer for one PIN code. */
export interface Serviceability {
  /** Some courier delivers there. */
  serviceable: boolean;
  /** Cash on delivery is offered there. */
  codAvailable: boolean;
  /** Days from pickup to the door of the fastest suitable courier; null when not served. */
  days: number | null;
  courierName: string | null;
}

/** The parcel the shop hands over: the order, its recipient and its pieces. Money in paise. */
export interface ShipmentRequest {
  /** The shop's order id (uuid); the provider's `order_id` is its short reference. */
  orderId: string;
  orderReference: string;
  /** When the order was placed. */
  orderedAt: Date;
  recipient: {
    firstName: string;
    lastName: string;
    address: string;
    city: string;
    state: string;
    pinCode: string;
    phone: string;
    email: string;
  };
  lines: { productId: string; title: string; pricePaise: number; hsnCode: string }[];
  paymentMethod: 'cod' | 'online';
  /** What the courier collects on a COD order, else the order's value. */
  amountPaise: number;
  /** Parcel weight in grams and size in centimetres. */
  weightGrams: number;
  dimensionsCm: { length: number; breadth: number; height: number };
}

/** A shipment created and assigned to a courier: what the order keeps. */
export interface BookedShipment {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string;
  courierName: string;
  /** India date (YYYY-MM-DD) the courier expects to deliver; null when not given. */
  expectedDeliveryOn: string | null;
}

/** The pickup the courier agreed to. */
export interface Pickup {
  token: string;
  scheduledAt: Date | null;
}

/** Where a parcel is, in the shop's words (contract `parcelStatuses`, the `shipment_status` enum). */
export type ShipmentStatus = ParcelStatus;

/** One tracking scan. */
export interface TrackingScan {
  awb: string;
  status: ShipmentStatus;
  providerStatusId: number;
  providerStatus: string;
  location: string;
  happenedAt: Date;
}

/** A provider's refusal or failure, with a message fit for the owner; `retryable` when a later try may work. */
export class ShippingProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ShippingProviderError';
  }
}

/** A courier aggregator. Every method throws ShippingProviderError on a refusal or an unreachable provider. */
export interface ShippingProvider {
  /** `shiprocket`. */
  readonly name: string;
  /** Whether couriers serve `pinCode` from the workshop's pickup PIN, for a parcel of `weightGrams`. */
  serviceability(pinCode: string, weightGrams: number): Promise<Serviceability>;
  /** Creates the provider's order and shipment and assigns a courier (takes the AWB). */
  createShipment(request: ShipmentRequest): Promise<BookedShipment>;
  /** The courier's label of a booked shipment, as PDF bytes. */
  label(providerShipmentId: string): Promise<Buffer>;
  /** Asks the courier to collect a booked shipment. */
  requestPickup(providerShipmentId: string): Promise<Pickup>;
  /** Cancels the provider's order (before pickup). */
  cancel(providerOrderId: string): Promise<void>;
  /** The shipment's scans so far, oldest first. */
  track(awb: string): Promise<TrackingScan[]>;
}
