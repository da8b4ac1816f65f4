import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useUnsavedChangesWarning } from '#web/features/admin/hooks/use-unsaved-changes-warning.ts';

/** What a form dialog's owner passes on from its mutation. */
export interface FormDialogState {
  busy: boolean;
  /** The server's refusal (e.g. a 409), shown above the buttons. */
  error?: string | undefined;
  onClose: () => void;
}

interface FormDialogProps<Input extends FieldValues, Output> extends FormDialogState {
  title: string;
  size?: 'sm' | 'md';
  /** The server's own schema of the body: the fields are checked with it before sending. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The form's fields (mark the first `data-autofocus`). */
  fields: (register: UseFormRegister<Input>, errors: FieldErrors<Input>) => ReactNode;
  submitLabel: string;
  /** The submit button's text while `busy`. */
  pendingLabel: string;
  /** The closing button's text (default "Cancel"), e.g. "Keep order" where the submit cancels. */
  cancelLabel?: string;
  /**
   * Anything beside the fields that must be ready (e.g. uploaded photos), asked once the fields
   * pass: a message stops the submit and shows until the next one; '' lets it through.
   */
  blocker?: () => string | undefined;
  /** Changes beside the fields not saved yet (e.g. a photo chosen): leaving then asks first, as typed fields do. */
  changed?: boolean;
  /** Called with the values as the schema outputs them (trimmed, numbers parsed). */
  onSubmit: (values: Output) => void;
}

/**
 * A back office form in a dialog (ship or cancel an order, a content entry, quote a request…): its
 * fields, what still blocks it, the server's refusal, Cancel and the submit button.
 */
export function FormDialog<Input extends FieldValues, Output>({
  title,
  size,
  schema,
  defaultValues,
  fields,
  submitLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  blocker,
  changed = false,
  busy,
  error,
  onSubmit,
  onClose,
}: FormDialogProps<Input, Output>) {
  const { register, handleSubmit, formState, setError } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  useUnsavedChangesWarning((formState.isDirty || changed) && !busy);
  // A root error lasts until the next submit (react-hook-form clears it then).
  const blocked = formState.errors.root?.message;
  const submit = handleSubmit((values) => {
    const problem = blocker?.();
    if (problem) return setError('root', { message: problem });
    onSubmit(values);
  });
  return (
    <Dialog title={title} onClose={onClose} size={size}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {fields(register, formState.errors)}
        {blocked ? <FormAlert tone="error">{blocked}</FormAlert> : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <SubmitButton pending={busy} pendingLabel={pendingLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
