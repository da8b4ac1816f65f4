import { INDIA_TIME_ZONE } from '@shahi/contract';
import type { AdminOrderSummary } from '@shahi/contract/schemas';
import { Badge } from '#web/components/ui/badge.tsx';
import {
  OrderStatusBadge,
  PaymentStatusBadge,
  TestPaymentBadge,
} from '#web/features/admin/components/common/status-badges.tsx';

const shortIndiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An ISO instant as "29 Nov, 1:25 am" in India time (lower-case am/pm); '' when not a date. */
export function formatShortIndiaTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return shortIndiaTime
    .format(date)
    .replace(/\s?([AP])M$/i, (_, letter: string) => ` ${letter.toLowerCase()}m`);
}

/** What the badges read of an order: the list's summary and the order page's detail both have it. */
export interface BadgeFacts {
  orderStatus: AdminOrderSummary['orderStatus'];
  paymentMethod: AdminOrderSummary['paymentMethod'];
  paymentStatus: AdminOrderSummary['paymentStatus'];
  testPayment?: boolean;
  awaitingConfirmation?: boolean;
  confirmBy?: string | null;
}

/**
 * The readiness of a pending order (ADR 0063): "Awaiting confirmation (until 29 Nov, 1:25 am)" for
 * a cash-on-delivery order its shopper has not confirmed (ADR 0035), "Confirmed – ready to ship"
 * for one that is, "Paid – ready to ship" for a paid online order; nothing otherwise.
 */
export function ReadinessBadge({ order }: { order: BadgeFacts }) {
  if (order.orderStatus !== 'pending') return null;
  if (order.awaitingConfirmation) {
    const until = order.confirmBy ? formatShortIndiaTime(order.confirmBy) : '';
    return (
      <Badge tone="yellow">
        {until ? `Awaiting confirmation (until ${until})` : 'Awaiting confirmation'}
      </Badge>
    );
  }
  if (order.paymentMethod === 'cod') return <Badge tone="green">Confirmed – ready to ship</Badge>;
  if (order.paymentStatus === 'paid' && !order.testPayment)
    return <Badge tone="green">Paid – ready to ship</Badge>;
  return null;
}

/**
 * The payment's badge: "TEST — not paid" for a sandbox payment (ADR 0019), "Payment: not due" for a
 * cancelled cash-on-delivery order that was never collected (no money is owed), else its status.
 */
export function PaymentBadge({ order }: { order: BadgeFacts }) {
  if (order.testPayment) return <TestPaymentBadge />;
  if (
    order.orderStatus === 'cancelled' &&
    order.paymentMethod === 'cod' &&
    order.paymentStatus === 'pending'
  ) {
    return <Badge tone="grey">Payment: not due</Badge>;
  }
  return <PaymentStatusBadge status={order.paymentStatus} />;
}

/** An order's badges in a row: status, readiness, payment. */
export function OrderBadges({ order }: { order: BadgeFacts }) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <OrderStatusBadge status={order.orderStatus} />
      <ReadinessBadge order={order} />
      <PaymentBadge order={order} />
    </div>
  );
}
