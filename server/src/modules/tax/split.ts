/**
 * How GST splits on a tax-inclusive price (docs/decisions/0030-gst-invoices.md): the place of supply
 * is the delivery state (IGST Act s.10(1)(a)); the seller's own state gives CGST + SGST, or
 * CGST + UTGST in a union territory without a legislature (Chandigarh); another state gives IGST.
 * Integer paise throughout, so the lines add up to the order total exactly.
 */
import { indianStateByCode } from '@shahi/contract';
import type { DocumentLine, DocumentTotals, TaxSplit } from './document.ts';

/** The split between seller state `sellerStateCode` and place of supply `supplyStateCode` (GST codes). */
export function taxSplitOf(sellerStateCode: string, supplyStateCode: string): Exclude<TaxSplit, 'none'> {
  if (sellerStateCode !== supplyStateCode) return 'igst';
  return indianStateByCode(supplyStateCode)?.utgst ? 'cgst_utgst' : 'cgst_sgst';
}

/**
 * Taxable value of tax-inclusive `pricePaise` at `rateBp` basis points:
 * round-half-up(P·10000 / (10000 + r)) in integers. Throws on a negative price or rate.
 */
export function taxableOf(pricePaise: number, rateBp: number): number {
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0) throw new Error(`bad price ${pricePaise}`);
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) throw new Error(`bad rate ${rateBp}`);
  const divisor = 10_000 + rateBp;
  // floor((2·P·10000 + d) / 2d) = round-half-up(P·10000 / d); prices stay far below 2^53 / 20000.
  return Math.floor((2 * pricePaise * 10_000 + divisor) / (2 * divisor));
}

/**
 * Each half of the tax of tax-inclusive `pricePaise` at `rateBp` inside the state (CGST and SGST or
 * UTGST run at the same rate, so they are equal, CGST Rule 46(m)): round-half-up(P·(r/2)/(10000 + r))
 * in integers. ₹3,000 at 18 % → 22881 paise each. Throws on a negative price or rate.
 */
export function halfTaxOf(pricePaise: number, rateBp: number): number {
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0) throw new Error(`bad price ${pricePaise}`);
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) throw new Error(`bad rate ${rateBp}`);
  const divisor = 2 * (10_000 + rateBp);
  // floor((2·P·r + d) / 2d) = round-half-up(P·r / d); P·r stays far below 2^53.
  return Math.floor((2 * pricePaise * rateBp + divisor) / (2 * divisor));
}

/**
 * The money of one line: its taxable value and taxes in paise. Across states the taxable value is
 * rounded and IGST is the rest; inside the state the two equal halves are rounded and the taxable
 * value is the rest (P − 2·half), so CGST = SGST/UTGST to the paisa.
 */
export type LineMoney = Pick<
  DocumentLine,
  'rateBp' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'utgstPaise' | 'igstPaise' | 'totalPaise'
>;

/** Splits tax-inclusive `pricePaise` at `rateBp` under `split`; 'none' (bill of supply) has no tax. */
export function splitLine(pricePaise: number, rateBp: number, split: TaxSplit): LineMoney {
  const zero = { cgstPaise: 0, sgstPaise: 0, utgstPaise: 0, igstPaise: 0 };
  if (split === 'none') return { rateBp: 0, taxablePaise: pricePaise, ...zero, totalPaise: pricePaise };
  if (split === 'igst') {
    const taxablePaise = taxableOf(pricePaise, rateBp);
    return { rateBp, taxablePaise, ...zero, igstPaise: pricePaise - taxablePaise, totalPaise: pricePaise };
  }
  const half = halfTaxOf(pricePaise, rateBp);
  const money = {
    rateBp,
    taxablePaise: pricePaise - 2 * half,
    ...zero,
    cgstPaise: half,
    totalPaise: pricePaise,
  };
  return split === 'cgst_utgst' ? { ...money, utgstPaise: half } : { ...money, sgstPaise: half };
}

/** Column sums of `lines`, paise. */
export function totalsOf(lines: readonly LineMoney[]): DocumentTotals {
  const totals: DocumentTotals = {
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    utgstPaise: 0,
    igstPaise: 0,
    totalPaise: 0,
  };
  for (const line of lines) {
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.utgstPaise += line.utgstPaise;
    totals.igstPaise += line.igstPaise;
    totals.totalPaise += line.totalPaise;
  }
  return totals;
}
