import { useLingui } from '@lingui/react/macro';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField, type TextFieldProps } from '#web/components/ui/text-field.tsx';
import { translateMessage } from '#web/lib/i18n.ts';

/** A form rule's English message (the contract's wording) in the page's language. */
function shownError(error: string | undefined): string | undefined {
  return error === undefined ? undefined : translateMessage(error);
}

/** A TextField whose label and input type the field itself fixes. */
type FixedFieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** "Name": a person's whole name in one input (contact, grievance, a guest's request). */
export function NameField({ error, ...props }: FixedFieldProps) {
  const { t } = useLingui();
  return <TextField label={t`Name`} autoComplete="name" error={shownError(error)} {...props} />;
}

/** "Email": an e-mail address, with the phone's e-mail keyboard and the browser's autofill. */
export function EmailField({ error, ...props }: FixedFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email`}
      type="email"
      autoComplete="email"
      inputMode="email"
      error={shownError(error)}
      {...props}
    />
  );
}

/**
 * A phone number under the caller's label: the telephone input, the national number's autofill and
 * a digits keypad (`inputMode="tel"` where a guest may type "+91" or spaces). Errors (the
 * contract's English rules) show in the page's language; labels are the caller's, already translated.
 */
export function PhoneField({ error, ...props }: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="tel"
      autoComplete="tel-national"
      inputMode="numeric"
      error={shownError(error)}
      {...props}
    />
  );
}

/** The person's name fields a form registers: `firstName` and `lastName`. */
export type PersonNameFieldName = 'firstName' | 'lastName';

interface PersonNameFieldsProps {
  /** The form's registration of each name, e.g. `register` or `(name) => register(\`addressDetails.${name}\`)`. */
  field: (name: PersonNameFieldName) => UseFormRegisterReturn;
  /** The form's errors for those names. */
  errors: Partial<Record<PersonNameFieldName, FieldError>> | undefined;
}

/**
 * "First name" and "Last name" with their autofill, side by side in the caller's grid (an account,
 * its profile, a delivery address).
 */
export function PersonNameFields({ field, errors }: PersonNameFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`First name`}
        autoComplete="given-name"
        error={shownError(errors?.firstName?.message)}
        {...field('firstName')}
      />
      <TextField
        label={t`Last name`}
        autoComplete="family-name"
        error={shownError(errors?.lastName?.message)}
        {...field('lastName')}
      />
    </>
  );
}
