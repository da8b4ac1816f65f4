import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'gold' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-maroon-700 text-ivory hover:bg-maroon-800 active:bg-maroon-900',
  gold: 'bg-gold-500 text-maroon-900 hover:bg-gold-400 active:bg-gold-300',
  outline: 'border border-maroon-700 bg-transparent text-maroon-700 hover:bg-maroon-50',
  ghost: 'bg-transparent text-maroon-700 hover:bg-maroon-50',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
};

/** Classes of a button-looking control, shared by <button>s and router links. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-sm font-semibold uppercase tracking-wider',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-50',
    variantClasses[variant],
    sizeClasses[size],
    extra,
  ].join(' ');
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button in the shop's style; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
