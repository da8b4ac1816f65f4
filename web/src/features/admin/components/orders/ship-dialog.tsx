import { zodResolver } from '@hookform/resolvers/zod';
import { shipOrderSchema } from '@shahi/contract/schemas';
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
  onShip: (shipment: { courierName: string; trackingNumber: string }) => void;
  onClose: () => void;
}

/** "Ship order": courier and tracking number, checked with the server's own schema before sending. */
export function ShipDialog({ busy, error, onShip, onClose }: ShipDialogProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(shipOrderSchema),
    defaultValues: { courierName: '', trackingNumber: '' },
  });
  const { errors } = formState;
  return (
    <Dialog title="Ship order" onClose={onClose} size="sm">
      <form noValidate onSubmit={handleSubmit(onShip)} className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">
          The customer gets a mail with the courier and tracking number.
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
