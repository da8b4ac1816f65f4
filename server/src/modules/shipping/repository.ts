/**
 * The shipping module's SQL (ADR 0061): shipments, their tracking scans, the delivery estimates
 * cached per PIN code, and the owner's cash-on-delivery blocks. Every function runs on the `db` it
 * is given: the pool's, or a transaction's.
 */
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { ShipmentStatus } from './provider.ts';
import { codBlocks, deliveryEstimates, shipmentEvents, shipments } from './tables.ts';

/** A shipment row. */
export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipment = typeof shipments.$inferInsert;
/** A stored tracking scan. */
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type NewShipmentEvent = typeof shipmentEvents.$inferInsert;
/** A cached delivery estimate. */
export type DeliveryEstimateRow = typeof deliveryEstimates.$inferSelect;
/** An owner's cash-on-delivery block. */
export type CodBlockRow = typeof codBlocks.$inferSelect;

/** The statuses after which a parcel moves no more (the polling job leaves them). */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['delivered', 'rto_delivered', 'cancelled'];

/** Stores the shipment booked for an order (one per order: a second insert fails on the key). */
export async function insertShipment(db: Database, values: NewShipment): Promise<ShipmentRow> {
  const [row] = await db.insert(shipments).values(values).returning();
  if (!row) throw new Error('shipment was not stored');
  return row;
}

/** The order's shipment, or undefined (manual shipping has none). */
export async function selectShipmentOfOrder(db: Database, orderId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

/** The shipment whose AWB is `awb`, or undefined. */
export async function selectShipmentByAwb(db: Database, awb: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.awb, awb));
  return row;
}

/** The order's shipment, row-locked until the transaction ends (FOR UPDATE), or undefined. */
export async function lockShipment(db: Database, orderId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).for('update');
  return row;
}

/** The shipment whose AWB is `awb`, row-locked until the transaction ends (FOR UPDATE), or undefined. */
export async function lockShipmentByAwb(db: Database, awb: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.awb, awb)).for('update');
  return row;
}

/**
 * Stores a tracking scan; false when the same scan (AWB, provider status, time) was stored before,
 * which changes nothing (the webhook is idempotent).
 */
export async function insertShipmentEvent(db: Database, values: NewShipmentEvent): Promise<boolean> {
  const rows = await db
    .insert(shipmentEvents)
    .values(values)
    .onConflictDoNothing({
      target: [shipmentEvents.awb, shipmentEvents.providerStatusId, shipmentEvents.happenedAt],
    })
    .returning({ id: shipmentEvents.id });
  return rows.length > 0;
}

/** The name the brief gave `insertShipmentEvent`. */
export const insertScan = insertShipmentEvent;

/** The order's stored scans, oldest first. */
export async function selectShipmentEvents(db: Database, orderId: string): Promise<ShipmentEventRow[]> {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.orderId, orderId))
    .orderBy(asc(shipmentEvents.happenedAt), asc(shipmentEvents.receivedAt));
}

/** Sets the shipment's status (when given) and last scan time, and stamps `updated_at`. */
export async function updateShipmentTracking(
  db: Database,
  orderId: string,
  change: { status?: ShipmentStatus; lastEventAt?: Date | null },
): Promise<void> {
  await db
    .update(shipments)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(shipments.orderId, orderId));
}

/** Sets the shipment's status. */
export async function updateShipmentStatus(
  db: Database,
  orderId: string,
  status: ShipmentStatus,
): Promise<void> {
  await updateShipmentTracking(db, orderId, { status });
}

/** Stores the label PDF and/or the pickup of a shipment. */
export async function updateShipmentDocuments(
  db: Database,
  orderId: string,
  change: { labelPdf?: Buffer; pickupToken?: string; pickupScheduledAt?: Date | null },
): Promise<void> {
  await db
    .update(shipments)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(shipments.orderId, orderId));
}

/**
 * Open shipments (not delivered, returned or cancelled) neither scanned nor polled since
 * `quietSince`, least recently polled first, at most `limit`.
 */
