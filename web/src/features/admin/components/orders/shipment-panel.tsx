import type { AdminOrderDetail } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useAdminShipment } from '#web/features/admin/api/shipping/shipping.ts';
import { formatDateTime } from '#web/features/admin/components/common/format.ts';
import { apiGetFile, saveFile } from '#web/lib/api-file.ts';
import { failureMessage } from '#web/lib/error-message.ts';

/** Opens `path` (a PDF under /api) in a new tab, opened inside the click; saves it when no tab opens. */
async function openPdf(path: string, fileName: string) {
  const tab = window.open('', '_blank');
  try {
    const blob = await apiGetFile(path, 'application/pdf');
    if (!tab) return saveFile(blob, fileName);
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * The order's shipment: courier, tracking number (AWB), shipped and delivered times; for a parcel
 * booked through the courier account (ADR 0061) also its status, pickup, expected delivery, the
 * courier's label and the tracking scans, newest first.
 */
export function ShipmentPanel({ order }: { order: AdminOrderDetail }) {
  const booking = useAdminShipment(order._id, order.shipment !== null);
  const [error, setError] = useState('');
  if (!order.shipment) return null;
  const shipment = booking.data;
  const scans = shipment ? [...shipment.scans].reverse() : [];
  const rows: Array<[string, string]> = [
    ['Courier', order.shipment.courierName],
    ['Tracking (AWB)', order.shipment.trackingNumber],
    ['Status', shipment?.statusLabel ?? ''],
    ['Pickup', shipment?.pickupScheduledAt ? formatDateTime(shipment.pickupScheduledAt) : ''],
    ['Expected', shipment?.expectedDeliveryOn ?? ''],
    ['Shipped', formatDateTime(order.shipment.shippedAt)],
    ['Delivered', formatDateTime(order.shipment.deliveredAt)],
  ];
  const openLabel = async () => {
    setError('');
    try {
      await openPdf(
        `/admin/orders/${encodeURIComponent(order._id)}/label.pdf`,
        `label-${order.shipment?.trackingNumber}.pdf`,
      );
    } catch (failure) {
      setError(failureMessage(failure, 'The label could not be opened.'));
    }
  };
  return (
    <div className="flex flex-col gap-3" data-testid="shipment-panel">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="min-w-0 break-words text-ink">{value}</dd>
            </div>
          ))}
      </dl>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {shipment?.labelUrl ? (
        <div>
          <Button size="sm" variant="outline" onClick={() => void openLabel()}>
            Courier label
          </Button>
        </div>
      ) : null}
      {scans.length > 0 ? (
        <ol aria-label="Tracking scans" className="flex flex-col gap-2 border-l-2 border-gold-300 pl-3">
          {scans.map((scan) => (
            <li key={`${scan.at}-${scan.status}`} className="text-sm">
              <p className="font-semibold text-ink">{scan.label}</p>
              <p className="text-ink-muted">
                {[scan.location, formatDateTime(scan.at)].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
