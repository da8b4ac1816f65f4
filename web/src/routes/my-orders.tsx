import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { useConfirmedFromMyOrders } from '#web/features/orders/api/confirm-order.ts';
import { OrderList } from '#web/features/orders/components/order-list.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { translateMessage } from '#web/lib/i18n.ts';

/**
 * The message the checkout passes along (`state.message`), read once on arrival, with its tone:
 * `info` for a payment still being confirmed (`state.tone`), else a success.
 */
function passedMessage(state: unknown): { text: string; tone: 'success' | 'info' } | undefined {
  const passed = state && typeof state === 'object' ? (state as { message?: unknown; tone?: unknown }) : {};
  if (typeof passed.message !== 'string' || passed.message === '') return undefined;
  return { text: passed.message, tone: passed.tone === 'info' ? 'info' : 'success' };
}

/** `/my-orders` (login needed): the order list, under the checkout's notice when coming from it. */
export function MyOrdersRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`My Orders`);
  const location = useLocation();
  const [message] = useState(() => passedMessage(location.state));
  // The checkout's "please confirm" notice goes once the order is confirmed below.
  const confirmed = useConfirmedFromMyOrders();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 md:py-14">
      <SectionHeading level={1}>
        <Trans>My Orders</Trans>
      </SectionHeading>
      {message && !confirmed ? (
        <FormAlert tone={message.tone} urgent className="mb-6">
          {translateMessage(message.text)}
        </FormAlert>
      ) : null}
      <OrderList />
    </div>
  );
}
