import { useState } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '../components/ui/form-alert.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { OrderList } from '../features/orders/components/order-list.tsx';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

/** The success message the checkout passes along (`state.message`), read once on arrival. */
function passedMessage(state: unknown): string | undefined {
  const message = state && typeof state === 'object' ? (state as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** `/my-orders` (login needed): the order list, under the checkout's success notice when coming from it. */
export function MyOrdersRoute() {
  useDocumentTitle('My Orders');
  const location = useLocation();
  const [message] = useState(() => passedMessage(location.state));
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 md:py-14">
      <SectionHeading level={1}>My Orders</SectionHeading>
      {message ? (
        <FormAlert tone="success" urgent className="mb-6">
          {message}
        </FormAlert>
      ) : null}
      <OrderList />
    </div>
  );
}
