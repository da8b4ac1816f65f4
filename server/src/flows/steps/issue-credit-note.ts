/**
 * Issuing a credit note inside an order's transaction (CGST Act s.34, Rule 53): it reverses the
 * order's invoice or bill of supply, in full or in part, numbered in its own series in the same
 * transaction.
 */
import type { Transaction } from '#server/db/transaction.ts';
import { buildCreditNoteSnapshot, type CreditNoteCredit } from '#server/modules/tax/credit-note.ts';
import { takeDocumentNumber } from '#server/modules/tax/numbering.ts';
import { insertTaxDocument, selectSaleDocument } from '#server/modules/tax/repository.ts';

/**
 * Issues the credit note reversing order `orderId`'s invoice or bill of supply, noting `reason`: in
 * full, or for `credit.amountPaise` (paise, tax included, at most the document's total) with its own
 * printed heading (a claim's refund, ADR 0057); resolves with its id, or null when the order has no
 * such document (never shipped). Throws on an amount outside 1 … the document's total.
 */
export async function issueCreditNote(
  tx: Transaction,
  orderId: string,
  reason: string,
  issuedAt = new Date(),
  credit: CreditNoteCredit = {},
): Promise<string | null> {
  const original = await selectSaleDocument(tx.db, orderId);
  if (!original) return null;
  const numbering = await takeDocumentNumber(tx.db, 'credit_note', issuedAt);
  const snapshot = buildCreditNoteSnapshot(original.snapshot, numbering.number, issuedAt, reason, credit);
  return insertTaxDocument(tx.db, {
    orderId,
    numbering,
    snapshot,
    issuedAt,
    correctsDocumentId: original.id,
  });
}
