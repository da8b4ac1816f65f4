/**
 * Courier shipping's request and answer shapes (ADR 0061), shared by the server, the back office
 * and My Orders: booking a courier in one press, the shipment and its tracking scans, the shopper's
 * tracking timeline, the RTO (return to origin) figures and the owner's cash-on-delivery blocks.
 * Dates are ISO 8601 text; `expectedDeliveryOn` is an India date, `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { type AdminOrderDetail, shipOrderSchema } from './admin-orders-schemas.ts';
import { bodyError } from './fields.ts';

/**
 * Where a parcel is (the server's `shipment_status`): booked (AWB taken), picked up, in transit,
 * out for delivery, delivered, an undelivered attempt, return to origin started, returned to the
 * workshop, cancelled with the courier.
 */
export const parcelStatuses = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'undelivered',
  'rto_initiated',
  'rto_delivered',
  'cancelled',
] as const;
export type ParcelStatus = (typeof parcelStatuses)[number];

/** A step of the shopper's timeline: a parcel status, or `placed` / `shipped` of an order shipped by hand. */
export type TrackingStepStatus = 'placed' | 'shipped' | ParcelStatus;

/** How each step reads to the shopper and the owner. */
export const trackingStepLabels: Record<TrackingStepStatus, string> = {
  placed: 'Order placed',
  shipped: 'Shipped',
  booked: 'Packed and handed to the courier',
  picked_up: 'Picked up by the courier',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  undelivered: 'Delivery attempted — the courier will try again',
  rto_initiated: 'Returning to the workshop',
  rto_delivered: 'Returned to the workshop',
  cancelled: 'Shipment cancelled',
};

/** How the shop ships: through the provider (`live`), through its local stand-in (`test`), or by hand. */
export const shippingModes = ['live', 'test', 'manual'] as const;
export type ShippingMode = (typeof shippingModes)[number];

/** Cancel reason written when a parcel came back undelivered (RTO, or "returned" by hand). */
export const RETURNED_UNDELIVERED_REASON = 'Returned undelivered';

/** Days the RTO figures look back: default and most. */
export const RTO_DEFAULT_DAYS = 90;
export const RTO_MAX_DAYS = 365;

/** Longest note on a cash-on-delivery block. */
export const COD_BLOCK_NOTE_MAX_LENGTH = 200;
/** Longest shopper e-mail or phone typed to block. */
export const COD_BLOCK_SHOPPER_MAX_LENGTH = 254;

/** Courier shipping's messages (ours): plain words for the owner and the shopper. */
export const shippingFlowMessages = {
  noProvider:
    'No courier account is connected, so the parcel cannot be booked from here. Book it yourself and enter its tracking number.',
  alreadyBooked: 'A courier is already booked for this order',
  booked: 'Courier booked and the order marked shipped; the customer has been mailed',
  bookingFailed: 'The courier could not be booked',
  bookingFailedTail: 'Nothing was changed: try again in a few minutes, or book the parcel yourself.',
  shipmentNotFound: 'This order has no courier shipment',
  labelNotFound: 'This order has no courier label',
  webhookNotConfigured: 'Shipping webhooks are not configured on this shop',
  webhookBadToken: 'The webhook token is missing or wrong',
  webhookIgnored: 'No shipment has this AWB; the update was ignored',
  webhookBadBody: 'The tracking update could not be read',
  trackingNotFound: 'Order not found',
  returnedNeedsShipped: 'Only a shipped order can come back as a returned parcel',
  pinNotServed: (pin: string) =>
    `We can't deliver to PIN ${pin} yet: no courier serves it. Please choose another delivery address.`,
  codNotAtPin: (pin: string) =>
    `Cash on delivery isn't available for PIN ${pin}. Please pay online instead — UPI, cards and net banking all work.`,
  codNotForAccount:
    "Cash on delivery isn't available for this order. Please pay online instead — UPI, cards and net banking all work.",
  badDays: `days must be a whole number from 1 to ${RTO_MAX_DAYS}`,
  badBlockKind: 'kind must be pin_prefix or customer',
  badPinPrefix: 'A PIN prefix is 1 to 6 digits, the first not 0',
  shopperRequired: "Enter the shopper's e-mail address or phone number",
  shopperTooLong: `The shopper's e-mail or phone must be at most ${COD_BLOCK_SHOPPER_MAX_LENGTH} characters`,
  shopperNotFound: 'No shopper has that e-mail address or phone number',
  noteTooLong: `The note must be at most ${COD_BLOCK_NOTE_MAX_LENGTH} characters`,
  blockExists: 'Cash on delivery is already off for that',
  blockAdded: 'Cash on delivery turned off',
  blockNotFound: 'That block was not found; it may have been removed already',
  blockRemoved: 'Cash on delivery turned back on',
} as const;

/** One tracking scan, oldest first. `label` is `trackingStepLabels[status]`. */
export interface TrackingStep {
  status: TrackingStepStatus;
  label: string;
  /** Where the courier scanned it; '' when not given. */
  location: string;
  at: string;
}

/**
 * `GET /api/order/:id/tracking` answer data (the order's owner only): the timeline oldest first.
 * A courier-booked order's steps are its scans after `placed`; an order shipped by hand has
 * placed, shipped, delivered (or cancelled) from its history.
 */
