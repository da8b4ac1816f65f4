import { useParams } from 'react-router';
import { OrderDetailPage } from '#web/features/admin/components/orders/order-detail-page.tsx';

/** `/admin/orders/:orderId`: one order and its next steps. */
export function AdminOrderRoute() {
  const { orderId = '' } = useParams();
  return <OrderDetailPage key={orderId} id={orderId} />;
}
