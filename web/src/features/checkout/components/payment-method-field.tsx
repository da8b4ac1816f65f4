import type { UseFormRegisterReturn } from 'react-hook-form';

/** Online payment (Razorpay) arrives with the next issue; flip this to offer it. */
export const ONLINE_PAYMENT_ENABLED = false;

const options = [
  { value: 'cod', label: 'Cash on Delivery', hint: 'Pay in cash when your parcel arrives.' },
  {
    value: 'online',
    label: 'Online payment',
    hint: ONLINE_PAYMENT_ENABLED ? 'Card, UPI or net banking.' : 'Coming soon',
  },
] as const;

interface PaymentMethodFieldProps {
  registration: UseFormRegisterReturn<'paymentMethod'>;
  error?: string;
}

/** The payment method radios (spec §5): Cash on Delivery (default) and Online payment. */
export function PaymentMethodField({ registration, error }: PaymentMethodFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">Payment method</legend>
      {options.map((option) => {
        const disabled = option.value === 'online' && !ONLINE_PAYMENT_ENABLED;
        return (
          <label
            key={option.value}
            className={`flex min-h-12 items-center gap-3 rounded-sm border border-gold-300 bg-white px-4 py-3 has-[:checked]:border-maroon-700 has-[:checked]:bg-maroon-50 ${
              disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'
            }`}
          >
            <input
              type="radio"
              value={option.value}
              disabled={disabled}
              className="h-5 w-5 accent-maroon-700"
              {...registration}
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{option.label}</span>
              <span className="text-xs text-ink-muted">{option.hint}</span>
            </span>
          </label>
        );
      })}
      {error ? (
        <p id="payment-method-error" className="text-sm font-medium text-maroon-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
