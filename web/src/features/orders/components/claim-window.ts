import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatIndiaDate, formatRupees, indiaDate, indiaWallClock, type Order } from '@shahi/contract';
import {
  CLAIM_NOT_DELIVERED_AFTER_DAYS,
  type ClaimKind,
  type ClaimRefund,
  claimKinds,
  type MyClaim,
} from '@shahi/contract/schemas';
import { currentLocale } from '#web/lib/i18n.ts';

/**
 * The kinds of claim as My Orders names them, to show with `i18n._(claimKindMessages[kind])`: the
 * contract's `claimKindLabels` (English, as the mails and the back office use it), translatable.
 */
export const claimKindMessages: Record<ClaimKind, MessageDescriptor> = {
  damaged: msg`Arrived damaged`,
  not_as_described: msg`Not as described`,
  wrong_piece: msg`Wrong piece sent`,
  not_delivered: msg`Not delivered`,
};

/** Whether an order can be claimed now, and for what (ADR 0057). */
export type ClaimOpening =
  /**
   * Report a problem: `kinds` allowed; `lastDay` the last India day in the page's language ("8 Dec
   * 2026"), null for "not delivered".
   */
  | { state: 'open'; kinds: readonly ClaimKind[]; lastDay: string | null }
  /** Delivered, but the window ended on `lastDay` (in the page's language). */
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
    const lastDay = formatIndiaDate(closesAt - 1, currentLocale());
    return now < closesAt ? { state: 'open', kinds: claimKinds, lastDay } : { state: 'closed', lastDay };
  }
  if (order.orderStatus === 'shipped' && shipment.shippedAt) {
    const opensAt = indiaDayStart(shipment.shippedAt, CLAIM_NOT_DELIVERED_AFTER_DAYS).getTime();
    if (now >= opensAt) return { state: 'open', kinds: ['not_delivered'], lastDay: null };
  }
  return { state: 'none' };
}

/**
 * How a refund went back, with its reference, in the page's language: "UPI ref 4127…", "Bank ref
 * N1234…", "Razorpay refund rfnd_…" (the way alone when no reference was noted).
 */
export function refundReference(refund: Pick<ClaimRefund, 'method' | 'reference'>): string {
  const reference = refund.reference.trim();
  switch (refund.method) {
    case 'gateway':
      return reference ? t`Razorpay refund ${reference}` : t`Razorpay refund`;
    case 'upi':
      return reference ? t`UPI ref ${reference}` : t`UPI ref`;
    case 'bank':
      return reference ? t`Bank ref ${reference}` : t`Bank ref`;
  }
}

/**
 * A claim's state in one line, as My Orders shows it, in the page's language: "Claim received",
 * "Refunded ₹1,500.00 on 29 Nov 2026 · UPI ref 4127…" (amount in rupees, India date), or
 * "Declined: <the owner's reason>" (her own words, as she wrote them).
 */
export function claimStatusLine(
  claim: Pick<MyClaim, 'status' | 'refund' | 'decidedAt' | 'decisionNote'>,
): string {
  if (claim.status === 'refunded' && claim.refund) {
    const amount = formatRupees(claim.refund.amount);
    const reference = refundReference(claim.refund);
    if (!claim.decidedAt) return t`Refunded ${amount} · ${reference}`;
    const date = formatIndiaDate(claim.decidedAt, currentLocale());
    return t`Refunded ${amount} on ${date} · ${reference}`;
  }
  if (claim.status === 'declined') {
    const reason = claim.decisionNote.trim();
    return reason ? t`Declined: ${reason}` : t`Declined: no reason given`;
  }
  return t`Claim received`;
}
