/**
 * The shipping provider's tracking webhook (ADR 0061): a verified body becomes one tracking scan,
 * applied under the order's lock (steps/tracking-scan.ts) — recorded once, so a repeated delivery
 * changes nothing; a scan of an AWB the shop never booked is logged and acknowledged.
 */
import { type ShiprocketWebhook, scanOfWebhook } from '#server/modules/shipping/status-map.ts';
import { applyTrackingScan, type ScanOutcome, type TrackingDeps } from './steps/tracking-scan.ts';

export { applyTrackingScan, type ScanOutcome, type TrackingDeps };

/**
 * Applies webhook `body` (already verified and parsed): resolves `ignored` for a status code the
 * shop does not follow or an unreadable time stamp, else the scan's outcome (`unknown` for an AWB
 * no booking has). Errors of the order change (e.g. 502 when a returned parcel's refund fails)
 * propagate, with nothing stored, so the provider's retry applies the scan afresh.
 */
export async function handleShippingWebhook(
  deps: TrackingDeps,
  body: ShiprocketWebhook,
): Promise<ScanOutcome | { outcome: 'ignored' }> {
  const scan = scanOfWebhook(body);
  if (!scan) {
    deps.log.warn(
      { awb: body.awb, statusId: body.shipment_status_id, at: body.current_timestamp },
      'tracking webhook with a status or time the shop does not follow; ignored',
    );
    return { outcome: 'ignored' };
  }
  const applied = await applyTrackingScan(deps, scan);
  if (applied.outcome === 'unknown') {
    deps.log.warn(
      { awb: scan.awb, status: scan.status },
      'tracking webhook for an AWB the shop did not book; ignored',
    );
  }
  return applied;
}
