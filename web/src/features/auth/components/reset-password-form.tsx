import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shahi/contract';
import { resetPasswordFormSchema } from '@shahi/contract/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useResetPassword } from '#web/features/auth/api/reset-password.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { endSession, useSession } from '#web/lib/session.ts';
import { formLinkClasses } from './form-styles.ts';

/**
 * New password and confirmation for a mailed reset link (/reset-password/:token);
 * success goes to /login with "Password reset successful! Please login." A reset ends every
 * session on the server, so a shopper who opened the link signed in is signed out here too.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSession().user !== null;
  const mutation = useResetPassword();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onSuccess: () => {
          if (signedIn) {
            endSession();
            queryClient.removeQueries({ queryKey: ['account'] });
          }
          navigate('/login', { state: { message: messages.passwordResetLogin } });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {mutation.isError ? (
        <FormAlert tone="error">
          <p>
            {translateMessage(
              failureMessage(
                mutation.error,
                messages.failedToResetPassword,
                messages.somethingWentWrongTryAgain,
              ),
            )}
          </p>
          <Link to="/forgot-password" className={`${formLinkClasses} mt-2 inline-block`}>
            <Trans>Ask for a new link</Trans>
          </Link>
        </FormAlert>
      ) : null}
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        error={errors.password?.message && translateMessage(errors.password.message)}
        {...register('password')}
      />
      <PasswordField
        label={t`Confirm new password`}
        autoComplete="new-password"
        error={errors.confirmPassword?.message && translateMessage(errors.confirmPassword.message)}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={mutation.isPending} pendingLabel={t`Saving…`} size="lg" className="w-full">
        <Trans>Reset Password</Trans>
      </SubmitButton>
    </form>
  );
}
