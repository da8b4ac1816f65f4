import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '@shahi/contract';
import type { DiscountCheck } from '@shahi/contract/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AddressFields } from '#web/components/address/address-fields.tsx';
import { DeliveryContactFields } from '#web/components/address/delivery-contact-fields.tsx';
import { DeliveryPromise } from '#web/components/delivery/delivery-promise.tsx';
import { TermsField } from '#web/components/terms-field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useCreateOrder } from '#web/features/checkout/api/create-order.ts';
import { useCheckoutOptions } from '#web/features/checkout/api/get-checkout-options.ts';
import { isPieceGone } from '#web/features/checkout/api/piece-gone.ts';
import {
  type OnlinePaymentPhase,
  useOnlinePayment,
} from '#web/features/checkout/hooks/use-online-payment.ts';
import { getShopConfig } from '#web/lib/config.ts';
import { useDeliveryEstimate } from '#web/lib/delivery.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { useMessages } from '#web/lib/use-messages.ts';
import { BusinessBuyerFields } from './business-buyer-fields.tsx';
import {
  type CheckoutFormValues,
  checkoutFormSchema,
  onlinePayer,
  orderDescription,
  whatsappChoice,
} from './checkout-values.ts';
import { DiscountCodeField } from './discount-code-field.tsx';
import { OnlinePaymentAlert } from './online-payment-alert.tsx';
import { PaymentMethodField } from './payment-method-field.tsx';
import { type CheckoutTotals, PriceBreakup } from './price-breakup.tsx';
import { WhatsAppOptInField } from './whatsapp-opt-in-field.tsx';

interface CheckoutFormProps {
  /** The page's totals: the pieces still available (only these are ordered), the applied code (sent with the order) and the total. */
  totals: CheckoutTotals;
  defaultValues: CheckoutFormValues;
  onDiscount: (discount: DiscountCheck | null) => void;
}

const sectionHeading = 'font-display text-xl font-semibold text-maroon-700';

const busyLabels: Partial<Record<OnlinePaymentPhase, MessageDescriptor>> = {
  creating: msg`Placing order...`,
  paying: msg`Waiting for payment...`,
  verifying: msg`Verifying payment...`,
};

/**
 * The shipping address, contact phone, payment method and Place Order (docs/product.md#checkout). Cash
 * on delivery goes to /my-orders carrying "Order placed successfully with Cash on Delivery!";
 * online payment opens the widget and, once the server verifies the payment (or says it is still
 * confirming it), goes there with its message. A failure shows the server's message (or
 * "Something went wrong") in red. The payment methods follow the shop's payment mode from the
 * first render (docs/decisions/0019): Cash on Delivery only when online payment is off. An applied
 * discount code goes with the order (ADR 0039). Under the address, the delivery promise for its PIN
 * (ADR 0064): Place Order is disabled with the reason for a PIN no courier serves, and Cash on
 * Delivery where it is not collected; a typed PIN fills city and state from India Post's directory.
 * "Send me order updates on WhatsApp" goes with the order as `whatsappOptIn` (ADR 0067: whatsappChoice).
 */
