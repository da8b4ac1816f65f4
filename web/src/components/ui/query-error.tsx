import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Notice } from './notice.tsx';

interface QueryErrorProps {
  /** What could not be loaded, e.g. "The order could not be loaded". */
  title: string;
  /** Under the title: what went wrong, when known. */
  children?: ReactNode;
  onRetry: () => void;
  /** A small outline Retry, as the back office's dense pages have, instead of the shop's primary button. */
  compact?: boolean;
  className?: string;
}

/** A failed read in place of its content: what could not be loaded, why, and Retry. */
export function QueryError({ title, children, onRetry, compact = false, className }: QueryErrorProps) {
  return (
    <Notice
      tone="error"
      title={title}
      className={className}
      actions={
        <Button variant={compact ? 'outline' : 'primary'} size={compact ? 'sm' : 'md'} onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
