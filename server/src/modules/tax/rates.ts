/**
 * GST rate and HSN code of a piece (docs/decisions/0030-gst-invoices.md): the piece's own, else its
 * category's, else the textile rule of Notification 9/2025-Central Tax (Rate), from 22 Sep 2025.
 */

/** A piece's own and its category's settings; null = not set. Rates in basis points (500 = 5 %). */
export interface RateFacts {
  hsnCode: string | null;
  gstRateBp: number | null;
  categoryHsnCode: string;
  categoryGstRateBp: number | null;
}

/** 5 % and 18 % in basis points. */
export const LOW_TEXTILE_RATE_BP = 500;
export const HIGH_TEXTILE_RATE_BP = 1800;

/**
 * Highest tax-inclusive price (paise) still taxed at 5 %: a sale value of ₹2,500 plus 5 % GST.
 * Apparel and made-up textiles up to ₹2,500 a piece pay 5 %, above 18 % (GST Council, 56th meeting).
 */
export const TEXTILE_THRESHOLD_PAISE = 262_500;

/** The textile rule for a tax-inclusive price in paise: 500 bp up to ₹2,625.00, else 1800 bp. */
export function textileRateBp(pricePaise: number): number {
  return pricePaise <= TEXTILE_THRESHOLD_PAISE ? LOW_TEXTILE_RATE_BP : HIGH_TEXTILE_RATE_BP;
}

/** The GST rate (basis points) of a piece sold at `pricePaise`: its own, its category's, or the textile rule. */
export function gstRateOf(facts: RateFacts, pricePaise: number): number {
  return facts.gstRateBp ?? facts.categoryGstRateBp ?? textileRateBp(pricePaise);
}

/** The HSN code printed for a piece: its own, else its category's, else ''. */
export function hsnCodeOf(facts: Pick<RateFacts, 'hsnCode' | 'categoryHsnCode'>): string {
  return facts.hsnCode ?? facts.categoryHsnCode ?? '';
}
