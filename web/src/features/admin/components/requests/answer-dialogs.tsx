import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminQuoteForm,
  adminDeclineSchema,
  adminQuoteSchema,
  QUOTE_MAX_DAYS,
  REQUEST_NOTE_MAX_LENGTH,
} from '@shahi/contract/schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

interface AnswerDialogProps<Value> {
  reference: string;
  busy: boolean;
  /** The server's refusal (e.g. 409 "already answered"), shown above the buttons. */
  error?: string | undefined;
  onSubmit: (value: Value) => void;
  onClose: () => void;
}

const textareaClasses =
  'min-h-32 w-full resize-y rounded-sm border border-gold-700 bg-white px-3 py-2 text-base text-ink';

/**
 * "Send a quote": price in rupees, making time in days and the message mailed with the link to
 * accept; a request that names no piece also asks for the catalogue piece the made one will copy.
 */
export function QuoteDialog({
  reference,
  needsPiece,
  busy,
  error,
  onSubmit,
  onClose,
}: AnswerDialogProps<AdminQuoteForm> & { needsPiece: boolean }) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<AdminQuoteForm>({
    resolver: zodResolver(adminQuoteSchema),
    defaultValues: { price: '', days: '', message: '', productId: '' },
  });
  const errors = formState.errors;
  return (
    <Dialog title={`Quote ${reference}`} onClose={onClose}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
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
          <TextField
            label="Catalogue piece it resembles (id)"
            hint="Its category and photos are used for the made piece"
            error={errors.productId?.message}
            {...register('productId')}
          />
        ) : null}
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          Message (mailed to the shopper with the quote)
        </label>
        <textarea
          id={id}
          rows={5}
          maxLength={REQUEST_NOTE_MAX_LENGTH}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-error` : undefined}
          className={textareaClasses}
          {...register('message')}
        />
        {errors.message ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-maroon-700">
            {errors.message.message}
          </p>
        ) : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton pending={busy} pendingLabel="Sending…">
            Send quote
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/** "Decline request": an optional note mailed to the shopper. */
export function DeclineDialog({ reference, busy, error, onSubmit, onClose }: AnswerDialogProps<string>) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(adminDeclineSchema),
    defaultValues: { note: '' },
  });
  const fieldError = formState.errors.note?.message;
  return (
    <Dialog title={`Decline ${reference}`} onClose={onClose}>
      <form
        noValidate
        onSubmit={handleSubmit((values) => onSubmit(values.note))}
        className="flex flex-col gap-4"
      >
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          Note to the shopper (optional)
        </label>
        <textarea
          id={id}
          rows={4}
          data-autofocus
          maxLength={REQUEST_NOTE_MAX_LENGTH}
          aria-invalid={fieldError ? true : undefined}
          className={textareaClasses}
          {...register('note')}
        />
        {fieldError ? (
          <p role="alert" className="text-sm font-medium text-maroon-700">
            {fieldError}
          </p>
        ) : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton pending={busy} pendingLabel="Declining…">
            Decline and mail
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
