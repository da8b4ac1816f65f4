/**
 * A courier's tracking scan applied to its order (ADR 0061), from the provider's webhook or the
 * polling job alike: in one transaction under the order's lock, the scan is recorded once, the
 * shipment's status moves forward (never back), the order's history notes it, and the scans that
 * change the order change it as the owner's buttons do: delivered → the order delivered (cash on
 * delivery collected, the delivered mail); returned to the workshop (RTO delivered) → the order
 * cancelled "Returned undelivered", its credit note, a refund when paid online, and its pieces
 * back on sale at once.
 */
import { RETURNED_UNDELIVERED_REASON, trackingStepLabels } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/transaction.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import type { ShipmentStatus, TrackingScan } from '#server/modules/shipping/provider.ts';
import {
  insertShipmentEvent,
  lockShipment,
  selectShipmentByAwb,
  updateShipmentTracking,
} from '#server/modules/shipping/repository.ts';
import { cancelLockedOrder, restockReturnedParcel } from './cancel-change.ts';
import { type CustomerMail, changeOrder, type LockedOrder, type OrderChangeDeps } from './order-change.ts';
import { markDelivered } from './shipping-change.ts';

/** What applying a scan needs: the order changes' dependencies and a reader. */
export interface TrackingDeps extends OrderChangeDeps {
  db: Database;
}

/**
 * What became of a scan: `unknown` — no shipment has its AWB (nothing stored); `duplicate` — the
 * same scan was stored before (nothing changed); `recorded` — stored, and the shipment's status
 * is now `status` (unchanged when the scan was older than the latest one).
 */
export type ScanOutcome =
  | { outcome: 'unknown' }
  | { outcome: 'duplicate'; orderId: string }
  | { outcome: 'recorded'; orderId: string; status: ShipmentStatus };

/** Statuses no later scan moves a shipment out of. */
const finalStatuses: ReadonlySet<ShipmentStatus> = new Set(['delivered', 'rto_delivered', 'cancelled']);

/**
 * Whether a scan with `status` at `happenedAt` moves a shipment now at `current` (last scan at
 * `lastEventAt`): never out of a final status; a final scan always (it is the parcel's end, even
 * when an earlier-stamped scan came after it); any other only when it is the newest.
 */
export function scanMovesShipment(
  current: ShipmentStatus,
  lastEventAt: Date | null,
  status: ShipmentStatus,
  happenedAt: Date,
): boolean {
  if (finalStatuses.has(current)) return false;
  if (finalStatuses.has(status)) return true;
  return lastEventAt === null || happenedAt.getTime() >= lastEventAt.getTime();
}

/** The order change a scan that moved the shipment makes, and its mail; null when the order stays as it is. */
async function changeForScan(
  deps: TrackingDeps,
  tx: Transaction,
  held: LockedOrder,
  scan: TrackingScan,
): Promise<CustomerMail | null> {
  const { order } = held;
  if (scan.status === 'delivered' && order.orderStatus === 'shipped') {
    const where = scan.location ? `Delivered — ${scan.location}` : 'Delivered';
    return markDelivered(tx, null, held, `${where} (courier's scan, AWB ${scan.awb})`);
  }
  if (scan.status === 'rto_delivered') {
    if (order.orderStatus === 'shipped') {
      return cancelLockedOrder(tx, deps, null, held, { reason: RETURNED_UNDELIVERED_REASON, returned: true });
    }
    // Cancelled by the owner before the parcel came back: its pieces go back on sale now.
    const restocked = await restockReturnedParcel(tx, held);
    if (restocked === 0) {
      deps.log.warn(
        { orderId: order.id, awb: scan.awb, orderStatus: order.orderStatus },
        'parcel returned for an order that is not shipped; nothing restocked',
      );
    }
    return null;
  }
  if (scan.status === 'delivered') {
    deps.log.warn(
      { orderId: order.id, awb: scan.awb, orderStatus: order.orderStatus },
      'courier reports delivered for an order that is not shipped; order unchanged',
    );
  }
  return null;
}

/**
 * Applies `scan` (ADR 0061): unknown AWB → `unknown`; a scan stored before → `duplicate`, nothing
 * changes; else in one transaction under the order's lock, then the shipment's: the scan stored,
 * the shipment's status and last scan time moved forward (`scanMovesShipment`), a `tracking` history
 * row ("Out for delivery — Ludhiana"), and when the status moved to delivered or returned to the
 * workshop, the order changed with its mail. A change that fails (e.g. a refund the gateway refuses,
 * 502) rolls the scan back too, so the provider's retry applies it afresh.
 */
export async function applyTrackingScan(deps: TrackingDeps, scan: TrackingScan): Promise<ScanOutcome> {
  const found = await selectShipmentByAwb(deps.db, scan.awb);
  if (!found) return { outcome: 'unknown' };
  let result: ScanOutcome = { outcome: 'duplicate', orderId: found.orderId };
  await changeOrder(deps, found.orderId, async (tx, held) => {
    const shipment = await lockShipment(tx.db, found.orderId);
    if (!shipment) return null;
    const stored = await insertShipmentEvent(tx.db, {
      orderId: shipment.orderId,
      awb: scan.awb,
      status: scan.status,
      providerStatusId: scan.providerStatusId,
      providerStatus: scan.providerStatus,
      location: scan.location,
      happenedAt: scan.happenedAt,
    });
    if (!stored) return null;
    const moves = scanMovesShipment(shipment.status, shipment.lastEventAt, scan.status, scan.happenedAt);
    const lastEventAt =
      shipment.lastEventAt && shipment.lastEventAt > scan.happenedAt ? shipment.lastEventAt : scan.happenedAt;
    await updateShipmentTracking(tx.db, shipment.orderId, {
      ...(moves ? { status: scan.status } : {}),
      lastEventAt,
    });
    const label = trackingStepLabels[scan.status];
    await insertOrderEvents(tx.db, [
      {
        orderId: shipment.orderId,
        kind: 'tracking',
        note: `${label}${scan.location ? ` — ${scan.location}` : ''}${moves ? '' : ' (earlier scan)'}`,
        actorUserId: null,
      },
    ]);
    result = {
      outcome: 'recorded',
      orderId: shipment.orderId,
      status: moves ? scan.status : shipment.status,
    };
    return moves ? changeForScan(deps, tx, held, scan) : null;
  });
  return result;
}
