import { zodResolver } from '@hookform/resolvers/zod';
import { type CategoryTranslations, compactTranslations } from '@shahi/contract';
import { type AdminCategory, declarationMessages, gstRatePercents, isHsnCode } from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { CheckboxField, SelectField } from '#web/features/admin/components/common/fields.tsx';
import { useUnsavedChangesWarning } from '#web/features/admin/hooks/use-unsaved-changes-warning.ts';

/** The fallback rate select's values: '' (none: the rate table alone) or a rate in percent. */
const rateOptions = ['', ...gstRatePercents.map(String)] as const;

const categoryFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  categoryName: z
    .string()
    .trim()
    .min(1, 'Heading is required')
    .max(100, 'Heading must be at most 100 characters'),
  hsnCode: z
    .string()
    .trim()
    .refine((text) => text === '' || isHsnCode(text), declarationMessages.hsnShape),
  /** '' = none of its own (the rate table decides); sent as a number of percent, or null. */
  gstRate: z
    .enum(rateOptions, declarationMessages.gstRate)
    .transform((rate) => (rate === '' ? null : Number(rate))),
  active: z.boolean(),
  /** The owner's Hindi and Punjabi menu names, optional (ADR 0065). */
  hiName: z.string().trim().max(60, 'Hindi name must be at most 60 characters'),
  paName: z.string().trim().max(60, 'Punjabi name must be at most 60 characters'),
});
type CategoryFields = z.output<typeof categoryFormSchema>;

/** What the form saves: the category's fields, with the Hindi and Punjabi names as `translations`. */
export type CategoryFormValues = Omit<CategoryFields, 'hiName' | 'paName'> & {
  translations: CategoryTranslations;
};

/**
 * The category's words once saved: the names typed (blank ones dropped), and any Hindi or Punjabi
 * heading it already has (this form does not show them), kept as they are.
 */
export function categoryWords(category: AdminCategory | undefined, hiName: string, paName: string) {
  const stored = category?.translations ?? {};
  return (
    compactTranslations({ hi: { ...stored.hi, name: hiName }, pa: { ...stored.pa, name: paName } }, [
      'name',
      'categoryName',
    ]) ?? {}
  );
}

interface CategoryFormDialogProps {
  category?: AdminCategory;
  busy: boolean;
  error?: string | undefined;
  onSave: (values: CategoryFormValues) => void;
  onClose: () => void;
}

/**
 * New category, or Edit: the menu name, the home row's heading, the default HSN code of its pieces
 * (the rate table decides their GST rate by it, ADR 0055), a fallback GST rate for pieces no rule
 * covers, the optional Hindi and Punjabi names (folded), and, when new, whether it shows. The server asks for the HSN code while the shop is
 * registered for GST, and 3 % only with a chapter 71 code.
 */
export function CategoryFormDialog({ category, busy, error, onSave, onClose }: CategoryFormDialogProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      categoryName: category?.categoryName ?? '',
      hsnCode: category?.hsnCode ?? '',
      gstRate: (category?.gstRate == null ? '' : String(category.gstRate)) as (typeof rateOptions)[number],
      active: true,
      hiName: category?.translations?.hi?.name ?? '',
      paName: category?.translations?.pa?.name ?? '',
    },
  });
  const save = handleSubmit(({ hiName, paName, ...fields }) =>
    onSave({ ...fields, translations: categoryWords(category, hiName, paName) }),
  );
  const named = Boolean(category?.translations?.hi?.name || category?.translations?.pa?.name);
  const { errors } = formState;
  useUnsavedChangesWarning(formState.isDirty && !busy);
  return (
    <Dialog title={category ? 'Edit category' : 'New category'} onClose={onClose} size="sm">
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
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
        <TextField
          label="HSN code of its pieces (optional)"
          inputMode="numeric"
          autoComplete="off"
          hint="4, 6 or 8 digits, printed on tax invoices; needed while the shop is registered for GST"
          error={errors.hsnCode?.message}
          {...register('hsnCode')}
        />
        <SelectField
          label="Default GST rate"
          hint="Only for pieces no rule of the GST rates table covers; 3 % is for jewellery (HSN 71xx)"
          error={errors.gstRate?.message}
          {...register('gstRate')}
        >
          {rateOptions.map((rate) => (
            <option key={rate} value={rate}>
              {rate === '' ? 'None: the GST rates table decides' : `${rate} %`}
            </option>
          ))}
        </SelectField>
        <details
          open={named || Boolean(errors.hiName || errors.paName)}
          className="rounded-sm border border-gold-300"
        >
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-maroon-700">
            Hindi and Punjabi (optional)
          </summary>
          <div className="flex flex-col gap-4 border-t border-gold-300 p-3">
            <p className="text-xs text-ink-muted">
              Shown in the menu to shoppers who browse in that language; empty shows the English name.
            </p>
            <TextField
              label="Hindi name"
              lang="hi"
              autoComplete="off"
              error={errors.hiName?.message}
              {...register('hiName')}
            />
            <TextField
              label="Punjabi name"
              lang="pa"
              autoComplete="off"
              error={errors.paName?.message}
              {...register('paName')}
            />
          </div>
        </details>
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
