/**
 * The rules of a discount code (ADR 0039), pure: whether it may be used now by a shopper, how many
 * paise it takes off a subtotal, and how that discount is spread over the order's lines.
 */
import { paiseToRupees } from '@shahi/contract';
import { discountMessages, minimumOrderMessage } from '@shahi/contract/schemas';
import { badRequest, type HttpError } from '#server/http/errors.ts';
import type { discountCodes } from './tables.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/**
 * Uses that count against a code: all shoppers', this customer's (their account, or an order to
 * their delivery phone or address), and this customer's placed orders.
 */
export interface DiscountUsage {
  total: number;
  byCustomer: number;
  placedOrders: number;
}

/** Why a shopper may not use a code now: kept on the server, never told apart to the shopper. */
export type DiscountRefusal =
  | 'inactive'
  | 'not-yet-valid'
  | 'expired'
  | 'used-up'
  | 'customer-limit'
  | 'not-first-order';

/**
 * Why `code` may not be used at `now` with `usage`, or undefined when it may. The minimum order is
 * `discountPaiseOf`'s.
 */
export function refusalOf(
  code: DiscountCodeRow,
  now: Date,
  usage: DiscountUsage,
): DiscountRefusal | undefined {
  if (!code.active) return 'inactive';
  if (code.startsAt && code.startsAt > now) return 'not-yet-valid';
  if (code.endsAt && code.endsAt <= now) return 'expired';
  if (code.maxUses !== null && usage.total >= code.maxUses) return 'used-up';
  if (usage.byCustomer >= code.perCustomerLimit) return 'customer-limit';
  if (code.firstOrderOnly && usage.placedOrders > 0) return 'not-first-order';
  return undefined;
}

/**
 * The one answer to a code a shopper may not use, whatever the reason or whether it exists: 400
 * "This discount code is not valid", so answers reveal no code (OWASP ASVS 5 V2.4.1; ADR 0039).
 */
export function unusableCode(): HttpError {
  return badRequest(discountMessages.invalidCode);
}

/**
 * Paise `code` takes off pieces adding up to `subtotalPaise`: a percent code rounds down to the
 * paisa; any discount is capped so the order still costs at least ₹1 (100 paise). Throws 400 when
 * the subtotal is under the code's minimum order.
 */
export function discountPaiseOf(code: DiscountCodeRow, subtotalPaise: number): number {
  if (subtotalPaise < code.minOrderPaise) {
    throw badRequest(minimumOrderMessage(code.code, paiseToRupees(code.minOrderPaise)));
  }
  const raw =
    code.kind === 'percent' ? Number((BigInt(subtotalPaise) * BigInt(code.value)) / 100n) : code.value;
  return Math.max(0, Math.min(raw, subtotalPaise - 100));
}

/**
 * The lines' prices (paise, same order) after taking `discountPaise` off their total, shared in
 * proportion to each price by the largest-remainder method: every share is whole paise, no line
 * goes below 0, and the results add up to exactly `sum(prices) − discountPaise`. Ties of remainder
 * go to the earlier line.
 */
export function spreadDiscount(prices: number[], discountPaise: number): number[] {
  const total = prices.reduce((sum, price) => sum + price, 0);
  if (discountPaise <= 0 || total <= 0) return [...prices];
  const discount = BigInt(Math.min(discountPaise, total));
  const whole = BigInt(total);
  const shares = prices.map((price, index) => {
    const exact = discount * BigInt(price);
    return { index, share: exact / whole, remainder: exact % whole };
  });
  let left = discount - shares.reduce((sum, part) => sum + part.share, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0n) break;
    part.share += 1n;
    left -= 1n;
  }
  return prices.map((price, index) => price - Number(shares[index]?.share ?? 0n));
}
