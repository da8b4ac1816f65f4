import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shahi/contract';
import { type AcceptQuoteRequest, acceptQuoteSchema } from '@shahi/contract/schemas';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AddressFields } from '#web/components/address/address-fields.tsx';
import { DeliveryContactFields } from '#web/components/address/delivery-contact-fields.tsx';
import { TermsField } from '#web/components/terms-field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useAcceptQuote } from '#web/features/requests/api/quote.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';

const sectionHeading = 'font-display text-xl font-semibold text-maroon-700';

/** The account's phone as the form's 10 digits, when it has at least that many. */
function tenDigits(phone: string | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : digits;
}

/**
 * The delivery address, contact phone and terms with which a shopper accepts a quote (ADR 0040),
 * checked by the API's schema (the checkout's address rules). Cash on delivery only. On success
 * it goes to My Orders with the server's message; a refusal (declined, already accepted) shows in red.
 */
export function AcceptQuoteForm({ requestId, priceLabel }: { requestId: string; priceLabel: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const mutation = useAcceptQuote(requestId);
  const { register, handleSubmit, formState, watch, setValue } = useForm<AcceptQuoteRequest>({
    resolver: zodResolver(acceptQuoteSchema),
    defaultValues: {
      addressDetails: {
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        phone: tenDigits(user?.phoneNumber),
        address: '',
        city: '',
        state: '',
        zip: '',
        country: 'India',
        gstin: '',
      },
      phoneNumber: tenDigits(user?.phoneNumber),
      saveAddress: false,
      acceptTerms: false,
    },
  });
  const errors = formState.errors;
  const address = errors.addressDetails;

  return (
    <form
      noValidate
      aria-label={t`Accept the quote`}
      onSubmit={handleSubmit((values) =>
        mutation.mutate(values, {
          onSuccess: ({ message }) => navigate('/my-orders', { state: { message } }),
        }),
      )}
      className="flex flex-col gap-6"
    >
      <section aria-labelledby="delivery-heading" className="flex flex-col gap-4">
        <h2 id="delivery-heading" className={sectionHeading}>
          <Trans>Delivery address</Trans>
        </h2>
        <AddressFields
          field={(name) => register(`addressDetails.${name}`)}
          errors={address}
          pinFill={{
            zip: watch('addressDetails.zip') ?? '',
            city: watch('addressDetails.city') ?? '',
            state: watch('addressDetails.state') ?? '',
            set: (name, value) =>
              setValue(`addressDetails.${name}`, value, { shouldValidate: true, shouldDirty: true }),
          }}
        />
        <DeliveryContactFields
          field={register}
          errors={{ phone: address?.phone?.message, phoneNumber: errors.phoneNumber?.message }}
        />
      </section>
      <p className="rounded-sm border border-gold-300 bg-parchment px-4 py-3 text-sm text-ink">
        <Trans>
          Payment: <strong>Cash on delivery</strong>, {priceLabel}, when your piece arrives.
        </Trans>
      </p>
      <TermsField registration={register('acceptTerms')} error={errors.acceptTerms?.message} />
      {mutation.isError ? (
        <FormAlert tone="error">
          {translateMessage(failureMessage(mutation.error, messages.somethingWentWrong))}
        </FormAlert>
      ) : null}
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t`Placing order...`}
        size="lg"
        className="w-full"
      >
        <Trans>Accept quote and place order</Trans>
      </SubmitButton>
    </form>
  );
}
