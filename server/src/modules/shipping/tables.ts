/**
 * Shipping through a courier aggregator (ADR 0061): the shipment booked for an order (AWB, label,
 * pickup), the tracking scans the provider reports, the delivery estimates cached per PIN code and
 * the owner's cash-on-delivery blocks. Manual booking keeps using the order's courier and tracking
 * number and has no shipment row.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from '#server/db/columns.ts';
import { users } from '#server/modules/auth/tables.ts';
import { orders } from '#server/modules/orders/tables.ts';

/**
 * Where a parcel is, in the shop's words (the provider's many status codes fold into these):
 * booked (AWB taken), picked up, in transit, out for delivery, delivered, an undelivered attempt,
 * return to origin started, returned to the workshop (RTO delivered), cancelled with the courier.
 */
export const shipmentStatus = pgEnum('shipment_status', [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'undelivered',
  'rto_initiated',
  'rto_delivered',
  'cancelled',
]);

/** The shipment booked for an order with a provider: one per order. */
export const shipments = pgTable(
  'shipments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `shiprocket` (the stand-in in development and tests answers as Shiprocket too). */
    provider: text('provider').notNull(),
    /** The provider's order id (Shiprocket `order_id`). */
    providerOrderId: text('provider_order_id').notNull(),
    /** The provider's shipment id (Shiprocket `shipment_id`). */
    providerShipmentId: text('provider_shipment_id').notNull(),
    /** Air waybill number: the courier's tracking number. */
    awb: text('awb').notNull().unique(),
    courierName: text('courier_name').notNull(),
    /** The courier's label as a PDF (printed with the invoice's transporter copy); null until fetched. */
    labelPdf: bytea('label_pdf'),
    /** The pickup's reference and when the courier said it will come; null until requested. */
    pickupToken: text('pickup_token'),
    pickupScheduledAt: timestamp('pickup_scheduled_at', { withTimezone: true }),
    status: shipmentStatus('status').notNull().default('booked'),
    /** The courier's estimated delivery date (India date, YYYY-MM-DD); null when not given. */
    expectedDeliveryOn: text('expected_delivery_on'),
    /** The last scan's time; the polling job asks again for shipments quiet for a while. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    /** When the polling job last asked the provider. */
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipments_open_idx')
      .on(table.lastPolledAt)
      .where(sql`status NOT IN ('delivered', 'rto_delivered', 'cancelled')`),
  ],
);

/**
 * A tracking scan of a shipment, as the webhook or the polling job reported it; never updated.
 * The same scan reported twice (same AWB, provider status and time) is stored once: the webhook is
 * idempotent.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    awb: text('awb').notNull(),
    status: shipmentStatus('status').notNull(),
    /** The provider's own status code and label (Shiprocket `shipment_status_id`, `current_status`). */
    providerStatusId: integer('provider_status_id').notNull(),
    providerStatus: text('provider_status').notNull(),
    /** Where the scan was made, as the courier wrote it; '' when not given. */
    location: text('location').notNull().default(''),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shipment_events_scan_key').on(table.awb, table.providerStatusId, table.happenedAt),
    index('shipment_events_order_idx').on(table.orderId, table.happenedAt),
  ],
);

/**
 * What a provider said about delivering to a PIN code, cached: whether any courier serves it,
 * whether cash on delivery is offered there, and in how many days a parcel arrives.
 */
export const deliveryEstimates = pgTable(
  'delivery_estimates',
  {
    pinCode: text('pin_code').primaryKey(),
    serviceable: boolean('serviceable').notNull(),
    codAvailable: boolean('cod_available').notNull(),
    /** Days from pickup to delivery the fastest suitable courier estimates; null when not served. */
    days: integer('days'),
    courierName: text('courier_name'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('delivery_estimates_days', sql`${table.days} IS NULL OR ${table.days} BETWEEN 0 AND 60`)],
);

/** What a cash-on-delivery block names: a PIN code prefix (1–6 digits) or a shopper's account. */
export const codBlockKind = pgEnum('cod_block_kind', ['pin_prefix', 'customer']);

/** The owner turned cash on delivery off for a PIN code prefix or a shopper (after returned parcels). */
export const codBlocks = pgTable(
  'cod_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: codBlockKind('kind').notNull(),
    /** The PIN prefix's digits, or the shopper's user id. */
    value: text('value').notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cod_blocks_kind_value_key').on(table.kind, table.value)],
);
