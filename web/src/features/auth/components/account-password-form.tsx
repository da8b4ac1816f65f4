import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@shahi/contract';
import { changePasswordSchema } from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';
import { failureMessage } from '#web/lib/error-message.ts';

/**
 * The profile's Change Password tab: old and new password. Missing fields or a short new
 * password are flagged in the page (docs/product.md#validation-and-messages); then the server decides.
 */
export function AccountPasswordForm() {
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
      {invalid ? <FormAlert tone="error">{invalid}</FormAlert> : null}
      {!invalid && mutation.isError ? (
        <FormAlert tone="error">
          {failureMessage(mutation.error, messages.errorUpdatingPassword, messages.errorUpdatingPassword)}
        </FormAlert>
      ) : null}
      {mutation.isSuccess ? <FormAlert tone="success">{messages.passwordUpdated}</FormAlert> : null}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        aria-invalid={errors.oldPassword ? true : undefined}
        {...register('oldPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters"
        aria-invalid={errors.newPassword ? true : undefined}
        {...register('newPassword')}
      />
      <SubmitButton pending={mutation.isPending} pendingLabel="Updating…" className="self-start">
        Update Password
      </SubmitButton>
    </form>
  );
}
