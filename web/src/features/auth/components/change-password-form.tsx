import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@shahi/contract';
import { changePasswordFormSchema } from '@shahi/contract/schemas';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';
import { failureMessage } from '#web/lib/error-message.ts';

const emptyForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Old, new and confirm (/auth/changepassword). Sent only once every
 * field is filled; `urlToken` (the `token` query parameter) names the session when given, else
 * the stored login does. Success stores the fresh token the server returns.
 */
export function ChangePasswordForm({ urlToken }: { urlToken?: string | undefined }) {
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
      {mutation.isSuccess ? <FormAlert tone="success">{messages.passwordUpdated}</FormAlert> : null}
      {mutation.isError ? (
        <FormAlert tone="error">{failureMessage(mutation.error, messages.errorUpdatingPassword)}</FormAlert>
      ) : null}
      <PasswordField
        label="Old password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel="Updating…"
        disabled={!allFilled}
        size="lg"
        className="w-full"
      >
        Change Password
      </SubmitButton>
    </form>
  );
}
