import { JEWELLERY_RATE_PERCENT } from '@shahi/contract/schemas';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import { CheckboxField, SelectField, TextAreaField } from '#web/features/admin/components/common/fields.tsx';
import { gstRateOptions, type ProductFormValues } from './product-form-schema.ts';

interface DeclarationFieldsProps {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** Offer 3 %: the piece's HSN code (its own, else its category's) is of chapter 71, or 3 % is set. */
  jewellery?: boolean;
  /** The live line saying which rule decides the rate (./rate-explanation.tsx). */
  explanation?: ReactNode;
}

/** The rate picker's label of option `rate` ('' = the rate table). */
const rateLabel = (rate: string) => (rate === '' ? 'From the rate table' : `${rate} %`);

/**
 * The piece's GST facts (HSN code, rate, the handmade declaration the handicraft rates depend on,
 * ADR 0055) and the declarations its page shows under "Product information" (Legal Metrology
 * (Packaged Commodities) Rules 2011, rule 6(10); ADR 0034).
 */
export function DeclarationFields({
  register,
  errors,
  jewellery = false,
  explanation,
}: DeclarationFieldsProps) {
  const rates = gstRateOptions.filter((rate) => jewellery || rate !== String(JEWELLERY_RATE_PERCENT));
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
        <SelectField
          label="GST rate"
          hint="The rate table decides by HSN code, price and date; set a rate only to override it"
          error={errors.gstRate?.message}
          {...register('gstRate')}
        >
          {rates.map((rate) => (
            <option key={rate} value={rate}>
              {rateLabel(rate)}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <CheckboxField label="Handmade or hand-embroidered" {...register('handmade')} />
          <p className="text-xs text-ink-muted">
            Tick only when it is: handmade shawls, carpets, bags and art ware pay 5 % GST at any price. The
            shop&apos;s page shows it.
          </p>
        </div>
        {explanation}
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
