import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, USER_TYPE } from '@shahi/contract';
import { registerSchema } from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { EmailField, PersonNameFields, PhoneField } from '#web/components/contact-fields.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useRegister } from '#web/features/auth/api/register.ts';
import { keepRegistrationPassword } from '#web/features/auth/registration-password.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { formLinkClasses } from './form-styles.ts';

/**
 * The create-account form (/register). On success it keeps the password for this tab
 * (`registration-password.ts`) and goes to /register/verification with the email in the navigation state.
 */
export function RegisterForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const mutation = useRegister();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      password: '',
      userType: USER_TYPE,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        keepRegistrationPassword(values.email, values.password);
        navigate('/register/verification', { state: { email: values.email } });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {mutation.isError ? (
        <FormAlert tone="error">
          {translateMessage(failureMessage(mutation.error, messages.registrationFailed))}
        </FormAlert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonNameFields field={register} errors={errors} />
      </div>
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField
        label={t`Phone number`}
        maxLength={10}
        hint={t`10 digits, without +91`}
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        error={errors.password?.message && translateMessage(errors.password.message)}
        {...register('password')}
      />
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t`Creating account…`}
        size="lg"
        className="w-full"
      >
        <Trans>Create Account</Trans>
      </SubmitButton>
      <p className="text-center text-sm text-ink-muted">
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className={formLinkClasses}>
            Login
          </Link>
        </Trans>
      </p>
    </form>
  );
}
