import { formatIndiaDate, formatRupees, indiaDate, indiaWallClock, type Order } from '@shahi/contract';
import {
  CLAIM_NOT_DELIVERED_AFTER_DAYS,
  type ClaimKind,
  type ClaimRefund,
  claimKinds,
  type MyClaim,
} from '@shahi/contract/schemas';

/** Whether an order can be claimed now, and for what (ADR 0057). */
export type ClaimOpening =
  /** Report a problem: `kinds` allowed; `lastDay` the last India day ("8 Dec 2026"), null for "not delivered". */
  | { state: 'open'; kinds: readonly ClaimKind[]; lastDay: string | null }
  /** Delivered, but the window ended on `lastDay`. */
  | { state: 'closed'; lastDay: string }
  /** Not (yet) claimable: not shipped, cancelled, or shipped less than 7 days ago. */
  | { state: 'none' };

/** The India calendar day of `iso` plus `days`, as the instant that day begins in India. */
function indiaDayStart(iso: string, days: number): Date {
  const [year = 0, month = 1, day = 1] = indiaDate(iso).split('-').map(Number);
  return indiaWallClock(year, month, day + days);
}

/**
 * When an order may be claimed, as the server decides it (ADR 0057; Consumer Protection
 * (E-Commerce) Rules 2020, rule 7(5)): a delivered order, any kind, until the end of the India day
 * `deliveredAt + windowDays` (delivered on the 1st with 7 days → through the 8th, 23:59 IST); a
 * shipped, undelivered one, "not delivered" only, from the India day `shippedAt + 7`. `now` in ms.
 */
export function claimOpening(order: Order, windowDays: number, now: number): ClaimOpening {
  const shipment = order.shipment;
  if (!shipment) return { state: 'none' };
  if (order.orderStatus === 'delivered' && shipment.deliveredAt) {
    const closesAt = indiaDayStart(shipment.deliveredAt, windowDays + 1).getTime();
    const lastDay = formatIndiaDate(closesAt - 1);
    return now < closesAt ? { state: 'open', kinds: claimKinds, lastDay } : { state: 'closed', lastDay };
  }
  if (order.orderStatus === 'shipped' && shipment.shippedAt) {
    const opensAt = indiaDayStart(shipment.shippedAt, CLAIM_NOT_DELIVERED_AFTER_DAYS).getTime();
    if (now >= opensAt) return { state: 'open', kinds: ['not_delivered'], lastDay: null };
  }
  return { state: 'none' };
}

/** How a refund went back, with its reference: "UPI ref 4127…", "Bank ref N1234…", "Razorpay refund rfnd_…". */
export function refundReference(refund: Pick<ClaimRefund, 'method' | 'reference'>): string {
  const reference = refund.reference.trim();
  const via = { gateway: 'Razorpay refund', upi: 'UPI ref', bank: 'Bank ref' }[refund.method];
  return reference ? `${via} ${reference}` : via;
}

/**
 * A claim's state in one line, as My Orders shows it: "Claim received", "Refunded ₹1,500.00 on
 * 29 Nov 2026 · UPI ref 4127…", or "Declined: <the owner's reason>".
 */
export function claimStatusLine(
  claim: Pick<MyClaim, 'status' | 'refund' | 'decidedAt' | 'decisionNote'>,
): string {
  if (claim.status === 'refunded' && claim.refund) {
    const on = claim.decidedAt ? ` on ${formatIndiaDate(claim.decidedAt)}` : '';
    return `Refunded ${formatRupees(claim.refund.amount)}${on} · ${refundReference(claim.refund)}`;
  }
  if (claim.status === 'declined') return `Declined: ${claim.decisionNote.trim() || 'no reason given'}`;
  return 'Claim received';
}