export function CheckoutForm({ totals, defaultValues, onDiscount }: CheckoutFormProps) {
  const user = useSession().user;
  const userId = user?.userId ?? '';
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const m = useMessages('messages');
  const pinCode = useMessages('pinCode');
  const mutation = useCreateOrder(userId);
  const { paymentMode } = getShopConfig();
  // A payment still being confirmed arrives at My Orders as information, not as a success.
  const online = useOnlinePayment(userId, (message, tone) =>
    navigate('/my-orders', { state: { message, tone } }),
  );
  const { register, handleSubmit, formState, setValue, getValues, watch } = useForm({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues,
  });
  const errors = formState.errors;
  const address = errors.addressDetails;
  const { buyable: available, discount, total } = totals;
  const buyable = available.map((piece) => piece._id);
  const pieceGone = isPieceGone(mutation.error);
  const onlineBusy = online.phase !== 'idle';
  const busyLabel = busyLabels[online.phase];
  // Over the cash-on-delivery ceiling COD is disabled and online payment chosen (ADR 0035); the
  // ceiling applies to the total after an applied discount code (ADR 0039).
  const options = useCheckoutOptions().data;
  // The delivery promise for the address's PIN (ADR 0064): a PIN no courier serves cannot be
  // ordered to, and cash on delivery is off where couriers do not collect it.
  const zip = (watch('addressDetails.zip') ?? '').trim();
  const estimate = useDeliveryEstimate(zip);
  const promise = estimate.data?.pinCode === zip ? estimate.data : undefined;
  const notServed = promise && !promise.serviceable ? pinCode.notServedAtCheckout(zip) : undefined;
  const codNotHere = promise?.serviceable && !promise.codAvailable ? pinCode.codNotHere(zip) : undefined;
  const codCeiling = options ? formatRupees(options.codMaxAmount) : '';
  const codUnavailable =
    options && total > options.codMaxAmount
      ? t`Cash on delivery is available for orders up to ${codCeiling}. Please pay online for this order.`
      : codNotHere;
  // With online payment off, a PIN without cash on delivery cannot be ordered to either.
  const blocked = notServed ?? (codNotHere && paymentMode === 'off' ? codNotHere : undefined);
  useEffect(() => {
    if (codUnavailable && paymentMode !== 'off' && getValues('paymentMethod') === 'cod') {
      setValue('paymentMethod', 'online');
    }
  }, [codUnavailable, paymentMode, getValues, setValue]);

  const placeOrder = handleSubmit(({ whatsappOptIn, ...values }) => {
    const order = {
      ...values,
      products: buyable,
      ...(discount ? { discountCode: discount.code } : {}),
      ...whatsappChoice(whatsappOptIn, defaultValues.whatsappOptIn),
    };
    if (values.paymentMethod === 'online') {
      mutation.reset();
      return online.start(order, onlinePayer(values, user), orderDescription(available));
    }
    online.clear();
    // A COD order awaits the shopper's confirmation (ADR 0035): the notice says where to give it.
    mutation.mutate(order, {
      onSuccess: ({ message, order: placed }) => {
        const placedMessage = translateMessage(message);
        navigate('/my-orders', {
          state: {
            message: placed.awaitingConfirmation
              ? t`${placedMessage} Please confirm it from the e-mail we sent, or with the button below.`
              : placedMessage,
          },
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={placeOrder} className="flex flex-col gap-6">
      <section aria-labelledby="shipping-heading" className="flex flex-col gap-4">
        <h2 id="shipping-heading" className={sectionHeading}>
          <Trans>Shipping address</Trans>
        </h2>
        <AddressFields
          field={(name) => register(`addressDetails.${name}`)}
          errors={address}
          pinFill={{
            zip,
            city: watch('addressDetails.city') ?? '',
            state: watch('addressDetails.state') ?? '',
            set: (name, value) =>
              setValue(`addressDetails.${name}`, value, { shouldValidate: true, shouldDirty: true }),
          }}
        />
        <DeliveryPromise
          estimate={promise}
          pending={estimate.isFetching && !promise}
          failed={estimate.isError}
        />
        <BusinessBuyerFields
          gstin={watch('addressDetails.gstin') ?? ''}
          deliveryState={watch('addressDetails.state') ?? ''}
          gstinField={register('addressDetails.gstin')}
          businessNameField={register('addressDetails.businessName')}
          errors={{ gstin: address?.gstin?.message, businessName: address?.businessName?.message }}
        />
      </section>
      <section aria-labelledby="contact-heading" className="flex flex-col gap-4">
        <h2 id="contact-heading" className={sectionHeading}>
          <Trans>Contact</Trans>
        </h2>
        <DeliveryContactFields
          field={register}
          errors={{ phone: address?.phone?.message, phoneNumber: errors.phoneNumber?.message }}
        />
        <WhatsAppOptInField registration={register('whatsappOptIn')} />
      </section>
      <PaymentMethodField
        registration={register('paymentMethod')}
        error={errors.paymentMethod?.message}
        mode={paymentMode}
        testMode={paymentMode === 'test' || online.sandbox}
        {...(codUnavailable ? { codUnavailable } : {})}
      />
      {mutation.isError ? (
        <FormAlert tone="error">
          <p>{translateMessage(failureMessage(mutation.error, m.somethingWentWrong))}</p>
          {pieceGone ? (
            <p className="mt-1 font-normal">
              <Trans>The order summary now shows what is still available.</Trans>
            </p>
          ) : null}
        </FormAlert>
      ) : null}
      {mutation.isSuccess ? (
        <FormAlert tone="success" urgent>
          {translateMessage(mutation.data.message)}
        </FormAlert>
      ) : null}
      {online.notice ? (
        <OnlinePaymentAlert
          notice={online.notice}
          pieceGone={online.pieceGone}
          onRetry={() => void online.retry()}
          retryDisabled={onlineBusy}
        />
      ) : null}
      <DiscountCodeField
        products={buyable}
        applied={discount}
        onChange={onDiscount}
        delivery={() => {
          const { phone, zip, address: street } = getValues('addressDetails');
          return { phone, zip, address: street };
        }}
      />
      <PriceBreakup totals={totals} />
      <TermsField registration={register('acceptTerms')} error={errors.acceptTerms?.message} />
      {blocked ? (
        <p id="checkout-blocked" role="alert" className="text-sm font-semibold text-maroon-700">
          {blocked}
        </p>
      ) : null}
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t`Placing order...`}
        disabled={mutation.isSuccess || onlineBusy || buyable.length === 0 || blocked !== undefined}
        aria-describedby={blocked ? 'checkout-blocked' : undefined}
        size="lg"
        className="w-full"
      >
        {busyLabel ? i18n._(busyLabel) : t`Place Order`}
      </SubmitButton>
    </form>
  );
}
