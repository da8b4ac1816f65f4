import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import { SelectField, TextAreaField } from '#web/features/admin/components/common/fields.tsx';
import { gstRateOptions, type ProductFormValues } from './product-form-schema.ts';

interface DeclarationFieldsProps {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/**
 * The piece's GST facts (HSN code, rate) and the declarations its page shows under "Product
 * information" (Legal Metrology (Packaged Commodities) Rules 2011, rule 6(10); ADR 0034).
 */
export function DeclarationFields({ register, errors }: DeclarationFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-sm border border-gold-300 p-4">
      <legend className="px-1 font-display text-lg font-semibold text-maroon-700">
        Tax and listing declarations
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="HSN code (optional)"
          inputMode="numeric"
          autoComplete="off"
          hint="4, 6 or 8 digits; empty uses the category’s"
          error={errors.hsnCode?.message}
          {...register('hsnCode')}
        />
        <SelectField label="GST rate" error={errors.gstRate?.message} {...register('gstRate')}>
          {gstRateOptions.map((rate) => (
            <option key={rate} value={rate}>
              {rate === '' ? 'Category default' : `${rate} %`}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Generic name (optional)"
          autoComplete="off"
          hint="e.g. Phulkari dupatta; empty shows the category’s name"
          error={errors.genericName?.message}
          {...register('genericName')}
        />
        <TextField
          label="Dimensions / size (optional)"
          autoComplete="off"
          hint="e.g. 2.5 m × 1.2 m or Size M"
          error={errors.dimensions?.message}
          {...register('dimensions')}
        />
        <TextField
          label="Net quantity"
          autoComplete="off"
          error={errors.netQuantity?.message}
          {...register('netQuantity')}
        />
        <TextField
          label="Country of origin"
          autoComplete="country-name"
          error={errors.countryOfOrigin?.message}
          {...register('countryOfOrigin')}
        />
        <TextField
          label="Maker’s name (optional)"
          autoComplete="off"
          hint="Empty when the shop made it: its own name and address are shown"
          error={errors.makerName?.message}
          {...register('makerName')}
        />
        <TextAreaField
          label="Maker’s address (optional)"
          rows={2}
          error={errors.makerAddress?.message}
          {...register('makerAddress')}
        />
      </div>
    </fieldset>
  );
}
