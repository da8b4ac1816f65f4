import { Trans } from '@lingui/react/macro';
import { type ComponentProps, useId } from 'react';
import { FieldError } from './field-error.tsx';

interface MessageFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** The field's validation message; marks the field invalid and is tied to it. */
  error?: string | undefined;
  /** Characters typed so far, shown against `maxLength`. */
  length: number;
  maxLength: number;
}

/**
 * A labelled multi-line field with a character count ("120 / 2000 characters"), in the style of
 * TextField. The count is tied to the field with aria-describedby, not announced on every key.
 */
export function MessageField({ label, error, length, maxLength, id, ...textarea }: MessageFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const over = length > maxLength;
  return (
    <div className="flex flex-col gap-1.5 text-left">
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        {...textarea}
        id={fieldId}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={[countId, error ? errorId : ''].filter(Boolean).join(' ')}
        className={`min-h-36 w-full resize-y rounded-sm border bg-white px-3 py-2 text-base text-ink focus-visible:border-maroon-700 ${
          error ? 'border-maroon-500' : 'border-gold-700'
        }`}
      />
      <p
        id={countId}
        className={`text-right text-xs ${over ? 'font-semibold text-maroon-700' : 'text-ink-muted'}`}
      >
        <Trans>
          {length} / {maxLength} characters
        </Trans>
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
