/**
 * The GST rate and HSN code of a piece on a tax document (docs/decisions/0055-gst-rates-as-dated-data.md):
 * the piece's own rate, else the rate table's rule in force on the document's India date (by the
 * HSN code's longest prefix, the handicraft entries only for pieces declared handmade), else the
 * category's rate, else none. The resolution is the contract's `resolveGstRate`, shared with the
 * back office; this file adapts a piece's stored facts to it.
 */
import { type GstRateDecision, type GstRateRule, resolveGstRate } from '@shahi/contract/schemas';

/** A piece's own and its category's settings; null = not set. Rates in basis points (500 = 5 %). */
export interface RateFacts {
  hsnCode: string | null;
  gstRateBp: number | null;
  categoryHsnCode: string;
  categoryGstRateBp: number | null;
  /** Declared handmade or hand-embroidered. */
  handmade: boolean;
}

/** The HSN code printed for a piece: its own, else its category's, else ''. */
export function hsnCodeOf(facts: Pick<RateFacts, 'hsnCode' | 'categoryHsnCode'>): string {
  return facts.hsnCode || facts.categoryHsnCode || '';
}

/**
 * The rate (basis points) and deciding rule of a piece with `facts` sold at tax-inclusive
 * `pricePaise` on India date `date` (`YYYY-MM-DD`) under `rules`; null when nothing gives a rate.
 */
export function gstRateOf(
  rules: readonly GstRateRule[],
  facts: RateFacts,
  pricePaise: number,
  date: string,
): GstRateDecision | null {
  return resolveGstRate(
    rules,
    {
      pieceRateBp: facts.gstRateBp,
      categoryRateBp: facts.categoryGstRateBp,
      hsnCode: hsnCodeOf(facts),
      handmade: facts.handmade,
    },
    pricePaise,
    date,
  );
}
