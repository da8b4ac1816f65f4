import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatIndiaDate, messages } from '@shahi/contract';
import { GRIEVANCE_MESSAGE_MAX_LENGTH, grievanceSchema } from '@shahi/contract/schemas';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { EmailField, NameField, PhoneField } from '#web/components/contact-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { MessageField } from '#web/components/ui/message-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useFileGrievance } from '#web/features/grievances/api/file-grievance.ts';
import { useOrdersToName } from '#web/features/grievances/api/get-my-orders.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { orderReference } from './format.ts';
import { OrderSelect } from './grievance-fields.tsx';
import { GrievanceReceipt } from './grievance-receipt.tsx';

/**
 * The grievance form (docs/product.md#grievances), checked with the API's own schema. Signed in,
 * name and phone are prefilled from the account, the e-mail is the account's (shown, not asked: the
 * server files there whatever the body says) and one of the shopper's orders may be named
 * (`orderId` preselects one, e.g. from My Orders); a guest asked about an order is offered to sign
 * in. Once filed, the ticket number and both due dates replace the form.
 */
export function GrievanceForm({ orderId = '' }: { orderId?: string | undefined }) {
  const { t } = useLingui();
  const { user } = useSession();
  const orders = useOrdersToName(user?.userId);
  const mutation = useFileGrievance();
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(grievanceSchema),
    defaultValues: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      phone: user?.phoneNumber ?? '',
      orderId: user ? orderId : '',
      subject: '',
      message: '',
    },
  });
  const description = useWatch({ control, name: 'message' }) ?? '';
  const chosenId = useWatch({ control, name: 'orderId' }) ?? '';
  const chosen = orders.data?.find((order) => order._id === chosenId);

  if (mutation.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <GrievanceReceipt receipt={mutation.data} email={mutation.variables.email} />
        <Button variant="ghost" className="self-start" onClick={() => mutation.reset()}>
          <Trans>File another grievance</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={t`Grievance form`}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      className="flex flex-col gap-5"
    >
      {mutation.isError ? (
        <FormAlert tone="error">
          {translateMessage(failureMessage(mutation.error, messages.somethingWentWrongLater))}
        </FormAlert>
      ) : null}
      {!user && orderId ? (
        <FormAlert tone="info">
          <Trans>
            To name order {orderReference(orderId)} in your grievance,{' '}
            <Link to="/login" state={{ from: `/grievance?order=${orderId}` }} className="underline">
              sign in
            </Link>{' '}
            first. You may also write to us without it.
          </Trans>
        </FormAlert>
      ) : null}
      {chosen ? (
        <p className="text-sm text-ink" data-testid="grievance-order">
          <Trans>
            About order <strong>{orderReference(chosen._id)}</strong>, placed{' '}
            <time dateTime={chosen.createdAt}>{formatIndiaDate(chosen.createdAt)}</time>
          </Trans>
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField error={formState.errors.name?.message} {...register('name')} />
        {user ? (
          <p className="text-sm text-ink sm:self-end" data-testid="grievance-account">
            <Trans>
              We will write to <strong className="break-all">{user.email}</strong>, the address of your
              account.
            </Trans>
          </p>
        ) : (
          <EmailField error={formState.errors.email?.message} {...register('email')} />
        )}
      </div>
      <PhoneField
        label={t`Phone (optional)`}
        inputMode="tel"
        error={formState.errors.phone?.message}
        {...register('phone')}
      />
      {user && orders.data ? (
        <OrderSelect
          label={t`Order (optional)`}
          orders={orders.data}
          error={formState.errors.orderId?.message}
          {...register('orderId')}
        />
      ) : null}
      <TextField
        label={t`Subject`}
        maxLength={200}
        error={formState.errors.subject?.message && translateMessage(formState.errors.subject.message)}
        {...register('subject')}
      />
      <MessageField
        label={t`Describe your grievance`}
        length={description.length}
        maxLength={GRIEVANCE_MESSAGE_MAX_LENGTH}
        error={formState.errors.message?.message && translateMessage(formState.errors.message.message)}
        {...register('message')}
      />
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t`Filing…`}
        size="lg"
        className="w-full sm:w-auto sm:self-start"
      >
        <Trans>File grievance</Trans>
      </SubmitButton>
    </form>
  );
}
