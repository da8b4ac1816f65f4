import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shahi/contract';
import { CONTACT_MESSAGE_MAX_LENGTH, contactSchema, storefrontMessages } from '@shahi/contract/schemas';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EmailField, NameField, PhoneField } from '#web/components/contact-fields.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { MessageField } from '#web/components/ui/message-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useSendContactMessage } from '#web/features/contact/api/send-contact-message.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form (docs/product.md#contact-and-content-pages): name, e-mail, optional phone and a
 * message with a character count, checked with the API's own schema. A signed-in shopper finds
 * name, e-mail and phone filled in from the account (editable), as on the grievance form. While
 * sending the button reads "Sending…"; on success the thank-you shows in green and the message
 * empties; a failure shows in red.
 */
export function ContactForm() {
  const { t } = useLingui();
  const mutation = useSendContactMessage();
  const { user } = useSession();
  const { register, handleSubmit, formState, control, reset, getValues } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const email = user?.email ?? '';
  const phone = user?.phoneNumber ?? '';
  const startValues = user ? { name, email, phone, message: '' } : EMPTY;

  // The session is known after the first paint (hydration): fill the fields then, unless typed in.
  useEffect(() => {
    if (!user) return;
    const typed = getValues();
    if (typed.name || typed.email || typed.phone) return;
    reset({ ...typed, name, email, phone }, { keepDirtyValues: true });
  }, [user, name, email, phone, getValues, reset]);

  return (
    <form
      noValidate
      aria-label={t`Contact form`}
      onSubmit={handleSubmit((values) => mutation.mutate(values, { onSuccess: () => reset(startValues) }))}
      className="flex flex-col gap-5"
    >
      {mutation.isSuccess ? <FormAlert tone="success">{translateMessage(mutation.data)}</FormAlert> : null}
      {mutation.isError ? (
        <FormAlert tone="error">
          {translateMessage(failureMessage(mutation.error, messages.somethingWentWrongLater))}
        </FormAlert>
      ) : null}
      {user ? (
        <p className="text-sm text-ink-muted">{translateMessage(storefrontMessages.contactPrefilled)}</p>
      ) : null}
      <NameField error={formState.errors.name?.message} {...register('name')} />
      <EmailField error={formState.errors.email?.message} {...register('email')} />
      <PhoneField
        label={t`Phone (optional)`}
        hint={t`10 digits, if you would like us to call you back.`}
        error={formState.errors.phone?.message}
        {...register('phone')}
      />
      <MessageField
        label={t`Message`}
        length={message.length}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        error={formState.errors.message?.message && translateMessage(formState.errors.message.message)}
        {...register('message')}
      />
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t`Sending…`}
        size="lg"
        className="w-full sm:w-auto sm:self-start"
      >
        <Trans>Send Message</Trans>
      </SubmitButton>
    </form>
  );
}
