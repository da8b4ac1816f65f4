/**
 * Back office request and answer shapes: orders and fulfilment (ADR 0010), shared by the server
 * and /admin. Money in answers is rupees (numbers, 2 decimals at most); dates are ISO 8601
 * text; list dates (`from`, `to`) are days in India time (Asia/Kolkata), `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { MAX_PAGE, MAX_SEARCH_LENGTH, orderStatuses, paymentMethods, paymentStatuses } from './constants.ts';
import { blankToUndefined, bodyError, queryPageField } from './fields.ts';
import type { Order, OrderDocument, OrderStatus, PaymentMethod, PaymentStatus } from './shop.ts';
import { E_WAY_BILL_PATTERN, taxMessages } from './tax-schemas.ts';

/** Orders per page of the back office's list: default and most a client may ask for. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
/** Longest courier name and tracking number accepted (after trimming). */
export const COURIER_NAME_MAX_LENGTH = 80;
export const TRACKING_NUMBER_MAX_LENGTH = 60;
/** Longest cancel reason accepted (after trimming). */
export const CANCEL_REASON_MAX_LENGTH = 500;

/**
 * The Orders home's views (ADR 0063): `awaiting_confirmation` — cash-on-delivery orders still
 * waiting for the shopper's confirmation (ADR 0035); `to_ship` — pending orders ready to pack:
 * confirmed cash on delivery, or paid online.
 */
export const adminOrderViews = ['awaiting_confirmation', 'to_ship'] as const;
export type AdminOrderView = (typeof adminOrderViews)[number];

/** The back office's order messages (ours). */
export const adminOrderMessages = {
  orderNotFound: 'Order not found',
  courierRequired: 'Courier name is required',
  courierTooLong: `Courier name must be at most ${COURIER_NAME_MAX_LENGTH} characters`,
  trackingRequired: 'Tracking number is required',
  trackingTooLong: `Tracking number must be at most ${TRACKING_NUMBER_MAX_LENGTH} characters`,
  trackingFormat: 'Tracking number may hold letters, digits, spaces, hyphens and slashes only',
  reasonTooLong: `Reason must be at most ${CANCEL_REASON_MAX_LENGTH} characters`,
  controlCharacters: 'Text must not contain control characters',
  badDate: 'Dates must be days written YYYY-MM-DD',
  datesReversed: 'The "from" day must not be after the "to" day',
  badPage: 'page must be a whole number of at least 1',
  badPerPage: `perPage must be a whole number from 1 to ${ADMIN_ORDERS_MAX_PAGE_SIZE}`,
  searchTooLong: `Search must be at most ${MAX_SEARCH_LENGTH} characters`,
  badStatus: `status must be one of ${orderStatuses.join(', ')}`,
  badPaymentStatus: `paymentStatus must be one of ${paymentStatuses.join(', ')}`,
  badMethod: `method must be one of ${paymentMethods.join(', ')}`,
  badView: `view must be one of ${adminOrderViews.join(', ')}`,
  shipNotPending: 'Only a pending order can be shipped',
  shipUnpaid: 'This online order is not paid yet, so it cannot be shipped',
  deliverNotShipped: 'Only a shipped order can be delivered',
  cancelDelivered: 'A delivered order cannot be cancelled',
  cancelTwice: 'This order is already cancelled',
  cancelAfterClaim:
    'A claim has refunded this order already, with its credit note: it cannot be cancelled as well',
  refundFailed:
    'The refund could not be made through the payment gateway; the order is unchanged. Try again.',
  refundUnavailable:
    'This order was paid online and must be refunded, but no payment gateway is set up (Razorpay keys are not set); the order is unchanged.',
  shipped: 'Order marked shipped; the customer has been mailed',
  delivered: 'Order marked delivered; the customer has been mailed',
  cancelled: 'Order cancelled; the customer has been mailed',
  documentNotFound: 'Document not found',
  badCopy: 'copy must be one of original, duplicate, triplicate',
  creditNoteCopy: 'A credit note is issued once, as its original: download it without a copy',
} as const;

/**
 * The copies of an invoice or bill of supply (CGST Rule 48(1)): original for the recipient,
 * duplicate for the transporter (travels with the parcel), triplicate for the supplier.
 */
export const documentCopies = ['original', 'duplicate', 'triplicate'] as const;
export type DocumentCopy = (typeof documentCopies)[number];

/** `GET /admin/orders/:id/documents/:documentId.pdf`: the order and one of its documents. */
export const adminOrderDocumentParamsSchema = z.object({
  id: z.uuid({ error: adminOrderMessages.orderNotFound }),
  documentId: z.uuid({ error: adminOrderMessages.documentNotFound }),
});

/** Its `?copy=`: the original when absent. */
export const adminOrderDocumentQuerySchema = z.object({
  copy: z.enum(documentCopies, { error: adminOrderMessages.badCopy }).default('original'),
});

/** A tax document of an order as the back office lists it: with its id, to download it. */
export interface AdminOrderDocument extends OrderDocument {
  id: string;
}

