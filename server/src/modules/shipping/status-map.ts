/**
 * Shiprocket's shipment status codes folded into the shop's ShipmentStatus, its time stamps read as
 * India time, and its tracking webhook's body (ADR 0061). The codes are Shiprocket's published
 * "shipment status" list (`shipment_status_id` in the webhook, `sr-status` in a scan); a code not
 * listed here maps to null: the caller logs it and ignores the scan.
 */
import { INDIA_UTC_OFFSET } from '@shahi/contract';
import { z } from 'zod';
import type { ShipmentStatus, TrackingScan } from './provider.ts';

/** Shiprocket status id → the shop's status. */
const statusOfId: ReadonlyMap<number, ShipmentStatus> = new Map<number, ShipmentStatus>([
  [52, 'booked'], // Shipment booked
  [19, 'booked'], // Out for pickup
  [15, 'booked'], // Pickup rescheduled
  [42, 'picked_up'], // Picked up
  [51, 'picked_up'], // Handed over to the courier
  [6, 'in_transit'], // Shipped: with the courier, on its way
  [18, 'in_transit'], // In transit
  [38, 'in_transit'], // Reached the destination hub
  [48, 'in_transit'], // Reached a warehouse
  [50, 'in_transit'], // In flight
  [17, 'out_for_delivery'], // Out for delivery
  [7, 'delivered'], // Delivered
  [21, 'undelivered'], // Undelivered: a failed attempt (NDR)
  // Delayed: the parcel is still moving, so it stays in transit rather than alarm the shopper.
  [22, 'in_transit'],
  [9, 'rto_initiated'], // RTO initiated
  [46, 'rto_initiated'], // RTO in transit
  [40, 'rto_initiated'], // RTO NDR
  [41, 'rto_initiated'], // RTO out for delivery (to the workshop)
  [78, 'rto_initiated'], // Reached back at the seller's city
  [10, 'rto_delivered'], // RTO delivered: back at the workshop
  [8, 'cancelled'], // Cancelled
  [45, 'cancelled'], // Cancelled before dispatch
]);

/** The shop's status of Shiprocket status `id`, or null when the shop does not follow that code. */
export function shipmentStatusOf(id: number): ShipmentStatus | null {
  return statusOfId.get(id) ?? null;
}

/** The shop's words for each status (the order event's note, the shopper's timeline). */
export const shipmentStatusLabels: Record<ShipmentStatus, string> = {
  booked: 'Courier booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  undelivered: 'Delivery attempted',
  rto_initiated: 'Returning to the workshop',
  rto_delivered: 'Returned to the workshop',
  cancelled: 'Courier booking cancelled',
};

const dayFirst = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;
const yearFirst = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A Shiprocket time stamp as an instant: `DD MM YYYY HH:mm:ss` (the webhook's `current_timestamp`)
 * or `YYYY-MM-DD HH:mm:ss` (scans), both India time, or ISO 8601 with its offset. Null when the
 * text is none of these or not a real date.
 */
export function parseShiprocketTime(text: string): Date | null {
  const trimmed = text.trim();
  let parts: string[] | undefined;
  const day = dayFirst.exec(trimmed);
  if (day) parts = [day[3], day[2], day[1], day[4], day[5], day[6]] as string[];
  const year = yearFirst.exec(trimmed);
  if (year) parts = [year[1], year[2], year[3], year[4], year[5], year[6]] as string[];
  if (parts) {
    const [y, mo, d, h, mi, s] = parts;
    const iso = `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}${INDIA_UTC_OFFSET}`;
    const at = new Date(iso);
    // Reject 31 02 2026 and the like: the parsed instant must show the same India calendar date.
    const back = new Date(at.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10);
    return Number.isNaN(at.getTime()) || back !== `${y}-${mo}-${d}` ? null : at;
  }
  if (trimmed.length > 40 || !/(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) return null;
  const at = new Date(trimmed);
  return Number.isNaN(at.getTime()) ? null : at;
}

const idText = z.union([z.string().max(40), z.number().int()]).transform((value) => String(value).trim());
const statusId = z.union([z.number().int(), z.string().regex(/^\d{1,4}$/)]).transform(Number);
const shortText = z.string().max(500);

/** One scan in the webhook's `scans` (Shiprocket writes `sr-status` as text, sometimes "NA"). */
export const shiprocketScanSchema = z.looseObject({
  date: shortText,
  status: shortText.optional(),
  activity: shortText.optional(),
  location: shortText.nullish(),
  'sr-status': z.union([z.string().max(10), z.number()]).nullish(),
  'sr-status-label': shortText.nullish(),
});

/**
 * Shiprocket's tracking webhook body (its "Webhooks → Shipment tracking" setting): the AWB, the
 * shipment's status code and label now, when (`current_timestamp`), the order ids, and the scans so
 * far. Extra fields are kept but not read.
 */
export const shiprocketWebhookSchema = z.looseObject({
  awb: idText.pipe(z.string().min(1)),
  courier_name: shortText.nullish(),
  current_status: shortText,
  current_status_id: statusId.optional(),
  shipment_status: shortText.optional(),
  shipment_status_id: statusId,
  current_timestamp: shortText,
  order_id: idText.nullish(),
  sr_order_id: idText.nullish(),
  etd: shortText.nullish(),
  scans: z.array(shiprocketScanSchema).max(500).optional(),
  is_return: z.union([z.number(), z.boolean()]).optional(),
});

/** The parsed webhook body. */
export type ShiprocketWebhook = z.infer<typeof shiprocketWebhookSchema>;

/**
 * The scan a webhook reports: its AWB, the shop's status of `shipment_status_id`, Shiprocket's
 * label, the latest scan's location and `current_timestamp`. Null when the status code is one the
 * shop does not follow or the time stamp cannot be read (the caller logs and answers 200).
 */
export function scanOfWebhook(body: ShiprocketWebhook): TrackingScan | null {
  const status = shipmentStatusOf(body.shipment_status_id);
  const happenedAt = parseShiprocketTime(body.current_timestamp);
  if (!status || !happenedAt) return null;
  const latest = body.scans?.at(-1);
  return {
    awb: body.awb,
    status,
    providerStatusId: body.shipment_status_id,
    providerStatus: body.shipment_status ?? body.current_status,
    location: latest?.location?.trim() ?? '',
    happenedAt,
  };
}