export async function selectShipmentsToPoll(
  db: Database,
  quietSince: Date,
  limit: number,
): Promise<Pick<ShipmentRow, 'orderId' | 'awb' | 'status'>[]> {
  return db
    .select({ orderId: shipments.orderId, awb: shipments.awb, status: shipments.status })
    .from(shipments)
    .where(
      and(
        notInArray(shipments.status, [...FINAL_SHIPMENT_STATUSES]),
        or(isNull(shipments.lastPolledAt), lt(shipments.lastPolledAt, quietSince)),
        or(isNull(shipments.lastEventAt), lt(shipments.lastEventAt, quietSince)),
      ),
    )
    .orderBy(sql`${shipments.lastPolledAt} ASC NULLS FIRST`)
    .limit(limit);
}

/** The name the brief gave `selectShipmentsToPoll`. */
export const openShipmentsToPoll = selectShipmentsToPoll;

/** Records that the polling job asked the provider about the shipment at `at`. */
export async function markShipmentPolled(db: Database, orderId: string, at: Date): Promise<void> {
  await db.update(shipments).set({ lastPolledAt: at }).where(eq(shipments.orderId, orderId));
}

/** The cached estimate of `pinCode`, however old, or undefined. */
export async function selectDeliveryEstimate(
  db: Database,
  pinCode: string,
): Promise<DeliveryEstimateRow | undefined> {
  const [row] = await db.select().from(deliveryEstimates).where(eq(deliveryEstimates.pinCode, pinCode));
  return row;
}

/** Stores (or replaces) the estimate of a PIN code, checked at `checkedAt`. */
export async function upsertDeliveryEstimate(
  db: Database,
  values: Omit<DeliveryEstimateRow, 'checkedAt'> & { checkedAt: Date },
): Promise<void> {
  const { pinCode, ...rest } = values;
  await db
    .insert(deliveryEstimates)
    .values(values)
    .onConflictDoUpdate({ target: deliveryEstimates.pinCode, set: rest });
}

/** Every cash-on-delivery block, newest first. */
export async function selectCodBlocks(db: Database): Promise<CodBlockRow[]> {
  return db.select().from(codBlocks).orderBy(sql`${codBlocks.createdAt} DESC`);
}

/**
 * Stores a block (a PIN prefix of 1–6 digits or a shopper's user id, checked by the caller); the
 * existing row when the same block is there already.
 */
export async function insertCodBlock(
  db: Database,
  values: { kind: CodBlockRow['kind']; value: string; note?: string; createdBy?: string | null },
): Promise<CodBlockRow> {
  const [row] = await db.insert(codBlocks).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(codBlocks)
    .where(and(eq(codBlocks.kind, values.kind), eq(codBlocks.value, values.value)));
  if (!existing) throw new Error('cash-on-delivery block was not stored');
  return existing;
}

/** Removes block `id`; false when there was none. */
export async function deleteCodBlock(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(codBlocks).where(eq(codBlocks.id, id)).returning({ id: codBlocks.id });
  return rows.length > 0;
}

/** Every prefix of a PIN code, shortest first: `141001` → `1`, `14`, …, `141001`. */
const prefixesOf = (pinCode: string) =>
  Array.from({ length: pinCode.length }, (_, i) => pinCode.slice(0, i + 1));

/**
 * The block that refuses cash on delivery to this shopper or this PIN code (the longest matching
 * PIN prefix, else the shopper's), or undefined when none does. `userId` may be null (no account).
 */
export async function codBlockedFor(
  db: Database,
  { userId, pinCode }: { userId: string | null; pinCode: string },
): Promise<CodBlockRow | undefined> {
  const pinBlocks = and(
    eq(codBlocks.kind, 'pin_prefix'),
    inArray(codBlocks.value, prefixesOf(pinCode.trim())),
  );
  const rows = await db
    .select()
    .from(codBlocks)
    .where(
      userId ? or(pinBlocks, and(eq(codBlocks.kind, 'customer'), eq(codBlocks.value, userId))) : pinBlocks,
    );
  const byPin = rows
    .filter((row) => row.kind === 'pin_prefix')
    .sort((a, b) => b.value.length - a.value.length)[0];
  return byPin ?? rows.find((row) => row.kind === 'customer');
}
