/** Who pays a claim's refund back (ADR 0057): the gateway for a live online payment, else the owner by UPI or bank. */
import type { OrderRow } from '#server/modules/orders/repository.ts';

/** True when a refund of `order` is paid by the owner to the shopper's UPI or bank (cash, or the test sandbox). */
export const refundNeedsPayoutOf = (order: Pick<OrderRow, 'paymentMethod' | 'testPayment'>): boolean =>
  order.paymentMethod === 'cod' || order.testPayment;

/** True when the shopper must say where a refund goes: a paid cash or sandbox order (an unpaid one has nothing to refund). */
export const claimNeedsPayoutOf = (
  order: Pick<OrderRow, 'paymentMethod' | 'testPayment' | 'paymentStatus'>,
): boolean => refundNeedsPayoutOf(order) && order.paymentStatus === 'paid';
