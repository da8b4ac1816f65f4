import type { AdminShipment, ShippingMode } from '@shahi/contract/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { formatDateTime } from '#web/features/admin/components/common/format.ts';

interface CourierShipDialogProps {
  mode: Exclude<ShippingMode, 'manual'>;
  busy: boolean;
  /** The server's refusal or the courier's failure (nothing was changed then). */
  error?: string | undefined;
  /** The booking once made: the dialog then shows it and offers the papers to print. */
  booked?: AdminShipment | null | undefined;
  needsEWayBill: boolean;
  onBook: () => void;
  onManual: () => void;
  onPrint: () => void;
  onClose: () => void;
}

/**
 * "Ship order" with a courier account (ADR 0061): one press of "Book courier & ship" books the
 * parcel, takes its AWB and label, asks for the pickup and marks the order shipped (the invoice is
 * issued then, CGST Act s.31); "I booked it myself" opens the courier and tracking number form.
 * Once booked it shows the courier, AWB and pickup, and "Print invoice + packing slip". In `test`
 * mode the booking goes to the local stand-in and no parcel moves.
 */
export function CourierShipDialog({
  mode,
  busy,
  error,
  booked,
  needsEWayBill,
  onBook,
  onManual,
  onPrint,
  onClose,
}: CourierShipDialogProps) {
  if (booked) {
    return (
      <Dialog title="Shipped" size="sm" onClose={onClose}>
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">Courier</dt>
            <dd className="font-semibold">{booked.courierName}</dd>
            <dt className="text-ink-muted">AWB</dt>
            <dd data-testid="booked-awb" className="font-mono font-semibold">
              {booked.awb}
            </dd>
            <dt className="text-ink-muted">Pickup</dt>
            <dd>{booked.pickupScheduledAt ? formatDateTime(booked.pickupScheduledAt) : 'Requested'}</dd>
          </dl>
          <p className="text-sm text-ink">
            Print the papers and put the invoice's transporter copy in the parcel's pouch; stick the label on
            the parcel.
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              Done
            </Button>
            <Button variant="gold" data-autofocus onClick={onPrint}>
              Print invoice + packing slip
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title="Ship order" size="sm" onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink">
          Book the courier when the parcel is packed: the AWB and label are taken, the pickup is requested,
          the order is marked shipped and the customer gets the tracking number and the invoice.
        </p>
        {mode === 'test' ? (
          <FormAlert tone="info">
            Test mode: the booking goes to the courier stand-in; no parcel is collected.
          </FormAlert>
        ) : null}
        {needsEWayBill ? (
          <FormAlert tone="info">
            This shipment needs an e-way bill: if the booking asks for one, use "I booked it myself" and enter
            its number.
          </FormAlert>
        ) : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="flex flex-col gap-3">
          <Button size="lg" data-autofocus disabled={busy} onClick={onBook}>
            {busy ? 'Booking the courier...' : 'Book courier & ship'}
          </Button>
          <Button variant="outline" disabled={busy} onClick={onManual}>
            I booked it myself
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
