import { type ShipOrderRequest, shipOrderSchema, taxMessages } from '@shahi/contract/schemas';
import { TextField } from '#web/components/ui/text-field.tsx';
import { FormDialog, type FormDialogState } from '#web/features/admin/components/common/form-dialog.tsx';

/** `error` is the server's refusal, e.g. 409 "Only a pending order can be shipped". */
interface ShipDialogProps extends FormDialogState {
  /**
   * The shipment needs an e-way bill (CGST Rule 138): an unregistered seller's inter-state one, or a
   * registered seller's worth more than ₹50,000; its number is asked for.
   */
  needsEWayBill?: boolean;
  onShip: (shipment: ShipOrderRequest) => void;
}

/** The ship form's schema when the e-way bill number is required. */
const withEWayBill = shipOrderSchema.refine((shipment) => !!shipment.eWayBillNumber, {
  message: taxMessages.eWayBillRequired,
  path: ['eWayBillNumber'],
});

/**
 * "Ship order": courier and tracking number, and the e-way bill number when `needsEWayBill`,
 * checked with the server's own schema before sending. It reminds the owner to mark the order
 * shipped at handover: the invoice is issued then, at the removal of the goods (CGST Act s.31).
 */
export function ShipDialog({ needsEWayBill = false, onShip, ...dialog }: ShipDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title="Ship order"
      size="sm"
      schema={needsEWayBill ? withEWayBill : shipOrderSchema}
      defaultValues={{ courierName: '', trackingNumber: '', eWayBillNumber: '' }}
      submitLabel="Mark shipped"
      pendingLabel="Shipping..."
      onSubmit={onShip}
      fields={(register, errors) => (
        <>
          <p className="text-sm text-ink-muted">
            The customer gets a mail with the courier, the tracking number and the invoice.
          </p>
          <p className="text-sm text-ink">
            Mark the order shipped when you hand the parcel to the courier: the invoice is issued at removal
            of the goods (CGST Act s.31).
          </p>
          <TextField
            label="Courier"
            autoComplete="off"
            data-autofocus
            error={errors.courierName?.message}
            {...register('courierName')}
          />
          <TextField
            label="Tracking number"
            autoComplete="off"
            autoCapitalize="characters"
            error={errors.trackingNumber?.message}
            {...register('trackingNumber')}
          />
          {needsEWayBill ? (
            <TextField
              label="E-way bill number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              hint="This shipment needs an e-way bill (inter-state without GST registration, or worth more than ₹50,000): generate it on the GST e-way bill portal first."
              error={errors.eWayBillNumber?.message}
              {...register('eWayBillNumber')}
            />
          ) : null}
        </>
      )}
    />
  );
}
