import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shahi/contract';
import { forgotPasswordSchema } from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EmailField } from '#web/components/contact-fields.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useForgotPassword } from '#web/features/auth/api/forgot-password.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { formLinkClasses } from './form-styles.ts';

/**
 * One email field and Submit (/forgot-password): "Reset link Sent Successfully" in
 * green with a hint (the answer is the same whether or not an account exists), errors in red.
 */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const mutation = useForgotPassword();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      className="flex flex-col gap-5"
    >
      <p className="text-center text-sm text-ink">
        <Trans>
          Enter the email you registered with and we will send you a link to choose a new password.
        </Trans>
      </p>
      {mutation.isSuccess ? (
        <FormAlert tone="success">
          <p>{translateMessage(messages.resetLinkSent)}</p>
          <p className="mt-1 font-normal text-ink">
            <Trans>
              If an account exists for {mutation.variables.email}, the link arrives in a few minutes. Check
              your spam folder too.
            </Trans>
          </p>
        </FormAlert>
      ) : null}
      {mutation.isError ? (
        <FormAlert tone="error">
          {translateMessage(failureMessage(mutation.error, messages.somethingWentWrongLater))}
        </FormAlert>
      ) : null}
      <EmailField error={formState.errors.email?.message} {...register('email')} />
      <SubmitButton pending={mutation.isPending} pendingLabel={t`Sending…`} size="lg" className="w-full">
        <Trans>Submit</Trans>
      </SubmitButton>
      <p className="text-center text-sm text-ink-muted">
        <Trans>
          Remembered it?{' '}
          <Link to="/login" className={formLinkClasses}>
            Back to Login
          </Link>
        </Trans>
      </p>
    </form>
  );
}
