/**
 * The lines of a sale document: each piece's HSN code, quantity and unit (GSTR-1 UQC, from its
 * declared net quantity, CGST Rule 46(i)) and its money at the rate in force on the India date of
 * issue (./rates.ts, ADR 0055). A tax invoice refuses a line without an HSN code of at least 4
 * digits (Rule 46(h), Notification 78/2020-CT) or without a rate. Pure; paise throughout.
 */
import { indiaDate, netQuantityUnits } from '@shahi/contract';
import type { GstRateRule } from '@shahi/contract/schemas';
import { conflict } from '#server/http/errors.ts';
import type { DocumentLine, TaxSplit } from './document.ts';
import { gstRateOf, hsnCodeOf, type RateFacts } from './rates.ts';
import { splitLine } from './split.ts';

/** A line of the order with the piece's tax facts; price in paise, tax included. */
export interface LineForDocument extends RateFacts {
  title: string;
  pricePaise: number;
  /** The piece's declared net quantity, "1 piece", "1 pair", "5 pieces", "set of 3". */
  netQuantity: string;
}

/** 409 NO_HSN_CODE: a tax invoice cannot carry piece `title` without an HSN code of 4+ digits. */
export function missingHsnMessage(title: string): string {
  return `“${title}” has no HSN code of at least 4 digits; give one on the piece or its category before shipping`;
}

/** 409 NO_GST_RATE: no rule, piece rate or category rate gives piece `title` a rate. */
export function missingRateMessage(title: string): string {
  return `“${title}” has no GST rate: no rule of the rate table covers its HSN code and neither the piece nor its category has a rate; set one before shipping`;
}

/**
 * The printed lines of `lines` under `split`, at the rates `rules` give on the India date of
 * `issuedAt`. A bill of supply (`none`) carries no rate. Errors (a tax invoice only): 409
 * NO_HSN_CODE for a line whose HSN code is missing or shorter than 4 digits, 409 NO_GST_RATE for
 * a line nothing gives a rate; each names the piece.
 */
export function documentLinesOf(
  lines: readonly LineForDocument[],
  split: TaxSplit,
  issuedAt: Date,
  rules: readonly GstRateRule[],
): DocumentLine[] {
  const date = indiaDate(issuedAt);
  return lines.map((line) => {
    const hsnCode = hsnCodeOf(line);
    const { quantity, unit } = netQuantityUnits(line.netQuantity);
    const printed = { description: line.title, hsnCode, quantity, unit };
    if (split === 'none') return { ...printed, ...splitLine(line.pricePaise, 0, split) };
    if (!/^\d{4,8}$/.test(hsnCode)) throw conflict(missingHsnMessage(line.title), 'NO_HSN_CODE');
    const decision = gstRateOf(rules, line, line.pricePaise, date);
    if (!decision) throw conflict(missingRateMessage(line.title), 'NO_GST_RATE');
    return { ...printed, ...splitLine(line.pricePaise, decision.rateBp, split) };
  });
}