/** Whether `value` holds a C0/C1 control character (a line break too unless `allowLineBreaks`). */
function hasControlCharacter(value: string, allowLineBreaks = false): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (allowLineBreaks && (char === '\n' || char === '\r')) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** A day in India time, `YYYY-MM-DD`, that exists in the calendar. */
const dayField = z
  .string({ error: adminOrderMessages.badDate })
  .max(10, { error: adminOrderMessages.badDate, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, adminOrderMessages.badDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, adminOrderMessages.badDate);

/**
 * `GET /admin/orders` query: filters by order status, payment status, payment method,
 * placed-on days `from`…`to` (inclusive, India time), and `q` — an order id prefix (as in the
 * mails' 8-character reference), a customer's or recipient's name or e-mail, or a phone number.
 * `view` narrows to the Orders home's tabs (`adminOrderViews`). `page` from 1, `perPage` 1–100
 * (default 20). Newest first.
 */
export const adminOrderListQuerySchema = z
  .object({
    view: optionalQuery(z.enum(adminOrderViews, { error: adminOrderMessages.badView })),
    status: optionalQuery(z.enum(orderStatuses, { error: adminOrderMessages.badStatus })),
    paymentStatus: optionalQuery(z.enum(paymentStatuses, { error: adminOrderMessages.badPaymentStatus })),
    method: optionalQuery(z.enum(paymentMethods, { error: adminOrderMessages.badMethod })),
    from: optionalQuery(dayField),
    to: optionalQuery(dayField),
    q: z
      .string({ error: adminOrderMessages.searchTooLong })
      .trim()
      .max(MAX_SEARCH_LENGTH, { error: adminOrderMessages.searchTooLong, abort: true })
      .default(''),
    page: queryPageField(adminOrderMessages.badPage, MAX_PAGE, 1),
    perPage: queryPageField(
      adminOrderMessages.badPerPage,
      ADMIN_ORDERS_MAX_PAGE_SIZE,
      ADMIN_ORDERS_PAGE_SIZE,
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: adminOrderMessages.datesReversed,
    path: ['from'],
  });

/** `:id` of the order routes; a malformed id is "Order not found" like an unknown one. */
export const adminOrderParamsSchema = z.object({ id: z.uuid({ error: adminOrderMessages.orderNotFound }) });

/** One line of text: trimmed, required, bounded, no control characters. */
function lineField(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, { error: tooLong, abort: true })
    .refine((value) => !hasControlCharacter(value), adminOrderMessages.controlCharacters);
}

/**
 * `POST /admin/orders/:id/ship`: the courier and its tracking number, and the 12-digit e-way bill
 * number that an inter-state shipment of an unregistered seller needs (CGST Rule 138); '' = none.
 */
export const shipOrderSchema = z.object(
  {
    courierName: lineField(
      adminOrderMessages.courierRequired,
      COURIER_NAME_MAX_LENGTH,
      adminOrderMessages.courierTooLong,
    ),
    trackingNumber: lineField(
      adminOrderMessages.trackingRequired,
      TRACKING_NUMBER_MAX_LENGTH,
      adminOrderMessages.trackingTooLong,
    ).refine((value) => /^[A-Za-z0-9][A-Za-z0-9 \-/]*$/.test(value), adminOrderMessages.trackingFormat),
    eWayBillNumber: z.preprocess(
      blankToUndefined,
      z
        .string({ error: taxMessages.eWayBillFormat })
        .trim()
        .max(12, { error: taxMessages.eWayBillFormat, abort: true })
        .regex(E_WAY_BILL_PATTERN, taxMessages.eWayBillFormat)
        .optional(),
    ),
  },
  bodyError,
);

/** `POST /admin/orders/:id/cancel`: an optional reason, kept in the history and mailed. */
export const cancelOrderSchema = z.object(
  {
    reason: z
      .string({ error: adminOrderMessages.reasonTooLong })
      .trim()
      .max(CANCEL_REASON_MAX_LENGTH, { error: adminOrderMessages.reasonTooLong, abort: true })
      .refine((value) => !hasControlCharacter(value, true), adminOrderMessages.controlCharacters)
      .default(''),
    /**
     * Cancelling a shipped order: the parcel came back to the workshop undelivered (RTO), so its
     * pieces go back on sale (ADR 0061). Ignored for a pending order, whose pieces always do.
     */
    returned: z.boolean({ error: 'returned must be true or false' }).optional(),
  },
  bodyError,
);

export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;
export type ShipOrderRequest = z.input<typeof shipOrderSchema>;
export type CancelOrderRequest = z.input<typeof cancelOrderSchema>;

/** How the order is on its way: set once shipped (shown to the shopper too). */
export interface OrderShipment {
  courierName: string;
  trackingNumber: string;
  shippedAt: string;
  /** Null until delivered. */
  deliveredAt: string | null;
}

/** One order in the back office's list. `amount` is rupees. */
export interface AdminOrderSummary {
  _id: string;
  createdAt: string;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  amount: number;
  /** The account that ordered. */
  customer: { userId: string; name: string; email: string };
  /** The recipient of the shipping address. */
  shipTo: { name: string; phone: string; city: string };
  /** The pieces' titles, in order. */
  titles: string[];
  shipment: OrderShipment | null;
  /** Paid through the test sandbox: no money moved, shown "TEST — not paid" (ADR 0019). */
  testPayment?: boolean;
  /** A cash-on-delivery order waiting for the shopper's confirmation (ADR 0035). */
  awaitingConfirmation?: boolean;
  /** Until when it may be confirmed (ISO instant) while awaiting; null otherwise. */
  confirmBy?: string | null;
  /** When a cash-on-delivery order was confirmed (link, My Orders or the back office); null before. */
  codConfirmedAt?: string | null;
}

/** `GET /admin/orders` answer data: one page, newest first (same keys as the product list's page). */
export interface AdminOrderPage {
  currentPage: number;
  perPage: number;
  totalCount: number;
  totalPage: number;
  data: AdminOrderSummary[];
}

/** One entry of an order's history (oldest first). `actor` is null for the shop's own changes. */
export interface AdminOrderEvent {
  _id: string;
  /** `placed`, `payment_paid`, `payment_failed`, `payment_expired`, `refunded`, `shipped`, `delivered`, `cancelled`. */
  kind: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  fromPaymentStatus: PaymentStatus | null;
  toPaymentStatus: PaymentStatus | null;
  note: string;
  actor: { userId: string; name: string; email: string } | null;
  createdAt: string;
}

/**
 * `GET /admin/orders/:id` answer data (and the transitions'): the order as the shopper sees it,
 * plus the customer, the gateway's ids, the shipment and the history.
 */
export interface AdminOrderDetail extends Order {
  customer: { userId: string; firstName: string; lastName: string; email: string; phoneNumber: string };
  gateway: {
    orderId: string | null;
    paymentId: string | null;
    refundId: string | null;
    paidAt: string | null;
    /** End of the online reservation while the payment is awaited. */
    reservedUntil: string | null;
  };
  shipment: OrderShipment | null;
  cancelledAt: string | null;
  updatedAt: string;
  events: AdminOrderEvent[];
  /** Paid through the test sandbox: no money moved, shown "TEST — not paid" (ADR 0019). */
  testPayment?: boolean;
  /**
   * A pending order whose shipment needs a 12-digit e-way bill number (CGST Rule 138: unregistered
   * and inter-state, or registered and worth more than ₹50,000).
   */
  needsEWayBill?: boolean;
  /** Every tax document of the order (sale document, credit notes), oldest first. */
  taxDocuments?: AdminOrderDocument[];
  /** A registered seller without a signing certificate: credit notes go out unsigned (CGST Rule 53(1A)). */
  creditNotesUnsigned?: boolean;
}

/** Shoppers the back office lists nearest their caps (ADR 0021). */
export const SHOPPERS_NEAR_CAPS_LIMIT = 20;

/** The back office's messages about shoppers' caps (ours). */
export const adminShopperMessages = {
  shopperNotFound: 'Customer not found',
  badLifted: 'lifted must be true or false',
  capsLifted: "This customer's piece, value and open-order caps are lifted",
  capsRestored: "This customer's caps apply again",
} as const;

/** `:id` of the shopper routes: an account id; a malformed one is "Customer not found" like an unknown one. */
export const adminShopperParamsSchema = z.object({
  id: z.uuid({ error: adminShopperMessages.shopperNotFound }),
});

/** `PUT /admin/shoppers/:id/caps-lift`: `lifted` true lifts the customer's caps, false restores them. */
export const shopperCapsLiftSchema = z.object(
  { lifted: z.boolean({ error: adminShopperMessages.badLifted }) },
  bodyError,
);

export type ShopperCapsLiftRequest = z.input<typeof shopperCapsLiftSchema>;

/** A shopper's unshipped orders against the caps (ADR 0021); `heldRupees` at list price, rupees. */
export interface AdminShopperNearCaps {
  userId: string;
  name: string;
  email: string;
  /** Orders not yet shipped (pending, whatever the payment method and status). */
  unshippedOrders: number;
  heldPieces: number;
  heldRupees: number;
  /** When the owner lifted this shopper's caps (ISO 8601); null while they apply. */
  capsLiftedAt: string | null;
}

/**
 * `GET /admin/shoppers/near-caps` answer data: the caps (MAX_HELD_PIECES_PER_SHOPPER, and
 * MAX_HELD_RUPEES_PER_SHOPPER in rupees) and the SHOPPERS_NEAR_CAPS_LIMIT shoppers holding any
 * unshipped order or with lifted caps, nearest first (the larger of pieces/cap and value/cap).
 */
export interface AdminShoppersNearCaps {
  caps: { pieces: number; rupees: number };
  shoppers: AdminShopperNearCaps[];
}

/** `PUT /admin/shoppers/:id/caps-lift` answer data. */
export interface AdminShopperCapsLift {
  userId: string;
  capsLiftedAt: string | null;
}
