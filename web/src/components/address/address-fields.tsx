import { useLingui } from '@lingui/react/macro';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PersonNameFields } from '#web/components/contact-fields.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { translateMessage } from '#web/lib/i18n.ts';
import { CountryField } from './country-field.tsx';
import { PinCodeAssist } from './pin-code-note.tsx';
import { StateSelect } from './state-select.tsx';
import type { PinCodeFillTarget } from './use-pin-code-fill.ts';

/** The address fields a form registers, by their names under `addressDetails`. */
export type AddressFieldName = 'firstName' | 'lastName' | 'address' | 'city' | 'state' | 'zip';

interface AddressFieldsProps {
  /** The form's registration of `addressDetails.<name>`, e.g. `(name) => register(\`addressDetails.${name}\`)`. */
  field: (name: AddressFieldName) => UseFormRegisterReturn;
  /** The form's errors under `addressDetails`. */
  errors: Partial<Record<AddressFieldName, FieldError>> | undefined;
  /** The form's PIN, city and state and a setter: a typed PIN then fills city and state (ADR 0064). */
  pinFill?: PinCodeFillTarget;
}

/** The form's errors with each message (the contract's English) in the page's language. */
function translatedErrors(
  errors: Partial<Record<AddressFieldName, FieldError>> | undefined,
): Partial<Record<AddressFieldName, FieldError>> | undefined {
  if (!errors) return undefined;
  const translated: Partial<Record<AddressFieldName, FieldError>> = {};
  for (const [name, error] of Object.entries(errors) as [AddressFieldName, FieldError | undefined][]) {
    if (error)
      translated[name] = error.message ? { ...error, message: translateMessage(error.message) } : error;
  }
  return translated;
}

/**
 * An Indian delivery address as the checkout and a quote's acceptance ask for it (ADR 0029): first
 * and last name, street, city, state or union territory, 6-digit PIN code, and the fixed country.
 * Given `pinFill`, a typed PIN fills city and state from India Post's directory (ADR 0064).
 */
export function AddressFields({ field, errors: englishErrors, pinFill }: AddressFieldsProps) {
  const { t } = useLingui();
  const errors = translatedErrors(englishErrors);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonNameFields field={field} errors={errors} />
      </div>
      <TextField
        label={t`Street address`}
        autoComplete="street-address"
        error={errors?.address?.message}
        {...field('address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`City`}
          autoComplete="address-level2"
          error={errors?.city?.message}
          {...field('city')}
        />
        <StateSelect error={errors?.state?.message} {...field('state')} />
        <TextField
          label={t`PIN code`}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          error={errors?.zip?.message}
          {...field('zip')}
        />
        <CountryField />
      </div>
      {pinFill ? <PinCodeAssist target={pinFill} /> : null}
    </>
  );
}
