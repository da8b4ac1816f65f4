/**
 * The back office's shipping reads and changes (ADR 0061): an order's courier booking with its
 * scans, and the owner's cash-on-delivery blocks — per PIN prefix or per shopper, the shopper named
 * by e-mail address, phone number or account id.
 */
import {
  type AdminShipment,
  type CodBlock,
  type CodBlockCreateRequest,
  shippingFlowMessages,
  trackingStepLabels,
} from '@shahi/contract/schemas';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { accountContacts } from '#server/modules/auth/public.ts';
import { deleteCodBlock, selectShipmentEvents, selectShipmentOfOrder } from './repository.ts';
import { codBlocks } from './tables.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Order `orderId`'s courier booking and its scans (oldest first) as the back office shows it; undefined when shipped by hand. */
export async function adminShipmentOf(db: Database, orderId: string): Promise<AdminShipment | undefined> {
  const shipment = await selectShipmentOfOrder(db, orderId);
  if (!shipment) return undefined;
  const scans = await selectShipmentEvents(db, orderId);
  return {
    orderId,
    provider: shipment.provider,
    awb: shipment.awb,
    courierName: shipment.courierName,
    status: shipment.status,
    statusLabel: trackingStepLabels[shipment.status],
    providerOrderId: shipment.providerOrderId,
    providerShipmentId: shipment.providerShipmentId,
    labelUrl: shipment.labelPdf ? `/api/admin/orders/${orderId}/label.pdf` : null,
    pickupToken: shipment.pickupToken,
    pickupScheduledAt: iso(shipment.pickupScheduledAt),
    expectedDeliveryOn: shipment.expectedDeliveryOn,
    lastEventAt: iso(shipment.lastEventAt),
    createdAt: shipment.createdAt.toISOString(),
    scans: scans.map((scan) => ({
      status: scan.status,
      label: trackingStepLabels[scan.status],
      providerStatus: scan.providerStatus,
      location: scan.location,
      at: scan.happenedAt.toISOString(),
    })),
  };
}

/** The label PDF of order `orderId`'s booking and its AWB (for the file name); undefined without one. */
export async function shipmentLabelOf(db: Database, orderId: string) {
  const shipment = await selectShipmentOfOrder(db, orderId);
  return shipment?.labelPdf ? { pdf: shipment.labelPdf, awb: shipment.awb } : undefined;
}

/** Every cash-on-delivery block, newest first, each named: "PIN codes starting 7441", or the shopper's name and e-mail. */
export async function listCodBlocks(db: Database): Promise<CodBlock[]> {
  const account = accountContacts(db);
  const rows = await db
    .select({
      id: codBlocks.id,
      kind: codBlocks.kind,
      value: codBlocks.value,
      note: codBlocks.note,
      createdAt: codBlocks.createdAt,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
    })
    .from(codBlocks)
    .leftJoin(account, and(eq(codBlocks.kind, 'customer'), sql`${account.id}::text = ${codBlocks.value}`))
    .orderBy(desc(codBlocks.createdAt));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    value: row.value,
    label:
      row.kind === 'pin_prefix'
        ? `PIN codes starting ${row.value}`
        : row.email
          ? `${row.firstName} ${row.lastName} (${row.email})`.trim()
          : 'A deleted account',
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account named by `shopper`: its id, e-mail (any case) or phone (its last 10 digits); undefined when none. */
async function findShopper(db: Database, shopper: string): Promise<string | undefined> {
  const account = accountContacts(db);
  const digits = shopper.replace(/\D/g, '');
  let condition: SQL | undefined;
  if (UUID.test(shopper)) condition = eq(account.id, shopper.toLowerCase());
  else if (shopper.includes('@')) condition = sql`lower(${account.email}) = ${shopper.toLowerCase()}`;
  else if (digits.length >= 10) condition = eq(account.phoneNumber, digits.slice(-10));
  if (!condition) return undefined;
  const rows = await db.select({ id: account.id }).from(account).where(condition).limit(2);
  // A phone shared by two accounts names neither: the owner types the e-mail instead.
  return rows.length === 1 ? rows[0]?.id : undefined;
}

/**
 * Turns cash on delivery off for a PIN prefix or a shopper, by admin `createdBy`; resolves with the
 * block as listed. 404 when no (single) shopper has that e-mail, phone or id; 409 when the same block exists.
 */
export async function addCodBlock(
  db: Database,
  input: CodBlockCreateRequest & { note: string },
  createdBy: string,
): Promise<CodBlock> {
  const kind = input.kind;
  const value = input.kind === 'pin_prefix' ? input.pinPrefix : await findShopper(db, input.shopper);
  if (!value) throw notFound(shippingFlowMessages.shopperNotFound);
  const [row] = await db
    .insert(codBlocks)
    .values({ kind, value, note: input.note, createdBy })
    .onConflictDoNothing()
    .returning({ id: codBlocks.id });
  if (!row) throw conflict(shippingFlowMessages.blockExists, 'COD_BLOCK_EXISTS');
  const listed = (await listCodBlocks(db)).find((block) => block.id === row.id);
  if (!listed) throw new Error('cash-on-delivery block vanished after insert');
  return listed;
}

/** Turns cash on delivery back on: removes block `id`; 404 when there is none. */
export async function removeCodBlock(db: Database, id: string): Promise<void> {
  if (!(await deleteCodBlock(db, id))) throw notFound(shippingFlowMessages.blockNotFound);
}

/** The blocked PIN prefixes and shoppers, to flag them beside the RTO figures. */
export async function blockedKeys(
  db: Database,
): Promise<{ pinPrefixes: Set<string>; shoppers: Set<string> }> {
  const rows = await db.select({ kind: codBlocks.kind, value: codBlocks.value }).from(codBlocks);
  return {
    pinPrefixes: new Set(rows.filter((row) => row.kind === 'pin_prefix').map((row) => row.value)),
    shoppers: new Set(rows.filter((row) => row.kind === 'customer').map((row) => row.value)),
  };
}
