import { Trans, useLingui } from '@lingui/react/macro';
import { findIndianState, indianStates } from '@shahi/contract';
import { type ComponentProps, useId } from 'react';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { translateMessage } from '#web/lib/i18n.ts';

interface StateSelectProps extends ComponentProps<'select'> {
  /** The field's validation message; marks the select invalid and is announced with it. */
  error?: string | undefined;
}

/**
 * "State / union territory": a <select> of India's 36 states and union territories by official
 * name, "Select state" first (docs/decisions/0029-indian-addresses.md). Works with react-hook-form's
 * `register`, like TextField.
 */
export function StateSelect({ error, id, className = '', ...select }: StateSelectProps) {
  const { t } = useLingui();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 text-left ${className}`}>
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        <Trans>State / union territory</Trans>
      </label>
      <select
        autoComplete="address-level1"
        {...select}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`h-11 w-full min-w-0 rounded-sm border bg-white px-3 text-base text-ink focus-visible:border-maroon-700 ${
          error ? 'border-maroon-500' : 'border-gold-700'
        }`}
      >
        <option value="">{t`Select state`}</option>
        {indianStates.map((state) => (
          <option key={state.code} value={state.name}>
            {state.name}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error && translateMessage(error)} />
    </div>
  );
}

/** A state as saved (any spelling the list knows) → its official name for the select; '' when unknown. */
export function stateOption(state: string | undefined): string {
  return findIndianState(state ?? '')?.name ?? '';
}
