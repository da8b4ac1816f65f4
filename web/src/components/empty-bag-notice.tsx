import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { useMessages } from '#web/lib/use-messages.ts';

/** "Your cart is empty" with Continue shopping (to the home page), for the bag and its checkout; `children` may say more. */
export function EmptyBagNotice({ children }: { children?: ReactNode }) {
  const m = useMessages('messages');
  return (
    <Notice
      title={m.cartEmpty}
      actions={
        <Link to="/" className={buttonClasses('primary')}>
          <Trans>Continue shopping</Trans>
        </Link>
      }
    >
      {children}
    </Notice>
  );
}
