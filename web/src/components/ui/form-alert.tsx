import type { ReactNode } from 'react';

const toneClasses = {
  error: 'border-maroon-500 bg-maroon-50 text-maroon-900',
  success: 'border-sale bg-sale/10 text-sale',
  info: 'border-gold-500 bg-parchment text-ink',
} as const;

interface FormAlertProps {
  /** Errors are announced at once (role="alert"); successes and info politely (role="status"). */
  tone: keyof typeof toneClasses;
  /** Announce at once even when not an error (a notice the shopper must read, e.g. why they are at /login). */
  urgent?: boolean;
  children: ReactNode;
  className?: string;
}

/** A message above or inside a form: a failed call in red, a success in green. */
export function FormAlert({ tone, urgent = false, children, className = '' }: FormAlertProps) {
  return (
    <div
      role={tone === 'error' || urgent ? 'alert' : 'status'}
      className={`rounded-sm border-l-4 px-4 py-3 text-left text-sm font-medium ${toneClasses[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
