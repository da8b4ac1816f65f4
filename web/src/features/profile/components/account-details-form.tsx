import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type ProfileData } from '@shahi/contract';
import { editProfileSchema } from '@shahi/contract/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PersonNameFields, PhoneField } from '#web/components/contact-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useEditProfile } from '#web/features/profile/api/edit-profile.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';

interface AccountDetailsFormProps {
  userId: string;
  profile: ProfileData;
  /** Back to view mode, after a save or on Cancel. */
  onDone: () => void;
}

/** Edit mode: first name, last name and phone; Save shows "Saving..." and Cancel returns to view mode. */
export function AccountDetailsForm({ userId, profile, onDone }: AccountDetailsFormProps) {
  const { t } = useLingui();
  const mutation = useEditProfile(userId);
  const { register, handleSubmit, formState, setFocus } = useForm({
    resolver: zodResolver(editProfileSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber,
    },
  });
  const { errors } = formState;
  useEffect(() => setFocus('firstName'), [setFocus]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => mutation.mutate(values, { onSuccess: onDone }))}
      className="flex flex-col gap-5"
    >
      {mutation.isError ? (
        <FormAlert tone="error">
          {translateMessage(failureMessage(mutation.error, messages.somethingWentWrongTryAgain))}
        </FormAlert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonNameFields field={register} errors={errors} />
        <TextField
          label={t`Email`}
          value={profile.email}
          readOnly
          disabled
          hint={t`Your email cannot be changed`}
        />
        <PhoneField
          label={t`Phone number`}
          maxLength={10}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={mutation.isPending} pendingLabel={t`Saving...`}>
          <Trans>Save</Trans>
        </SubmitButton>
        <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
