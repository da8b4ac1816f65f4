import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const orderStatusTones: Record<string, BadgeTone> = {
  delivered: 'green',
  shipped: 'blue',
  pending: 'yellow',
  cancelled: 'red',
};

const paymentStatusTones: Record<string, BadgeTone> = {
  paid: 'green',
  success: 'green',
  pending: 'yellow',
  failed: 'red',
};

/** "shipped" → "Shipped"; an empty status reads "Unknown". */
function label(status: string): string {
  return status ? `${status.charAt(0).toUpperCase()}${status.slice(1)}` : 'Unknown';
}

/** An order's status: delivered green, shipped blue, pending yellow, cancelled red, anything else grey. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={orderStatusTones[status] ?? 'grey'}>{label(status)}</Badge>;
}

/** A payment's status: paid or success green ("Paid"), pending yellow, failed red, others grey. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={paymentStatusTones[status] ?? 'grey'}>{status === 'success' ? 'Paid' : label(status)}</Badge>
  );
}
