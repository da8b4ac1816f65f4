import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_NOT_VERIFIED, messages } from '@shahi/contract';
import { loginSchema } from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { EmailField } from '#web/components/contact-fields.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useLogin } from '#web/features/auth/api/login.ts';
import { keepRegistrationPassword } from '#web/features/auth/registration-password.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { formLinkClasses } from './form-styles.ts';

/**
 * What other pages pass to /login: a success message (verification, reset), the email to
 * prefill, and a notice saying why a login is needed (adding to the bag, an expired session at checkout).
 */
function readLoginState(state: unknown): { message?: string; email?: string; notice?: string } {
  const record = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return { message: text(record.message), email: text(record.email), notice: text(record.notice) };
}

/**
 * The login form (/login): the login error above the form, the message passed
 * from verification or reset in green, and a way to verify the email when login says it is not.
 * On success the token is stored; the route's guard then leaves the page.
 */
export function LoginForm() {
  const { t } = useLingui();
  const passed = readLoginState(useLocation().state);
  const mutation = useLogin();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: passed.email ?? '', password: '' },
  });
  const { errors } = formState;
  const unverified = mutation.error instanceof ApiError && mutation.error.code === EMAIL_NOT_VERIFIED;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        mutation.mutate(values, {
          // The password matched a waiting registration: the code screen sends it with the code.
          onError: (error) => {
            if (error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED) {
              keepRegistrationPassword(values.email, values.password);
            }
          },
        }),
      )}
      className="flex flex-col gap-5"
    >
      {mutation.isError ? (
        <FormAlert tone="error">
          <p>{translateMessage(failureMessage(mutation.error, messages.loginFailed))}</p>
          {unverified ? (
            <Link
              to="/register/verification"
              state={{ email: mutation.variables?.email }}
              className={`${formLinkClasses} mt-2 inline-block`}
            >
              <Trans>Verify your email</Trans>
            </Link>
          ) : null}
        </FormAlert>
      ) : passed.message ? (
        <FormAlert tone="success">{translateMessage(passed.message)}</FormAlert>
      ) : passed.notice ? (
        <FormAlert tone="info" urgent>
          {translateMessage(passed.notice)}
        </FormAlert>
      ) : null}
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        error={errors.password?.message && translateMessage(errors.password.message)}
        {...register('password')}
      />
      <div className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className={formLinkClasses}>
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <SubmitButton pending={mutation.isPending} pendingLabel={t`Logging in…`} size="lg" className="w-full">
        <Trans>Login</Trans>
      </SubmitButton>
      <p className="text-center text-sm text-ink-muted">
        <Trans>
          New to the shop?{' '}
          <Link to="/register" className={formLinkClasses}>
            Create an account
          </Link>
        </Trans>
      </p>
    </form>
  );
}
