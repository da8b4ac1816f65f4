import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shahi/contract';
import { pieceRequestSchema, REQUEST_MESSAGE_MAX_LENGTH } from '@shahi/contract/schemas';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { EmailField, NameField, PhoneField } from '#web/components/contact-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { MessageField } from '#web/components/ui/message-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSendPieceRequest } from '#web/features/requests/api/send-request.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * The "Ask for one like this" / made-to-order form (ADR 0040), checked with the API's own schema:
 * a message, an optional budget in rupees and an optional phone. Signed in, the name and e-mail are
 * the account's (shown, not asked); signed out, name and e-mail are asked with the promise that we
 * write only about this request. Once sent, the reference replaces the form.
 */
export function AskForm({ productId }: { productId?: string | undefined }) {
  const { t } = useLingui();
  const { user } = useSession();
  const mutation = useSendPieceRequest();
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(pieceRequestSchema),
    defaultValues: {
      productId: productId ?? '',
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      phone: user?.phoneNumber ?? '',
      message: '',
      budget: '',
    },
  });
  const errors = formState.errors;
  const length = (useWatch({ control, name: 'message' }) ?? '').length;

  if (mutation.isSuccess) {
    const replyTo = user?.email ?? mutation.variables.email;
    return (
      <div className="flex flex-col gap-4">
        <div
          role="status"
          className="rounded-sm border-l-4 border-sale bg-sale/10 px-4 py-4 text-left text-ink"
        >
          <p className="font-display text-lg font-semibold">
            <Trans>Your request is with our artisans</Trans>
          </p>
          <p className="mt-1 text-sm">
            <Trans>
              Your reference is{' '}
              <strong className="font-sans text-base text-maroon-700">{mutation.data.reference}</strong>. We
              will reply to {replyTo} with a price and a making time.
            </Trans>
          </p>
        </div>
        <Button variant="ghost" className="self-start" onClick={() => mutation.reset()}>
          <Trans>Ask for another piece</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={t`Request form`}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      className="flex flex-col gap-5"
    >
      {mutation.isError ? (
        <FormAlert tone="error">
          {translateMessage(failureMessage(mutation.error, messages.somethingWentWrongLater))}
        </FormAlert>
      ) : null}
      {user ? (
        <p className="text-sm text-ink" data-testid="request-account">
          <Trans>
            We will reply to <strong>{user.email}</strong>, the address of your account.
          </Trans>
        </p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <NameField error={errors.name?.message} {...register('name')} />
          <EmailField error={errors.email?.message} {...register('email')} />
        </div>
      )}
      <MessageField
        label={t`What would you like made?`}
        placeholder={t`Colours, fabric, size, the occasion, anything we should know`}
        length={length}
        maxLength={REQUEST_MESSAGE_MAX_LENGTH}
        error={errors.message?.message && translateMessage(errors.message.message)}
        {...register('message')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`Your budget in ₹ (optional)`}
          inputMode="decimal"
          hint={t`A rough figure helps us suggest fabrics and work`}
          error={errors.budget?.message && translateMessage(errors.budget.message)}
          {...register('budget')}
        />
        <PhoneField
          label={t`Phone (optional)`}
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      {user ? null : (
        <p className="text-sm text-ink-muted">
          <Trans>
            We will use your e-mail address only to write to you about this request. Have an account?{' '}
            <Link
              to="/login"
              state={{ from: productId ? `/ask?product=${productId}` : '/ask' }}
              className="font-semibold text-maroon-700 underline"
            >
              Sign in
            </Link>{' '}
            to accept our quote faster.
          </Trans>
        </p>
      )}
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t`Sending…`}
        size="lg"
        className="w-full sm:w-auto sm:self-start"
      >
        <Trans>Send request</Trans>
      </SubmitButton>
    </form>
  );
}
