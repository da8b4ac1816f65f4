import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCategory } from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { CheckboxField } from '#web/features/admin/components/common/fields.tsx';

const categoryFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  categoryName: z
    .string()
    .trim()
    .min(1, 'Heading is required')
    .max(100, 'Heading must be at most 100 characters'),
  active: z.boolean(),
});
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

interface CategoryFormDialogProps {
  category?: AdminCategory;
  busy: boolean;
  error?: string | undefined;
  onSave: (values: CategoryFormValues) => void;
  onClose: () => void;
}

/** New category, or Rename: the menu name and the home row's heading (and, when new, whether it shows). */
export function CategoryFormDialog({ category, busy, error, onSave, onClose }: CategoryFormDialogProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: { name: category?.name ?? '', categoryName: category?.categoryName ?? '', active: true },
  });
  const { errors } = formState;
  return (
    <Dialog title={category ? 'Rename category' : 'New category'} onClose={onClose} size="sm">
      <form noValidate onSubmit={handleSubmit(onSave)} className="flex flex-col gap-4">
        <TextField
          label="Name (in the menu)"
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Heading (on the home page)"
          error={errors.categoryName?.message}
          {...register('categoryName')}
        />
        {category ? null : <CheckboxField label="Show in the shop" {...register('active')} />}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton pending={busy} pendingLabel="Saving...">
            Save
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
