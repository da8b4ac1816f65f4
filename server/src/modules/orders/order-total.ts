/**
 * The largest order the orders table can hold: `orders.amount_paise` is a PostgreSQL integer (at most
 * 2,147,483,647 paise), which 20 pieces at the ₹1 crore price ceiling would overflow.
 */
import { badRequest } from '#server/http/errors.ts';

/** Largest order total, in paise (₹2 crore). */
export const MAX_ORDER_TOTAL_PAISE = 2_000_000_000;

/** The 400 answer to an order over MAX_ORDER_TOTAL_PAISE. */
export const ORDER_TOTAL_TOO_LARGE_MESSAGE =
  'This order is too large to place at once: buy fewer pieces per order';

/** Refuses an order whose pieces add up to more than MAX_ORDER_TOTAL_PAISE (`totalPaise`): 400. */
export function assertOrderTotal(totalPaise: number): void {
  if (totalPaise > MAX_ORDER_TOTAL_PAISE) throw badRequest(ORDER_TOTAL_TOO_LARGE_MESSAGE);
}
