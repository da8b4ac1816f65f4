import { type ComponentProps, type ReactNode, useId } from 'react';

const controlClasses = (invalid: boolean) =>
  `w-full rounded-sm border bg-white px-3 text-base text-ink focus-visible:border-maroon-700 disabled:bg-parchment ${
    invalid ? 'border-maroon-500' : 'border-gold-700'
  }`;

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and announced error, laid out as the storefront's TextField. */
function FieldFrame({ id, label, error, hint, className = '', children }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1.5 text-left ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-maroon-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled <select> in the shop's style; works with react-hook-form's `register`. */
export function SelectField({ label, error, hint, id, className, children, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} error={error} hint={hint} className={className}>
      <select
        {...select}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={`h-11 ${controlClasses(!!error)}`}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled <textarea> in the shop's style; works with react-hook-form's `register`. */
export function TextAreaField({ label, error, hint, id, className, rows = 4, ...area }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldFrame id={areaId} label={label} error={error} hint={hint} className={className}>
      <textarea
        {...area}
        id={areaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, hint, error)}
        className={`py-2 leading-relaxed ${controlClasses(!!error)}`}
      />
    </FieldFrame>
  );
}

/** A checkbox with its label, 44 px tall for a thumb. */
export function CheckboxField({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
      <input type="checkbox" className="h-5 w-5 accent-maroon-700" {...input} />
      {label}
    </label>
  );
}