export interface OrderTracking {
  orderId: string;
  /** `courier` when booked through the provider, `manual` when the owner typed the tracking number. */
  source: 'courier' | 'manual';
  courierName: string | null;
  /** The AWB (tracking number); null before shipping. */
  awb: string | null;
  /** A page where the shopper can follow the parcel; null when none is known. */
  trackingUrl: string | null;
  expectedDeliveryOn: string | null;
  /** The latest step's status. */
  current: TrackingStepStatus;
  steps: TrackingStep[];
}

/** A scan as the back office lists it: with the provider's own wording. */
export interface AdminShipmentScan extends TrackingStep {
  providerStatus: string;
}

/** `GET /admin/orders/:id/shipment` answer data: the courier booking of an order. */
export interface AdminShipment {
  orderId: string;
  provider: string;
  awb: string;
  courierName: string;
  status: ParcelStatus;
  statusLabel: string;
  providerOrderId: string;
  providerShipmentId: string;
  /** The label PDF's path under /api (null when the label was not kept). */
  labelUrl: string | null;
  pickupToken: string | null;
  pickupScheduledAt: string | null;
  expectedDeliveryOn: string | null;
  lastEventAt: string | null;
  createdAt: string;
  scans: AdminShipmentScan[];
}

/**
 * `POST /admin/orders/:id/ship-with-courier` body: only the e-way bill number when the shipment
 * needs one (as the manual "shipped" form takes it); the courier's name and the AWB come from the booking.
 */
export const shipWithCourierSchema = z.object(
  { eWayBillNumber: shipOrderSchema.shape.eWayBillNumber },
  bodyError,
);
export type ShipWithCourierRequest = z.input<typeof shipWithCourierSchema>;

/**
 * `POST /admin/orders/:id/ship-with-courier` answer data: the shipped order (without its tax
 * documents: read the order again for them) and its booking.
 */
export interface ShipWithCourierResult {
  order: AdminOrderDetail;
  shipment: AdminShipment;
}

/** `GET /admin/shipping/mode` answer data: whether "Book courier & ship" is offered. */
export interface AdminShippingMode {
  mode: ShippingMode;
}

/** `GET /admin/shipping/rto?days=`: the last `days` days (1–365, default 90). */
export const rtoStatsQuerySchema = z.object({
  days: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z
      .number({ error: shippingFlowMessages.badDays })
      .int({ error: shippingFlowMessages.badDays })
      .min(1, { error: shippingFlowMessages.badDays })
      .max(RTO_MAX_DAYS, { error: shippingFlowMessages.badDays })
      .default(RTO_DEFAULT_DAYS),
  ),
});
export type RtoStatsQuery = z.input<typeof rtoStatsQuerySchema>;

/** Orders shipped in the period and how many came back undelivered; `rate` = returned ÷ shipped (0–1). */
export interface RtoFigures {
  shipped: number;
  returned: number;
  rate: number;
}

/** `GET /admin/shipping/rto` answer data: overall, per 3-digit PIN prefix and per shopper, most returned first. */
export interface RtoStats {
  days: number;
  /** The first instant counted (ISO). */
  since: string;
  total: RtoFigures;
  byPinPrefix: (RtoFigures & { pinPrefix: string; codBlocked: boolean })[];
  byShopper: (RtoFigures & {
    userId: string;
    name: string;
    email: string;
    phoneNumber: string;
    codBlocked: boolean;
  })[];
}

export const codBlockKinds = ['pin_prefix', 'customer'] as const;
export type CodBlockKind = (typeof codBlockKinds)[number];

/** A cash-on-delivery block as the back office lists it; `label` names the shopper or the prefix. */
export interface CodBlock {
  id: string;
  kind: CodBlockKind;
  /** The PIN prefix's digits, or the shopper's user id. */
  value: string;
  label: string;
  note: string;
  createdAt: string;
}

const blockNote = z
  .string({ error: shippingFlowMessages.noteTooLong })
  .trim()
  .max(COD_BLOCK_NOTE_MAX_LENGTH, { error: shippingFlowMessages.noteTooLong, abort: true })
  .default('');

/**
 * `POST /admin/shipping/cod-blocks`: turn cash on delivery off for PIN codes starting with
 * `pinPrefix` (1–6 digits), or for one shopper named by e-mail address, phone number or user id.
 */
export const codBlockCreateSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('pin_prefix'),
      pinPrefix: z
        .string({ error: shippingFlowMessages.badPinPrefix })
        .trim()
        .max(6, { error: shippingFlowMessages.badPinPrefix, abort: true })
        .regex(/^[1-9]\d{0,5}$/, shippingFlowMessages.badPinPrefix),
      note: blockNote,
    }),
    z.object({
      kind: z.literal('customer'),
      shopper: z
        .string({ error: shippingFlowMessages.shopperRequired })
        .trim()
        .max(COD_BLOCK_SHOPPER_MAX_LENGTH, { error: shippingFlowMessages.shopperTooLong, abort: true })
        .min(1, shippingFlowMessages.shopperRequired),
      note: blockNote,
    }),
  ],
  { error: shippingFlowMessages.badBlockKind },
);
export type CodBlockCreateRequest = z.input<typeof codBlockCreateSchema>;

/** `DELETE /admin/shipping/cod-blocks/:id`. */
export const codBlockParamsSchema = z.object({ id: z.uuid({ error: shippingFlowMessages.blockNotFound }) });

/** `GET /api/order/:id/tracking` params. */
export const trackingParamsSchema = z.object({ id: z.string().max(64) }, bodyError);
