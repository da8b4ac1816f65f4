import type { ClaimPayout } from '@shahi/contract/schemas';

/**
 * Where a cash-on-delivery refund goes, in one line: "UPI ID meera@okaxis", or "bank account
 * 123456789012 (IFSC SBIN0001234) of Meera Kaur"; "the shopper's account" when none was given.
 */
export function payoutLine(payout: ClaimPayout | null): string {
  if (!payout) return "the shopper's account";
  if (payout.method === 'upi') return `UPI ID ${payout.upiId}`;
  return `bank account ${payout.accountNumber} (IFSC ${payout.ifsc}) of ${payout.accountName}`;
}
