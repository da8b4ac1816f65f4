import type { ComponentProps, ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button.tsx';

interface SubmitButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  /** While true the button is disabled and reads `pendingLabel`. */
  pending: boolean;
  /** What the button reads while the form is being sent, e.g. "Saving...". */
  pendingLabel: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A form's submit button in the shop's style: disabled while `pending` (or `disabled`), reading
 * `pendingLabel` then and `children` otherwise.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  variant,
  size,
  className = '',
  ...props
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      className={buttonClasses(variant, size, className)}
      {...props}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
