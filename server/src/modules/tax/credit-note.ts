/**
 * The credit note (CGST Act s.34, Rule 53) that reverses a tax invoice or bill of supply, in full or
 * in part. Pure; paise throughout.
 */
import type { DocumentLine, TaxDocumentSnapshot } from './document.ts';
import { splitLine, totalsOf } from './split.ts';

/** What a credit note credits: `amountPaise` (tax included; the whole document when absent) and its printed reason. */
export interface CreditNoteCredit {
  /** Paise credited, 1 to the original's total; absent: the whole document. */
  amountPaise?: number;
  /** The first printed note, e.g. "Claim: damaged — refund of ₹1,500.00"; absent: the cancellation's. */
  heading?: string;
}

/**
 * Shares `amountPaise` among `weights` (paise, not all 0) in proportion, by the largest remainder:
 * each share is floor(amount·w/Σw), and the paise left over go one each to the largest fractional
 * parts (ties to the earlier line), so the shares add up to `amountPaise` exactly.
 */
export function shareByLargestRemainder(amountPaise: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole <= 0) throw new Error('no weight to share by');
  // Integer arithmetic: amount·w stays far below 2^53 for any order the shop takes.
  const shares = weights.map((weight) => Math.floor((amountPaise * weight) / whole));
  const remainders = weights.map((weight, index) => ({ index, rest: (amountPaise * weight) % whole }));
  let left = amountPaise - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The lines crediting `amountPaise` of `original`: the original's lines as they are for the whole
 * amount; for a part, the amount spread over the lines in proportion to their totals
 * (`shareByLargestRemainder`), each share re-split at its line's rate under the document's split.
 * Lines credited 0 are left out. Throws on an amount outside 1 … the original's total.
 */
export function creditedLines(original: TaxDocumentSnapshot, amountPaise: number): DocumentLine[] {
  const total = original.totals.totalPaise;
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || amountPaise > total) {
    throw new Error(`credit of ${amountPaise} paise outside 1…${total}`);
  }
  if (amountPaise === total) return original.lines;
  const shares = shareByLargestRemainder(
    amountPaise,
    original.lines.map((line) => line.totalPaise),
  );
  return original.lines.flatMap((line, index) => {
    const share = shares[index] ?? 0;
    if (share === 0) return [];
    return [{ ...line, ...splitLine(share, line.rateBp, original.split) }];
  });
}

/** "₹1,234.50" of `paise` (Indian grouping), for the printed notes. */
function rupeesText(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * The credit note `number` at `issuedAt` reversing `original` (Rule 53): in full by default, noting
 * `reason` as an order cancelled after shipping; with `credit.amountPaise` below the total, in part
 * (`creditedLines`), its totals equal to that amount. The notes say why (`credit.heading`, else the
 * cancellation) and "Reverses <number> in full" or "… in part (₹x of ₹y)".
 */
export function buildCreditNoteSnapshot(
  original: TaxDocumentSnapshot,
  number: string,
  issuedAt: Date,
  reason: string,
  credit: CreditNoteCredit = {},
): TaxDocumentSnapshot {
  const amountPaise = credit.amountPaise ?? original.totals.totalPaise;
  const lines = creditedLines(original, amountPaise);
  const full = amountPaise === original.totals.totalPaise;
  const heading = credit.heading ?? `Order cancelled after shipping${reason ? `: ${reason}` : ''}`;
  return {
    ...original,
    kind: 'credit_note',
    title: 'Credit Note',
    number,
    issuedAt: issuedAt.toISOString(),
    corrects: { number: original.number, issuedAt: original.issuedAt },
    lines,
    totals: full ? original.totals : totalsOf(lines),
    notes: [
      heading,
      full
        ? `Reverses ${original.number} in full`
        : `Reverses ${original.number} in part (${rupeesText(amountPaise)} of ${rupeesText(original.totals.totalPaise)})`,
    ],
  };
}
