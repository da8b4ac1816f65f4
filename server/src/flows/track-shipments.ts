/**
 * Catching up on missed tracking webhooks (ADR 0061): every 30 minutes, cluster-wide, the open
 * shipments nobody heard of for two hours are asked of the provider, and each scan it lists is
 * applied as the webhook would have (`applyTrackingScan`: a scan seen before changes nothing).
 */
import type { JobLog } from '#server/jobs/boss.ts';
import { type PeriodicJob, startPeriodicJob } from '#server/jobs/periodic-job.ts';
import { type ShippingProvider, ShippingProviderError } from '#server/modules/shipping/provider.ts';
import { markShipmentPolled, selectShipmentsToPoll } from '#server/modules/shipping/repository.ts';
import { applyTrackingScan, type TrackingDeps } from './steps/tracking-scan.ts';

/** Seconds between two runs. */
export const TRACKING_POLL_SECONDS = 30 * 60;
/** A shipment with no scan and no poll for this long is asked again. */
export const TRACKING_QUIET_MS = 2 * 60 * 60 * 1000;
/** Shipments asked per run: the provider's rate limit stays far off. */
const POLL_BATCH = 100;

export const SHIPMENT_TRACKING_QUEUE = 'shipment-tracking';

/**
 * One catch-up run at `now` (default: the clock): for each open shipment (not delivered, returned
 * or cancelled) whose last scan and last poll are both older than two hours, oldest first, 100 at
 * most, the provider's scans are applied oldest first and the shipment marked polled. A provider
 * failure for one shipment is logged and the next one tried; it is marked polled all the same, so
 * a lost AWB is not asked every run. Resolves with the shipments asked and the scans newly recorded.
 */
export async function pollQuietShipments(
  deps: TrackingDeps & { provider: ShippingProvider },
  now = new Date(),
): Promise<{ shipments: number; scans: number }> {
  const quiet = await selectShipmentsToPoll(deps.db, new Date(now.getTime() - TRACKING_QUIET_MS), POLL_BATCH);
  let scans = 0;
  for (const shipment of quiet) {
    try {
      const found = await deps.provider.track(shipment.awb);
      for (const scan of found) {
        const applied = await applyTrackingScan(deps, scan);
        if (applied.outcome === 'recorded') scans += 1;
      }
    } catch (error) {
      if (!(error instanceof ShippingProviderError)) throw error;
      deps.log.warn({ err: error, awb: shipment.awb }, 'tracking poll failed for a shipment; trying later');
    }
    await markShipmentPolled(deps.db, shipment.orderId, now);
  }
  return { shipments: quiet.length, scans };
}

/** Starts the catch-up every `everySeconds` (default 30 minutes) on pg-boss (jobs/periodic-job.ts). */
export function startShipmentTracking(options: {
  deps: TrackingDeps & { provider: ShippingProvider };
  log: JobLog;
  everySeconds?: number;
}): PeriodicJob {
  return startPeriodicJob({
    pool: options.deps.pool,
    log: options.log,
    queue: SHIPMENT_TRACKING_QUEUE,
    everySeconds: options.everySeconds ?? TRACKING_POLL_SECONDS,
    // A run asks the provider up to POLL_BATCH times, each within the client's timeout.
    expireInSeconds: 15 * 60,
    run: async () => {
      const caught = await pollQuietShipments(options.deps);
      if (caught.scans > 0) options.log.info(caught, 'tracking scans caught up by polling');
    },
  });
}
