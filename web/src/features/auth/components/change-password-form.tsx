import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shahi/contract';
import { changePasswordFormSchema } from '@shahi/contract/schemas';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';

const emptyForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Old, new and confirm (/auth/changepassword). Sent only once every
 * field is filled; `urlToken` (the `token` query parameter) names the session when given, else
 * the stored login does. Success stores the fresh token the server returns.
 */
export function ChangePasswordForm({ urlToken }: { urlToken?: string | undefined }) {
  const { t } = useLingui();
  const mutation = useChangePassword();
  const { register, handleSubmit, formState, control, reset } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });
  const values = useWatch({ control });
  const allFilled = Object.keys(emptyForm).every((name) => values[name as keyof typeof emptyForm]);
  const { errors } = formState;

  const submit = handleSubmit(({ oldPassword, newPassword }) =>
    mutation.mutate(
      { oldPassword, newPassword, ...(urlToken ? { token: urlToken } : {}) },
      { onSuccess: () => reset(emptyForm) },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {mutation.isSuccess ? (
        <FormAlert tone="success">{translateMessage(messages.passwordUpdated)}</FormAlert>
      ) : null}
      {mutation.isError ? (
        <FormAlert tone="error">
          {translateMessage(failureMessage(mutation.error, messages.errorUpdatingPassword))}
        </FormAlert>
      ) : null}
      <PasswordField
        label={t`Old password`}
        autoComplete="current-password"
        error={errors.oldPassword?.message && translateMessage(errors.oldPassword.message)}
        {...register('oldPassword')}
      />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        error={errors.newPassword?.message && translateMessage(errors.newPassword.message)}
        {...register('newPassword')}
      />
      <PasswordField
        label={t`Confirm new password`}
        autoComplete="new-password"
        error={errors.confirmPassword?.message && translateMessage(errors.confirmPassword.message)}
        {...register('confirmPassword')}
      />
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t`Updating…`}
        disabled={!allFilled}
        size="lg"
        className="w-full"
      >
        <Trans>Change Password</Trans>
      </SubmitButton>
    </form>
  );
}
