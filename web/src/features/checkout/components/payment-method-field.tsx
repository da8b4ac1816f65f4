import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { PaymentMode } from '@shahi/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '#web/lib/i18n.ts';

const options = [
  { value: 'cod', label: msg`Cash on Delivery`, hint: msg`Pay in cash when your parcel arrives.` },
  { value: 'online', label: msg`Online payment`, hint: msg`Card, UPI or net banking, through Razorpay.` },
] as const;

interface PaymentMethodFieldProps {
  registration: UseFormRegisterReturn<'paymentMethod'>;
  error?: string;
  /** What the shop offers (`window.__SHOP_CONFIG__.paymentMode`): `off` leaves Cash on Delivery only. */
  mode?: PaymentMode;
  /** The shop runs its test sandbox: no money moves (docs/decisions/0019). */
  testMode?: boolean;
  /** Why Cash on Delivery cannot be chosen for this order (over the COD ceiling, ADR 0035); it is then disabled. */
  codUnavailable?: string;
}

/**
 * The payment method radios: Cash on Delivery (default) and Online payment. With online
 * payment off (docs/decisions/0019) only Cash on Delivery is offered, and a line says why. Over
 * the COD ceiling (ADR 0035) Cash on Delivery is disabled with the reason; no COD fee is ever shown.
 */
export function PaymentMethodField({
  registration,
  error,
  mode = 'live',
  testMode = false,
  codUnavailable,
}: PaymentMethodFieldProps) {
  const { i18n } = useLingui();
  const offered = mode === 'off' ? options.filter((option) => option.value === 'cod') : options;
  const describedBy = [
    mode === 'off' ? 'payment-method-note' : '',
    codUnavailable ? 'payment-method-cod-note' : '',
    error ? 'payment-method-error' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy || undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">
        <Trans>Payment method</Trans>
      </legend>
      {offered.map((option) => (
        <label
          key={option.value}
          className="flex min-h-12 cursor-pointer items-center gap-3 rounded-sm border border-gold-300 bg-white px-4 py-3 has-[:checked]:border-maroon-700 has-[:checked]:bg-maroon-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
        >
          <input
            type="radio"
            value={option.value}
            className="h-5 w-5 accent-maroon-700"
            {...registration}
            disabled={option.value === 'cod' && codUnavailable !== undefined}
          />
          <span className="flex flex-col">
            <span className="font-semibold text-ink">{i18n._(option.label)}</span>
            <span className="text-xs text-ink-muted">{i18n._(option.hint)}</span>
          </span>
          {option.value === 'online' && testMode ? (
            <span className="ml-auto rounded-sm bg-blue-100 px-2 py-1 text-xs font-semibold text-blue-800">
              <Trans>Test mode</Trans>
            </span>
          ) : null}
        </label>
      ))}
      {codUnavailable ? (
        <p id="payment-method-cod-note" role="status" className="text-sm font-medium text-maroon-700">
          {codUnavailable}
        </p>
      ) : null}
      {mode === 'off' ? (
        <p id="payment-method-note" className="text-sm text-ink-muted">
          <Trans>
            Online payment is not available at the moment. You can pay in cash when your parcel arrives.
          </Trans>
        </p>
      ) : null}
      {testMode && mode !== 'off' ? (
        <p className="text-xs text-ink-muted">
          <Trans>Test mode: payments go to the shop's sandbox and no money moves.</Trans>
        </p>
      ) : null}
      {error ? (
        <p id="payment-method-error" role="alert" className="text-sm font-medium text-maroon-700">
          {translateMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
