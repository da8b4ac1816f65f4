import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@shahi/contract';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { claimsByOrder, useMyClaims } from '#web/features/orders/api/get-my-claims.ts';
import { useMyOrders } from '#web/features/orders/api/get-my-orders.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSellerDisclosure } from '#web/lib/seller.ts';
import { useSession } from '#web/lib/session.ts';
import { useMessages } from '#web/lib/use-messages.ts';
import { OrderCard } from './order-card.tsx';

/** Newest first by createdAt (the server sends them so; kept whatever arrives). */
function newestFirst(orders: Order[]): Order[] {
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

function OrderListSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading your orders`} className="flex flex-col gap-5">
      {['a', 'b'].map((key) => (
        <div key={key} className="rounded-sm border border-gold-300 bg-white p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-40" />
          <Skeleton className="mt-5 h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The shopper's orders (/my-orders and the profile's Orders tab): loading, error, empty, or the
 * cards newest first, each with its claim (ADR 0057). Until both the claims and the seller's claim
 * window are known, no card offers "Report a problem".
 */
export function OrderList() {
  const { user } = useSession();
  const { t } = useLingui();
  const messages = useMessages('messages');
  const orders = useMyOrders(user?.userId ?? '');
  const claims = useMyClaims(user?.userId ?? '', !!user);
  const seller = useSellerDisclosure();
  const byOrder = claimsByOrder(claims.data);
  const windowDays = claims.isSuccess && seller.data ? seller.data.claimWindowDays : null;
  return (
    <QueryState
      query={orders}
      loading={<OrderListSkeleton />}
      errorTitle={messages.errorLoadingOrders}
      errorDetail={(error) => translateMessage(error.message)}
      isEmpty={(list) => list.length === 0}
      empty={
        <Notice
          title={messages.noOrdersFound}
          actions={
            <Link to="/" className={buttonClasses('primary')}>
              <Trans>Start shopping</Trans>
            </Link>
          }
        >
          <Trans>Your orders will appear here once you make a purchase.</Trans>
        </Notice>
      }
    >
      {(list) => (
        <ol aria-label={t`Your orders`} className="flex flex-col gap-5">
          {newestFirst(list).map((order) => (
            <li key={order._id}>
              <OrderCard order={order} claims={{ claim: byOrder.get(order._id), windowDays }} />
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
