import { z } from 'zod';
import { TextAreaField } from '#web/features/admin/components/common/fields.tsx';
import { FormDialog, type FormDialogState } from '#web/features/admin/components/common/form-dialog.tsx';

interface TextAnswerDialogProps extends FormDialogState {
  title: string;
  /** The text area's label, saying who is mailed it ("Note to the shopper (optional)"). */
  label: string;
  /** The server's schema of the text (e.g. `adminDeclineSchema.shape.note`), checked before sending. */
  text: z.ZodType<string, string | undefined>;
  /** Characters (the schema's maximum). */
  maxLength: number;
  rows: number;
  submitLabel: string;
  pendingLabel: string;
  /** The text as the schema outputs it (trimmed). */
  onSubmit: (text: string) => void;
}

/**
 * An inbox answer that is one text mailed to whoever wrote in (a grievance's resolution, a
 * request's decline note): the text area, the server's refusal, Cancel and send.
 */
export function TextAnswerDialog({
  text,
  label,
  maxLength,
  rows,
  onSubmit,
  ...dialog
}: TextAnswerDialogProps) {
  return (
    <FormDialog
      {...dialog}
      schema={z.object({ text })}
      defaultValues={{ text: '' }}
      onSubmit={(values) => onSubmit(values.text)}
      fields={(register, errors) => (
        <TextAreaField
          label={label}
          rows={rows}
          maxLength={maxLength}
          data-autofocus
          error={errors.text?.message}
          {...register('text')}
        />
      )}
    />
  );
}
