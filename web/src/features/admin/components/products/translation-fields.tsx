import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextAreaField } from '#web/features/admin/components/common/fields.tsx';
import { type ProductFormValues, pieceLanguages } from './product-form-schema.ts';

interface TranslationFieldsProps {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** Start open: the piece already has words in Hindi or Punjabi. */
  filled: boolean;
}

/**
 * The optional "Hindi and Punjabi (optional)" section of the piece form (ADR 0065): a title and a
 * description per language, shown to shoppers who browse in that language; where one is left
 * empty they see the English. Folded until opened, open when the piece has some or a field is
 * wrong (so its message shows). One column on a phone.
 */
export function TranslationFields({ register, errors, filled }: TranslationFieldsProps) {
  const wrong = errors.translations !== undefined;
  return (
    <details open={filled || wrong} className="rounded-sm border border-gold-300">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-display text-lg font-semibold text-maroon-700">
        Hindi and Punjabi (optional)
      </summary>
      <div className="flex flex-col gap-4 border-t border-gold-300 p-4">
        <p className="text-sm text-ink-muted">
          Shoppers who browse in Hindi or Punjabi see these words; where a field is empty they see the
          English.
        </p>
        <div className="grid gap-4 lg:grid-cols-2">
          {pieceLanguages.map(({ locale, name }) => (
            <div key={locale} className="flex min-w-0 flex-col gap-4">
              <TextField
                label={`${name} title`}
                lang={locale}
                autoComplete="off"
                error={errors.translations?.[locale]?.title?.message}
                {...register(`translations.${locale}.title`)}
              />
              <TextAreaField
                label={`${name} description`}
                lang={locale}
                rows={4}
                hint="Press Enter for a new line, as in the English description."
                error={errors.translations?.[locale]?.description?.message}
                {...register(`translations.${locale}.description`)}
              />
            </div>
          ))}
        </div>
      </div>
    </details>
  );
}
