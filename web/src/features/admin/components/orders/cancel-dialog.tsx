import { cancelOrderSchema } from '@shahi/contract/schemas';
import { TextAreaField } from '#web/features/admin/components/common/fields.tsx';
import { FormDialog, type FormDialogState } from '#web/features/admin/components/common/form-dialog.tsx';

/** `error` is the server's refusal, shown above the buttons. */
interface CancelDialogProps extends FormDialogState {
  /** Whether the order was paid online (then it is refunded). */
  refunds: boolean;
  onCancelOrder: (reason: string) => void;
}

/** "Cancel order?": what follows (mail, refund, pieces back on sale) and an optional reason. */
export function CancelDialog({ refunds, onCancelOrder, ...dialog }: CancelDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title="Cancel order?"
      size="sm"
      schema={cancelOrderSchema}
      defaultValues={{ reason: '' }}
      submitLabel="Cancel order"
      pendingLabel="Cancelling..."
      cancelLabel="Keep order"
      onSubmit={(values) => onCancelOrder(values.reason)}
      fields={(register, errors) => (
        <>
          <p className="text-sm text-ink">
            The customer is mailed{refunds ? ', the online payment is refunded' : ''} and pieces not yet
            shipped go back on sale. This cannot be undone.
          </p>
          <TextAreaField
            label="Reason (sent to the customer)"
            rows={3}
            data-autofocus
            error={errors.reason?.message}
            {...register('reason')}
          />
        </>
      )}
    />
  );
}
