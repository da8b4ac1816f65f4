import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField, type TextFieldProps } from '#web/components/ui/text-field.tsx';

/** A TextField whose label and input type the field itself fixes. */
type FixedFieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** "Name": a person's whole name in one input (contact, grievance, a guest's request). */
export function NameField(props: FixedFieldProps) {
  return <TextField label="Name" autoComplete="name" {...props} />;
}

/** "Email": an e-mail address, with the phone's e-mail keyboard and the browser's autofill. */
export function EmailField(props: FixedFieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/**
 * A phone number under the caller's label: the telephone input, the national number's autofill and
 * a digits keypad (`inputMode="tel"` where a guest may type "+91" or spaces).
 */
export function PhoneField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="tel" autoComplete="tel-national" inputMode="numeric" {...props} />;
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
  return (
    <>
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors?.firstName?.message}
        {...field('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors?.lastName?.message}
        {...field('lastName')}
      />
    </>
  );
}
