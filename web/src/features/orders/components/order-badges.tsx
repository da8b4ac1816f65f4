import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
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

/** The words of the statuses the shop knows; any other shows as sent, capitalised. */
const statusLabels: Record<string, MessageDescriptor> = {
  delivered: msg`Delivered`,
  shipped: msg`Shipped`,
  pending: msg`Pending`,
  cancelled: msg`Cancelled`,
  confirmed: msg`Confirmed`,
  paid: msg`Paid`,
  success: msg`Paid`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
  '': msg`Unknown`,
};

/** "shipped" → "Shipped" in the page's language; an empty status reads "Unknown". */
function useStatusLabel(status: string): string {
  const { i18n } = useLingui();
  const known = statusLabels[status];
  return known ? i18n._(known) : `${status.charAt(0).toUpperCase()}${status.slice(1)}`;
}

/** An order's status: delivered green, shipped blue, pending yellow, cancelled red, anything else grey. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={orderStatusTones[status] ?? 'grey'}>{useStatusLabel(status)}</Badge>;
}

/** A payment's status: paid or success green ("Paid"), pending yellow, failed red, others grey. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={paymentStatusTones[status] ?? 'grey'}>{useStatusLabel(status)}</Badge>;
}
