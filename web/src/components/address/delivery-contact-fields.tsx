import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PhoneField } from '#web/components/contact-fields.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { translateMessage } from '#web/lib/i18n.ts';

/** The fields a delivery form registers beside its address, by their names in the order's body. */
export type DeliveryContactFieldName = 'addressDetails.phone' | 'phoneNumber' | 'saveAddress';

interface DeliveryContactFieldsProps {
  /** The form's registration of each field, e.g. its `register`. */
  field: (name: DeliveryContactFieldName) => UseFormRegisterReturn;
  /** The validation messages of the recipient's phone and of the second phone. */
  errors: { phone?: string | undefined; phoneNumber?: string | undefined };
}

/**
 * The phones of a delivery (docs/product.md#checkout; the checkout and a quote's acceptance):
 * the recipient's 10 digits for the courier, a second contact phone, and "Save this address to my
 * account".
 */
export function DeliveryContactFields({ field, errors }: DeliveryContactFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField
          label={t`Recipient phone`}
          maxLength={10}
          hint={t`10 digits, for the courier`}
          error={errors.phone && translateMessage(errors.phone)}
          {...field('addressDetails.phone')}
        />
        {/* Left to the shopper: the browser does not fill in a second number. */}
        <TextField
          label={t`Second contact phone`}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          hint={t`10 digits, in case we cannot reach the recipient`}
          error={errors.phoneNumber && translateMessage(errors.phoneNumber)}
          {...field('phoneNumber')}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
        <input type="checkbox" className="h-5 w-5 accent-maroon-700" {...field('saveAddress')} />
        <Trans>Save this address to my account</Trans>
      </label>
    </>
  );
}
