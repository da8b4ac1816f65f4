/**
 * Orders (ADR 0007). Money is integer paise; the products and the shipping address are snapshots
 * taken at the moment of sale.
 */
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
import { users } from './accounts.ts';
import { products } from './catalog.ts';

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
    /** Sum of the pieces' prices at the moment of sale, paise. */
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
    shipZip: text('ship_zip').notNull(),
    shipCountry: text('ship_country').notNull(),
    /** Online payment: the Razorpay order created for this order (`order_…`). */
    gatewayOrderId: text('gateway_order_id').unique(),
    /** The Razorpay payment that paid it (`pay_…`), once verified or captured. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** Until when the pieces stay reserved for this online order (15 minutes from creation). */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The Razorpay refund (`rfnd_…`) of a cancelled paid order or of a payment that came too late. */
    gatewayRefundId: text('gateway_refund_id'),
    /** Paid in the test sandbox: no money moved, shown as "TEST — not paid" (ADR 0019). */
    testPayment: boolean('test_payment').notNull().default(false),
    /** Set when the owner ships the order. */
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The back office lists every order newest first.
    index('orders_created_idx').on(table.createdAt.desc()),
    // The expiry job looks for online orders still waiting for payment.
    index('orders_pending_online_idx')
      .on(table.reservedUntil)
      .where(sql`payment_method = 'online' AND payment_status = 'pending'`),
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
    pricePaise: integer('price_paise').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    index('order_lines_product_idx').on(table.productId),
  ],
);

/**
 * The history of an order (ADR 0010): one row per change, with who made it (`actor_user_id` null
 * for the shop itself) and when. Appended in the change's transaction; never updated.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** e.g. `shipped`, `delivered`, `cancelled`, `payment_paid`, `refunded`. */
    kind: text('kind').notNull(),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status'),
    fromPaymentStatus: paymentStatus('from_payment_status'),
    toPaymentStatus: paymentStatus('to_payment_status'),
    /** Free text shown in the history, e.g. "Delhivery 1234567890" or a cancel reason. */
    note: text('note').notNull().default(''),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);
