import { zodResolver } from '@hookform/resolvers/zod';
import { cancelOrderSchema } from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextAreaField } from '#web/features/admin/components/common/fields.tsx';

interface CancelDialogProps {
  /** Whether the order was paid online (then it is refunded). */
  refunds: boolean;
  busy: boolean;
  error?: string | undefined;
  onCancelOrder: (reason: string) => void;
  onClose: () => void;
}

/** "Cancel order?": what follows (mail, refund, pieces back on sale) and an optional reason. */
export function CancelDialog({ refunds, busy, error, onCancelOrder, onClose }: CancelDialogProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(cancelOrderSchema),
    defaultValues: { reason: '' },
  });
  return (
    <Dialog title="Cancel order?" onClose={onClose} size="sm">
      <form
        noValidate
        onSubmit={handleSubmit((values) => onCancelOrder(values.reason))}
        className="flex flex-col gap-4"
      >
        <p className="text-sm text-ink">
          The customer is mailed{refunds ? ', the online payment is refunded' : ''} and pieces not yet shipped
          go back on sale. This cannot be undone.
        </p>
        <TextAreaField
          label="Reason (sent to the customer)"
          rows={3}
          data-autofocus
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Keep order
          </Button>
          <SubmitButton pending={busy} pendingLabel="Cancelling...">
            Cancel order
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
