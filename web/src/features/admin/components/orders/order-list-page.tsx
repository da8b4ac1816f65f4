import { formatRupees } from '@shahi/contract';
import type { AdminOrderCounts, AdminOrderSummary } from '@shahi/contract/schemas';
import { Link, useSearchParams } from 'react-router';
import { queryString } from '#web/features/admin/api/admin-keys.ts';
import { useOrderCounts } from '#web/features/admin/api/orders/get-order-counts.ts';
import { useAdminOrders } from '#web/features/admin/api/orders/get-orders.ts';
import { formatDateTime, orderReference } from '#web/features/admin/components/common/format.ts';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { PagedList } from '#web/features/admin/components/common/paged-list.tsx';
import { OrderBadges } from './order-badges.tsx';
import { OrderFilters, orderFilterKeys } from './order-filters.tsx';
import { ShoppersNearCaps } from './shoppers-near-caps.tsx';

/** The Orders home's tabs, as the URL's `view` holds them; Claims leads to its own page. */
export const orderTabs = [
  {
    view: 'to_ship',
    label: 'To ship',
    count: 'toShip',
    empty: 'Nothing to ship: every confirmed order is on its way.',
  },
  {
    view: 'awaiting_confirmation',
    label: 'Awaiting confirmation',
    count: 'awaitingConfirmation',
    empty: 'No cash-on-delivery order is waiting for its customer.',
  },
  { view: 'shipped', label: 'Shipped', count: 'shipped', empty: 'No parcel is on its way.' },
  { view: 'all', label: 'All', count: null, empty: 'No orders match' },
] as const satisfies ReadonlyArray<{
  view: string;
  label: string;
  count: keyof AdminOrderCounts | null;
  empty: string;
}>;

export type OrderTab = (typeof orderTabs)[number]['view'];

/**
 * The tab in force: the URL's `view`; without one, "To ship" on a bare visit and "All" when a
 * search or filter is in force (so a filter never hides behind the default tab).
 */
export function tabOf(params: URLSearchParams): OrderTab {
  const view = params.get('view');
  const known = orderTabs.find((tab) => tab.view === view);
  if (known) return known.view;
  return orderFilterKeys.some((key) => params.get(key)) ? 'all' : 'to_ship';
}

/** The server's query of a tab: a view, or "shipped" as the status filter. */
function tabQuery(tab: OrderTab): Record<string, string | undefined> {
  if (tab === 'to_ship' || tab === 'awaiting_confirmation') return { view: tab };
  if (tab === 'shipped') return { status: 'shipped' };
  return {};
}

function OrderTabs({
  current,
  counts,
  hrefOf,
}: {
  current: OrderTab;
  counts: AdminOrderCounts | undefined;
  hrefOf: (tab: OrderTab) => string;
}) {
  const chip = (active: boolean) =>
    `flex min-h-11 items-center gap-2 rounded-sm border px-3 text-sm font-semibold whitespace-nowrap ${
      active
        ? 'border-maroon-700 bg-maroon-700 text-ivory'
        : 'border-gold-700 bg-white text-ink hover:border-maroon-700'
    }`;
  const figure = (value: number | undefined) =>
    value === undefined ? null : (
      <span className="rounded-full bg-ivory/90 px-2 text-xs leading-5 font-bold text-maroon-700 ring-1 ring-maroon-700/30">
        {value}
      </span>
    );
  return (
    <nav aria-label="Which orders" className="mb-4 flex flex-wrap gap-2">
      {orderTabs.map((tab) => (
        <Link
          key={tab.view}
          to={hrefOf(tab.view)}
          aria-current={current === tab.view ? 'page' : undefined}
          className={chip(current === tab.view)}
        >
          {tab.label}
          {tab.count ? figure(counts?.[tab.count]) : null}
        </Link>
      ))}
      <Link to="/admin/claims?status=open" className={chip(false)}>
        Claims
        {figure(counts?.openClaims)}
      </Link>
    </nav>
  );
}

/**
 * The Orders home (ADR 0063): it opens on "To ship" (confirmed cash on delivery and paid online
 * orders still pending), with tabs and their counts for Awaiting confirmation, Shipped, Claims and
 * All; search and filters below. The list and the counts are read again every 20 s while visible,
 * on focus and when Orders is tapped. Each order shows whether it awaits confirmation (and until
 * when), is ready to ship, or — cancelled cash on delivery — owes nothing. Above, the shoppers
 * nearest their caps (closed until opened).
 */
export function OrderListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const tab = tabOf(searchParams);
  const filters = Object.fromEntries(orderFilterKeys.map((key) => [key, searchParams.get(key) ?? undefined]));
  const counts = useOrderCounts();
  const orders = useAdminOrders(
    queryString({ ...filters, ...tabQuery(tab), page: page > 1 ? page : undefined }),
  );
  const hrefOf = (target: number) =>
    `/admin/orders${queryString({ view: tab, ...filters, page: target > 1 ? target : undefined })}`;
  const tabHref = (next: OrderTab) => `/admin/orders${queryString({ view: next, ...filters })}`;
  const empty = orderTabs.find((entry) => entry.view === tab)?.empty ?? 'No orders match';

  return (
    <>
      <PageHeader title="Orders" />
      <OrderTabs current={tab} counts={counts.data} hrefOf={tabHref} />
      <ShoppersNearCaps />
      <OrderFilters
        values={searchParams}
        onApply={(next) => {
          if (searchParams.get('view')) next.set('view', tab);
          setSearchParams(next);
        }}
      />
      <PagedList
        query={orders}
        label="Orders"
        noun="orders"
        // A bad filter (e.g. reversed dates) is the server's 400 with its message.
        failure="The orders could not be loaded."
        empty={empty}
        listClassName="flex flex-col gap-3"
        hrefOf={hrefOf}
        renderItem={(order) => <OrderRow key={order._id} order={order} />}
      />
    </>
  );
}

function OrderRow({ order }: { order: AdminOrderSummary }) {
  return (
    <li className="relative rounded-sm border border-gold-300 bg-white p-4 hover:border-maroon-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={`/admin/orders/${order._id}`}
            className="font-mono text-lg font-bold text-maroon-700 after:absolute after:inset-0"
          >
            {orderReference(order._id)}
          </Link>
          <p className="text-sm text-ink-muted">{formatDateTime(order.createdAt)}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold text-ink">{formatRupees(order.amount)}</p>
          <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {order.paymentMethod === 'cod' ? 'COD' : 'Online'}
          </p>
        </div>
      </div>
      <p className="mt-2 truncate text-sm text-ink">{order.titles.join(', ')}</p>
      <p className="text-sm text-ink-muted">
        {order.customer.name} · to {order.shipTo.name}, {order.shipTo.city}
      </p>
      <OrderBadges
        order={{
          orderStatus: order.orderStatus,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          testPayment: order.testPayment,
          awaitingConfirmation: order.awaitingConfirmation,
          confirmBy: order.confirmBy,
        }}
      />
    </li>
  );
}
