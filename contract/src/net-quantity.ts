/**
 * A piece's declared net quantity read as numbers (zod-free, for the storefront too): the quantity
 * and GSTR-1 unit of its invoice line (CGST Rule 46(i)) and the count its unit sale price divides by
 * (Legal Metrology (Packaged Commodities) Rules 2011, rule 6(1)).
 */

/** GSTR-1 unit quantity codes (UQC) a line may carry: pieces, pairs, sets, numbers. */
export const uqcCodes = ['PCS', 'PRS', 'SET', 'NOS'] as const;
export type UqcCode = (typeof uqcCodes)[number];

const countWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };

/** "5", "five" → 5; anything else → undefined. */
function countOf(text: string): number | undefined {
  const value = /^\d+$/.test(text) ? Number(text) : countWords[text];
  return value !== undefined && value > 0 && Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The quantity and unit (GSTR-1 UQC, CGST Rule 46(i)) of a piece's declared net quantity: "1 pair" /
 * "2 pairs" → pairs (PRS); "set of 3", "1 set" → one SET; "5 pieces", "5 pcs", "5 nos" → 5 PCS (or
 * NOS); anything else → 1 PCS. Also the count a unit sale price divides by (`count`: items in the
 * pack, 3 for "set of 3").
 */
export function netQuantityUnits(netQuantity: string): { quantity: number; unit: UqcCode; count: number } {
  const text = netQuantity.trim().toLowerCase();
  const set = /^(?:a |one |1 )?set of (\w+)(?: pieces?)?$/.exec(text);
  if (set?.[1] && countOf(set[1])) return { quantity: 1, unit: 'SET', count: countOf(set[1]) ?? 1 };
  const counted = /^(\w+) (pairs?|pieces?|pcs|nos|sets?)$/.exec(text);
  const quantity = counted?.[1] ? countOf(counted[1]) : undefined;
  if (!counted || quantity === undefined) return { quantity: 1, unit: 'PCS', count: 1 };
  const word = counted[2] ?? '';
  if (word.startsWith('pair')) return { quantity, unit: 'PRS', count: quantity };
  if (word.startsWith('set')) return { quantity, unit: 'SET', count: quantity };
  if (word === 'nos') return { quantity, unit: 'NOS', count: quantity };
  return { quantity, unit: 'PCS', count: quantity };
}
