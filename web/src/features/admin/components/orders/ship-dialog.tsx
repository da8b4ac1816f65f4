import { zodResolver } from '@hookform/resolvers/zod';
import { type ShipOrderRequest, shipOrderSchema, taxMessages } from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

interface ShipDialogProps {
  busy: boolean;
  /** The server's refusal (e.g. 409 "Only a pending order can be shipped"), shown above the buttons. */
  error?: string | undefined;
  /** An unregistered seller's inter-state shipment: the e-way bill number is asked for (CGST Rule 138). */
  needsEWayBill?: boolean;
  onShip: (shipment: ShipOrderRequest) => void;
  onClose: () => void;
}

/** The ship form's schema when the e-way bill number is required. */
const withEWayBill = shipOrderSchema.refine((shipment) => !!shipment.eWayBillNumber, {
  message: taxMessages.eWayBillRequired,
  path: ['eWayBillNumber'],
});

/**
 * "Ship order": courier and tracking number, and the e-way bill number when `needsEWayBill`,
 * checked with the server's own schema before sending.
 */
export function ShipDialog({ busy, error, needsEWayBill = false, onShip, onClose }: ShipDialogProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(needsEWayBill ? withEWayBill : shipOrderSchema),
    defaultValues: { courierName: '', trackingNumber: '', eWayBillNumber: '' },
  });
  const { errors } = formState;
  return (
    <Dialog title="Ship order" onClose={onClose} size="sm">
      <form noValidate onSubmit={handleSubmit(onShip)} className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">
          The customer gets a mail with the courier, the tracking number and the invoice.
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
            hint="Inter-state shipment: generate the e-way bill on the GST e-way bill portal first."
            error={errors.eWayBillNumber?.message}
            {...register('eWayBillNumber')}
          />
        ) : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton pending={busy} pendingLabel="Shipping...">
            Mark shipped
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
