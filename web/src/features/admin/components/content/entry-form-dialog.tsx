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
import { useChangeContent } from '#web/features/admin/api/content/change-content.ts';
import type { ContentKind } from '#web/features/admin/api/content/get-content-entries.ts';
import { failureMessage } from '#web/lib/error-message.ts';

interface EntryFormDialogProps<Values extends FieldValues> {
  kind: ContentKind;
  title: string;
  /** The entry's id when editing (PATCH), none to create (POST). */
  id?: string;
  schema: z.ZodType<Values, Values>;
  defaultValues: DefaultValues<Values>;
  fields: (register: UseFormRegister<Values>, errors: FieldErrors<Values>) => ReactNode;
  /** The request body of the values (defaults to the values). */
  toBody?: (values: Values) => object;
  /** Anything beside the form's fields that must be ready (e.g. photos); a message when not. */
  blocker?: () => string;
  onClose: () => void;
}

/** A content entry's form in a dialog: the fields, the server's refusal, Cancel and Save. */
export function EntryFormDialog<Values extends FieldValues>({
  kind,
  title,
  id,
  schema,
  defaultValues,
  fields,
  toBody = (values) => values,
  blocker,
  onClose,
}: EntryFormDialogProps<Values>) {
  const change = useChangeContent(kind);
  const { register, handleSubmit, formState, setError, clearErrors } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const blocked = formState.errors.root?.message;
  const save = handleSubmit((values) => {
    const problem = blocker?.();
    if (problem) return setError('root', { message: problem });
    clearErrors('root');
    const body = toBody(values);
    change.mutate(id ? { kind: 'update', id, body } : { kind: 'create', body }, { onSuccess: onClose });
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        {fields(register, formState.errors)}
        {blocked ? <FormAlert tone="error">{blocked}</FormAlert> : null}
        {change.isError ? (
          <FormAlert tone="error">{failureMessage(change.error, 'The change could not be saved.')}</FormAlert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={change.isPending} pendingLabel="Saving...">
            Save
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
