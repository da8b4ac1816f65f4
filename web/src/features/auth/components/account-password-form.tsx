import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shahi/contract';
import { changePasswordSchema } from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';

/**
 * The profile's Change Password tab: old and new password. Missing fields or a short new
 * password are flagged in the page (docs/product.md#validation-and-messages); then the server decides.
 */
export function AccountPasswordForm() {
  const { t } = useLingui();
  const mutation = useChangePassword();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '' },
  });
  const { errors } = formState;
  // One alert at a time: the old password's first, then the new one's.
  const invalid = errors.oldPassword?.message ?? errors.newPassword?.message;

  const submit = handleSubmit(({ oldPassword, newPassword }) =>
    mutation.mutate({ oldPassword, newPassword }, { onSuccess: () => reset() }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-5">
      {invalid ? <FormAlert tone="error">{translateMessage(invalid)}</FormAlert> : null}
      {!invalid && mutation.isError ? (
        <FormAlert tone="error">
          {translateMessage(
            failureMessage(mutation.error, messages.errorUpdatingPassword, messages.errorUpdatingPassword),
          )}
        </FormAlert>
      ) : null}
      {mutation.isSuccess ? (
        <FormAlert tone="success">{translateMessage(messages.passwordUpdated)}</FormAlert>
      ) : null}
      <PasswordField
        label={t`Current password`}
        autoComplete="current-password"
        aria-invalid={errors.oldPassword ? true : undefined}
        {...register('oldPassword')}
      />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        aria-invalid={errors.newPassword ? true : undefined}
        {...register('newPassword')}
      />
      <SubmitButton pending={mutation.isPending} pendingLabel={t`Updating…`} className="self-start">
        <Trans>Update Password</Trans>
      </SubmitButton>
    </form>
  );
}
