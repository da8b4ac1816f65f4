import { formatRupees } from '@shahi/contract';
import type { AdminOrderSummary } from '@shahi/contract/schemas';
import { Link, useSearchParams } from 'react-router';
import { queryString } from '#web/features/admin/api/admin-keys.ts';
import { useAdminOrders } from '#web/features/admin/api/orders/get-orders.ts';
import { formatDateTime, orderReference } from '#web/features/admin/components/common/format.ts';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { PagedList } from '#web/features/admin/components/common/paged-list.tsx';
import {
  OrderStatusBadge,
  PaymentStatusBadge,
  TestPaymentBadge,
} from '#web/features/admin/components/common/status-badges.tsx';
import { OrderFilters, orderFilterKeys } from './order-filters.tsx';
import { ShoppersNearCaps } from './shoppers-near-caps.tsx';

/**
 * The orders list: filters and page in the URL, newest first; test-sandbox orders marked "TEST — not
 * paid". Above it, the shoppers nearest their caps (closed until opened).
 */
export function OrderListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const filters = Object.fromEntries(orderFilterKeys.map((key) => [key, searchParams.get(key) ?? undefined]));
  const search = queryString({ ...filters, page: page > 1 ? page : undefined });
  const orders = useAdminOrders(search);
  const hrefOf = (target: number) =>
    `/admin/orders${queryString({ ...filters, page: target > 1 ? target : undefined })}`;

  return (
    <>
      <PageHeader title="Orders" />
      <ShoppersNearCaps />
      <OrderFilters values={searchParams} onApply={(next) => setSearchParams(next)} />
      <PagedList
        query={orders}
        label="Orders"
        noun="orders"
        // A bad filter (e.g. reversed dates) is the server's 400 with its message.
        failure="The orders could not be loaded."
        empty="No orders match"
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
      <div className="mt-2 flex flex-wrap gap-2">
        <OrderStatusBadge status={order.orderStatus} />
        {order.testPayment ? <TestPaymentBadge /> : <PaymentStatusBadge status={order.paymentStatus} />}
      </div>
    </li>
  );
}
