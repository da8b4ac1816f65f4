import type { ReactNode } from 'react';
import type { DefaultValues, FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useChangeContent } from '#web/features/admin/api/content/change-content.ts';
import type { ContentKind } from '#web/features/admin/api/content/get-content-entries.ts';
import { FormDialog } from '#web/features/admin/components/common/form-dialog.tsx';
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
  /** Changes beside the fields not saved yet (a photo chosen): leaving asks first. */
  changed?: boolean;
  onClose: () => void;
}

/** A content entry's form in a dialog (FormDialog): the fields, what blocks it, the server's refusal, Cancel and Save. */
export function EntryFormDialog<Values extends FieldValues>({
  kind,
  id,
  toBody = (values) => values,
  ...form
}: EntryFormDialogProps<Values>) {
  const change = useChangeContent(kind);
  return (
    <FormDialog<Values, Values>
      {...form}
      submitLabel="Save"
      pendingLabel="Saving..."
      busy={change.isPending}
      error={change.isError ? failureMessage(change.error, 'The change could not be saved.') : undefined}
      onSubmit={(values) => {
        const body = toBody(values);
        change.mutate(id ? { kind: 'update', id, body } : { kind: 'create', body }, {
          onSuccess: form.onClose,
        });
      }}
    />
  );
}
