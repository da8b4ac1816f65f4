/**
 * The credit note (CGST Act s.34, Rule 53) that reverses a tax invoice or bill of supply. Pure;
 * paise throughout.
 */
import type { TaxDocumentSnapshot } from './document.ts';

/** The credit note `number` reversing `original` in full at `issuedAt`, noting `reason` (Rule 53). */
export function buildCreditNoteSnapshot(
  original: TaxDocumentSnapshot,
  number: string,
  issuedAt: Date,
  reason: string,
): TaxDocumentSnapshot {
  return {
    ...original,
    kind: 'credit_note',
    title: 'Credit Note',
    number,
    issuedAt: issuedAt.toISOString(),
    corrects: { number: original.number, issuedAt: original.issuedAt },
    notes: [
      `Order cancelled after shipping${reason ? `: ${reason}` : ''}`,
      `Reverses ${original.number} in full`,
    ],
  };
}
