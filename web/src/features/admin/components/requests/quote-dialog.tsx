import {
  type AdminQuoteInput,
  adminQuoteSchema,
  QUOTE_MAX_DAYS,
  REQUEST_NOTE_MAX_LENGTH,
} from '@shahi/contract/schemas';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextAreaField } from '#web/features/admin/components/common/fields.tsx';
import { FormDialog, type FormDialogState } from '#web/features/admin/components/common/form-dialog.tsx';
import { PiecePicker } from './piece-picker.tsx';

interface QuoteDialogProps extends FormDialogState {
  reference: string;
  /** The request names no catalogue piece: ask for the one the made piece will copy. */
  needsPiece: boolean;
  /** The quote as the schema outputs it (price in rupees, days as numbers). */
  onSubmit: (quote: AdminQuoteInput) => void;
}

/**
 * "Send a quote": price in rupees, making time in days and the message mailed with the link to
 * accept; a request that names no piece also asks for the catalogue piece the made one will copy,
 * chosen by searching the owner's pieces (PiecePicker), never by typing its id.
 */
export function QuoteDialog({ reference, needsPiece, ...dialog }: QuoteDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title={`Quote ${reference}`}
      schema={adminQuoteSchema}
      defaultValues={{ price: '', days: '', message: '', productId: '' }}
      submitLabel="Send quote"
      pendingLabel="Sending…"
      fields={(register, errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Price (₹)"
              inputMode="decimal"
              data-autofocus
              error={errors.price?.message}
              {...register('price')}
            />
            <TextField
              label="Making time (days)"
              inputMode="numeric"
              hint={`1 to ${QUOTE_MAX_DAYS}`}
              error={errors.days?.message}
              {...register('days')}
            />
          </div>
          {needsPiece ? (
            <PiecePicker registration={register('productId')} error={errors.productId?.message} />
          ) : null}
          <TextAreaField
            label="Message (mailed to the shopper with the quote)"
            rows={5}
            maxLength={REQUEST_NOTE_MAX_LENGTH}
            error={errors.message?.message}
            {...register('message')}
          />
        </>
      )}
    />
  );
}
