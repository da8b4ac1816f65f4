import type { ReactNode } from 'react';

interface NoticeProps {
  /** An error is announced at once (role="alert"); info politely (role="status"). */
  tone?: 'info' | 'error';
  title: string;
  children?: ReactNode;
  /** Buttons or links shown under the text (Retry, Go Back…). */
  actions?: ReactNode;
  className?: string;
}

/** An empty, error or informational state in place of content. */
export function Notice({ tone = 'info', title, children, actions, className = '' }: NoticeProps) {
  const toneClasses =
    tone === 'error'
      ? 'border-maroon-300 bg-maroon-50 text-maroon-900'
      : 'border-gold-300 bg-parchment text-ink';
  return (
    <div className={`px-4 ${className}`}>
      <div
        role={tone === 'error' ? 'alert' : 'status'}
        className={`mx-auto flex max-w-xl flex-col items-center gap-3 rounded-sm border px-6 py-8 text-center ${toneClasses}`}
      >
        <p className="font-display text-xl font-semibold">{title}</p>
        {children ? <div className="text-sm text-ink-muted">{children}</div> : null}
        {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </div>
    </div>
  );
}
