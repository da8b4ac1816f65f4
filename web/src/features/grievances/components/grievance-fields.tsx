import { useLingui } from '@lingui/react/macro';
import { formatIndiaDate, type Order } from '@shahi/contract';
import { type ComponentProps, useId } from 'react';
import { translateMessage } from '#web/lib/i18n.ts';
import { orderReference } from './format.ts';

interface FieldProps {
  label: string;
  /** The field's validation message; marks the field invalid and is tied to it. */
  error?: string | undefined;
}

/** The error line under a field (the contract's rule, in the page's language), announced (role="alert"). */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="text-sm font-medium text-maroon-700">
      {translateMessage(error)}
    </p>
  ) : null;
}

const fieldClasses = (error: string | undefined) =>
  `w-full rounded-sm border bg-white px-3 text-base text-ink focus-visible:border-maroon-700 ${
    error ? 'border-maroon-500' : 'border-gold-700'
  }`;

/** The order a grievance concerns: "None", or one of the shopper's orders by reference and date. */
export function OrderSelect({
  label,
  error,
  orders,
  ...select
}: FieldProps & ComponentProps<'select'> & { orders: Order[] }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 text-left">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`h-11 ${fieldClasses(error)}`}
      >
        <option value="">{t`No particular order`}</option>
        {orders.map((order) => (
          <option key={order._id} value={order._id}>
            {t`Order ${orderReference(order._id)} · ${formatIndiaDate(order.createdAt)}`}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
