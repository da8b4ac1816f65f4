import { type CancelOrderRequest, cancelOrderSchema } from '@shahi/contract/schemas';
import { CheckboxField, TextAreaField } from '#web/features/admin/components/common/fields.tsx';
import { FormDialog, type FormDialogState } from '#web/features/admin/components/common/form-dialog.tsx';

/** `error` is the server's refusal, shown above the buttons. */
interface CancelDialogProps extends FormDialogState {
  /** Whether the order was paid online (then it is refunded). */
  refunds: boolean;
  /** Whether the order has shipped: the invoice is then reversed by a credit note. */
  shipped: boolean;
  /** The order's invoice or bill number, when issued ("INV/26-27/00002"). */
  invoiceNumber?: string | undefined;
  onCancelOrder: (body: CancelOrderRequest) => void;
}

/**
 * "Cancel order?" worded for the case. Before shipping: the customer is mailed (and refunded when
 * paid online) and the pieces go back on sale. After shipping: a credit note reverses the invoice
 * (CGST Act s.34) and the pieces stay sold — unless the owner ticks that the parcel came back to
 * the workshop, which sends `returned: true` and puts the same pieces back on sale (ADR 0061).
 */
export function CancelDialog({
  refunds,
  shipped,
  invoiceNumber,
  onCancelOrder,
  ...dialog
}: CancelDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title={shipped ? 'Cancel a shipped order?' : 'Cancel order?'}
      size="sm"
      schema={cancelOrderSchema}
      defaultValues={{ reason: '', returned: false }}
      submitLabel="Cancel order"
      pendingLabel="Cancelling..."
      cancelLabel="Keep order"
      onSubmit={(values) => onCancelOrder(shipped ? values : { reason: values.reason })}
      fields={(register, errors) => (
        <>
          {shipped ? (
            <p className="text-sm text-ink">
              This order has shipped: a credit note will be issued
              {invoiceNumber ? ` against ${invoiceNumber}` : ''}
              {refunds ? ', the online payment is refunded' : ''} and the customer is mailed. The pieces stay
              sold unless the parcel came back. This cannot be undone.
            </p>
          ) : (
            <p className="text-sm text-ink">
              The customer is mailed{refunds ? ', the online payment is refunded' : ''} and the pieces go back
              on sale. This cannot be undone.
            </p>
          )}
          {shipped ? (
            <CheckboxField
              label="The parcel came back to the workshop — put the pieces back on sale"
              {...register('returned')}
            />
          ) : null}
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
