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

/** The money of one line: its taxable value and taxes in paise; the halves CGST = ceil(tax/2). */
export type LineMoney = Pick<
  DocumentLine,
  'rateBp' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'utgstPaise' | 'igstPaise' | 'totalPaise'
>;

/** Splits tax-inclusive `pricePaise` at `rateBp` under `split`; 'none' (bill of supply) has no tax. */
export function splitLine(pricePaise: number, rateBp: number, split: TaxSplit): LineMoney {
  const zero = { cgstPaise: 0, sgstPaise: 0, utgstPaise: 0, igstPaise: 0 };
  if (split === 'none') return { rateBp: 0, taxablePaise: pricePaise, ...zero, totalPaise: pricePaise };
  const taxablePaise = taxableOf(pricePaise, rateBp);
  const tax = pricePaise - taxablePaise;
  const money = { rateBp, taxablePaise, ...zero, totalPaise: pricePaise };
  if (split === 'igst') return { ...money, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  if (split === 'cgst_utgst') return { ...money, cgstPaise, utgstPaise: tax - cgstPaise };
  return { ...money, cgstPaise, sgstPaise: tax - cgstPaise };
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
