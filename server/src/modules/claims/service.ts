/**
 * Claims' rules and views (Consumer Protection (E-Commerce) Rules 2020 r.7(5); ADR 0057): when an
 * order may be claimed (India days), the claim number, the payout as each reader sees it, and the
 * claim as My Claims and the back office show it (rupees).
 */
import { indiaDate, paiseToRupees } from '@shahi/contract';
import {
  type AdminClaimSummary,
  CLAIM_NOT_DELIVERED_AFTER_DAYS,
  type ClaimKind,
  type ClaimPayout,
  type ClaimRefund,
  claimMessages,
  type MyClaim,
} from '@shahi/contract/schemas';
import type { ClaimRow } from './repository.ts';

/** Claim number: "CLM-" and the id's first 8 characters, upper case. */
export const claimNumberOf = (id: string): string => `CLM-${id.slice(0, 8).toUpperCase()}`;

/** Whole India calendar days from the day of `from` to the day of `to` (0 on the same day). */
export function indiaDaysBetween(from: Date, to: Date): number {
  const day = (at: Date) => Date.parse(`${indiaDate(at)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** What the filing rule reads of an order. */
export interface ClaimableOrder {
  orderStatus: 'pending' | 'shipped' | 'delivered' | 'cancelled';
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

/**
 * Why order `order` may not be claimed as `kind` at `now` with a window of `windowDays`, or null
 * when it may (ADR 0057): a delivered order, any kind, until the India day `windowDays` after the
 * day of delivery ends (delivered on the 1st, window 7: through the 8th); a shipped, undelivered
 * order as `not_delivered` from the India day CLAIM_NOT_DELIVERED_AFTER_DAYS after the day of
 * shipping. Answers a claimMessages text for a 409.
 */
export function claimRefusal(
  order: ClaimableOrder,
  kind: ClaimKind,
  windowDays: number,
  now: Date,
): string | null {
  if (order.orderStatus === 'delivered' && order.deliveredAt) {
    return indiaDaysBetween(order.deliveredAt, now) <= windowDays ? null : claimMessages.windowClosed;
  }
  if (order.orderStatus === 'shipped' && order.shippedAt && kind === 'not_delivered') {
    return indiaDaysBetween(order.shippedAt, now) >= CLAIM_NOT_DELIVERED_AFTER_DAYS
      ? null
      : claimMessages.notDeliveredTooSoon;
  }
  return claimMessages.notDelivered;
}

/** The payout as stored (jsonb), or null when it is not one. */
export function payoutOf(stored: unknown): ClaimPayout | null {
  const value = stored as Partial<Record<string, unknown>> | null;
  if (value?.method === 'upi' && typeof value.upiId === 'string')
    return { method: 'upi', upiId: value.upiId };
  if (value?.method === 'bank') {
    return {
      method: 'bank',
      accountName: String(value.accountName ?? ''),
      accountNumber: String(value.accountNumber ?? ''),
      ifsc: String(value.ifsc ?? ''),
    };
  }
  return null;
}

/** The payout with the account number masked to its last 4 digits ("•••••1234"), as shown back to the shopper. */
export function maskedPayout(payout: ClaimPayout | null): ClaimPayout | null {
  if (payout?.method !== 'bank') return payout;
  const { accountNumber } = payout;
  return {
    ...payout,
    accountNumber: `${'•'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`,
  };
}

/** The payout in one line for mails and order history: "UPI name@bank" or "bank account ••1234 (SBIN0001234)". */
export function payoutLine(payout: ClaimPayout | null): string {
  if (!payout) return 'the original payment';
  if (payout.method === 'upi') return `UPI ${payout.upiId}`;
  return `bank account ending ${payout.accountNumber.slice(-4)} (${payout.ifsc})`;
}

/** The refund of `row` (rupees), or null before one; `creditNoteNumber` from the order's documents. */
export function refundOf(row: ClaimRow, creditNoteNumber: string | null): ClaimRefund | null {
  if (row.status !== 'refunded' || row.refundPaise === null || !row.refundMethod) return null;
  return {
    amount: paiseToRupees(row.refundPaise),
    method: row.refundMethod,
    reference: row.refundReference ?? '',
    creditNoteNumber,
  };
}

/** The URL of photo `position` of claim `id`: the shopper's route, or the back office's. */
export const claimPhotoUrl = (id: string, position: number, admin = false): string =>
  `/api/${admin ? 'admin/' : ''}claims/${id}/photos/${position}`;

/** `row` as My Claims shows it, with its `photoCount` photos and the credit note's number. */
export function toMyClaim(row: ClaimRow, photoCount: number, creditNoteNumber: string | null): MyClaim {
  return {
    _id: row.id,
    claimNumber: claimNumberOf(row.id),
    orderId: row.orderId,
    kind: row.kind,
    message: row.message,
    status: row.status,
    photos: Array.from({ length: photoCount }, (_, index) => claimPhotoUrl(row.id, index + 1)),
    payoutTo: maskedPayout(payoutOf(row.payoutTo)),
    refund: refundOf(row, creditNoteNumber),
    decisionNote: row.decisionNote,
    filedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** `row` as the back office lists it (rupees). */
export function toAdminClaimSummary(
  row: ClaimRow,
  customer: { firstName: string; lastName: string; email: string } | null | undefined,
  orderAmountPaise: number,
  photoCount: number,
): AdminClaimSummary {
  return {
    _id: row.id,
    claimNumber: claimNumberOf(row.id),
    orderId: row.orderId,
    kind: row.kind,
    status: row.status,
    customerName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
    customerEmail: customer?.email ?? '',
    orderAmount: paiseToRupees(orderAmountPaise),
    photoCount,
    filedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
