import type { AdminProductStatus } from '@shahi/contract/schemas';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { humanise } from './format.ts';

const orderTones: Record<string, BadgeTone> = {
  delivered: 'green',
  shipped: 'blue',
  pending: 'yellow',
  cancelled: 'red',
};
const paymentTones: Record<string, BadgeTone> = {
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  refunded: 'grey',
};
const productTones: Record<AdminProductStatus, BadgeTone> = {
  available: 'green',
  reserved: 'reserved',
  sold: 'sold',
  archived: 'grey',
};

/** An order's status, coloured as on the shopper's My Orders. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={orderTones[status] ?? 'grey'}>{humanise(status) || 'Unknown'}</Badge>;
}

/** A payment's status: "Payment paid", green; "Payment pending", yellow… */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={paymentTones[status] ?? 'grey'}>{`Payment ${status || 'unknown'}`}</Badge>;
}

/**
 * "TEST — not paid", red: an order paid through the test sandbox, where no money moved
 * (docs/decisions/0019). Shown instead of its payment status, which would say "paid".
 */
export function TestPaymentBadge() {
  return <Badge tone="red">TEST — not paid</Badge>;
}

/** A piece's status in the back office (available, reserved, sold, archived). */
export function ProductStatusBadge({ status }: { status: AdminProductStatus }) {
  return <Badge tone={productTones[status] ?? 'grey'}>{humanise(status)}</Badge>;
}

/** "Active" in green or "Hidden" in grey, for categories, banners and testimonials. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'green' : 'grey'}>{active ? 'Active' : 'Hidden'}</Badge>;
}
