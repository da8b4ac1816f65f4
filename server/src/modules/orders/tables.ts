/** Orders (ADR 0007), in paise; pieces and address are snapshots taken at the sale. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/auth/tables.ts';
import { products } from '#server/modules/catalog/tables.ts';

export const orderStatus = pgEnum('order_status', ['pending', 'shipped', 'delivered', 'cancelled']);
export const paymentMethod = pgEnum('payment_method', ['cod', 'online']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'paid', 'failed', 'refunded']);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderStatus: orderStatus('order_status').notNull().default('pending'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    /** Paise. */
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** The second contact phone of the checkout form. */
    contactPhone: text('contact_phone').notNull(),
    shipFirstName: text('ship_first_name').notNull(),
    shipLastName: text('ship_last_name').notNull(),
    shipPhone: text('ship_phone').notNull(),
    shipAddress: text('ship_address').notNull(),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    /** GST state code of the delivery state: the place of supply. Null on orders placed before it was kept. */
    shipStateCode: text('ship_state_code'),
    shipZip: text('ship_zip').notNull(),
    shipCountry: text('ship_country').notNull(),
    /** The buyer's GSTIN printed on the invoice; '' when none. */
    shipGstin: text('ship_gstin').notNull().default(''),
    /** The registered buyer's business name as on its GST certificate; '' without a GSTIN (CGST Rule 46(e)). */
    shipBusinessName: text('ship_business_name').notNull().default(''),
    /** When the shopper ticked "I agree to the terms" at checkout; null when the call did not say. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** E-way bill number (12 digits) recorded before an inter-state shipment in unregistered mode. */
    eWayBillNumber: text('e_way_bill_number'),
    /** Razorpay's `order_…` of an online order. */
    gatewayOrderId: text('gateway_order_id').unique(),
    /** The Razorpay `pay_…` that paid it. */
    gatewayPaymentId: text('gateway_payment_id'),
    /**
     * Until when an unpaid online order's pieces are held as `reserved` (its payment window), or
     * until when an unconfirmed cash-on-delivery order may be confirmed before it lapses (its pieces
     * read `sold` meanwhile); kept on a lapsed COD order as the deadline it missed (ADR 0035).
     */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** When a cash-on-delivery order was confirmed (by the shopper's link, My Orders or the back office). */
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    /** The discount code applied, as the shopper typed it in upper case; null without one (ADR 0039). */
    discountCode: text('discount_code'),
    /** Paise taken off the pieces' prices by the discount code; `amountPaise` is after it. */
    discountPaise: integer('discount_paise').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The Razorpay refund (`rfnd_…`) of a cancelled paid order or of a payment that came too late. */
    gatewayRefundId: text('gateway_refund_id'),
    /** Paid in the test sandbox: no money moved, shown as "TEST — not paid" (ADR 0019). */
    testPayment: boolean('test_payment').notNull().default(false),
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When a shipped parcel came back to the workshop undelivered (RTO); its order is cancelled then (ADR 0061). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('orders_created_idx').on(table.createdAt.desc()),
    index('orders_pending_online_idx')
      .on(table.reservedUntil)
      .where(sql`payment_method = 'online' AND payment_status = 'pending'`),
    // The lapse job's search: cash-on-delivery orders still waiting for confirmation (ADR 0035).
    index('orders_unconfirmed_cod_idx')
      .on(table.reservedUntil)
      .where(
        sql`payment_method = 'cod' AND order_status = 'pending' AND cod_confirmed_at IS NULL AND reserved_until IS NOT NULL`,
      ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    /** Paise charged for the piece: its price less its share of the order's discount (ADR 0039). */
    pricePaise: integer('price_paise').notNull(),
    /** The piece's listed price in paise before the discount; equals `pricePaise` without one. */
    listPricePaise: integer('list_price_paise'),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    index('order_lines_product_idx').on(table.productId),
  ],
);

/** An order's history (ADR 0010): a row per change, by whom (null: the shop) and when; never updated. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `placed`, `shipped`, `payment_paid`, `refunded`, … */
    kind: text('kind').notNull(),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status'),
    fromPaymentStatus: paymentStatus('from_payment_status'),
    toPaymentStatus: paymentStatus('to_payment_status'),
    note: text('note').notNull().default(''),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);
