import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldError } from './field-error.tsx';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The field's validation message; marks the input invalid and is announced with it. */
  error?: string | undefined;
  /** A short help text under the input. */
  hint?: string;
  /** A control inside the input's right edge (e.g. a show-password toggle). */
  trailing?: ReactNode;
}

/**
 * A labelled input in the shop's style. Hint and error are tied to the input with
 * aria-describedby; an error sets aria-invalid and is announced (role="alert"). Works with
 * react-hook-form's `register`.
 */
export function TextField({ label, error, hint, trailing, id, className = '', ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 text-left ${className}`}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          {...input}
          id={inputId}
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={describedBy}
          className={`h-11 w-full rounded-sm border bg-white px-3 text-base text-ink placeholder:text-ink-muted focus-visible:border-maroon-700 disabled:bg-parchment ${
            error ? 'border-maroon-500' : 'border-gold-700'
          } ${trailing ? 'pr-12' : ''}`}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
