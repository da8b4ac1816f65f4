import { messages } from '@shahi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';

/** "Your cart is empty" with Continue shopping (to the home page), for the bag and its checkout; `children` may say more. */
export function EmptyBagNotice({ children }: { children?: ReactNode }) {
  return (
    <Notice
      title={messages.cartEmpty}
      actions={
        <Link to="/" className={buttonClasses('primary')}>
          Continue shopping
        </Link>
      }
    >
      {children}
    </Notice>
  );
}
