import { OrderListPage } from '#web/features/admin/components/orders/order-list-page.tsx';

/** `/admin/orders`: the orders list with its filters. */
export function AdminOrdersRoute() {
  return <OrderListPage />;
}
