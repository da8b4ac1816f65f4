/**
 * Issuing the sale document inside an order's transaction (docs/decisions/0030-gst-invoices.md): the
 * tax invoice or bill of supply when the order ships (the credit note is ./issue-credit-note.ts).
 * The number is taken in the same transaction, so a failed shipment uses none. Each line takes the
 * rate in force on the India date of issue (ADR 0055); the rate table is read once per document.
 */
import { DEFAULT_NET_QUANTITY, taxMessages } from '@shahi/contract/schemas';
import type { Transaction } from '#server/db/transaction.ts';
import { conflict } from '#server/http/errors.ts';
import { selectPieceTaxFacts } from '#server/modules/catalog/public.ts';
import { type SellerRow, selectSeller } from '#server/modules/seller/public.ts';
import { takeDocumentNumber } from '#server/modules/tax/numbering.ts';
import { loadRateRules } from '#server/modules/tax/rate-rules.ts';
import { insertTaxDocument } from '#server/modules/tax/repository.ts';
import { buildSaleSnapshot, type OrderForDocument } from '#server/modules/tax/snapshot.ts';

/** The seller settings, needed before anything ships; 409 "Fill in the seller settings…" when absent. */
export async function sellerForShipping(tx: Transaction): Promise<SellerRow> {
  const seller = await selectSeller(tx.db);
  if (!seller) throw conflict(taxMessages.sellerMissing, 'SELLER_MISSING');
  return seller;
}

/**
 * Issues the tax invoice (registered seller) or bill of supply (unregistered) of `order` with
 * `lines` at `issuedAt`, numbered in its series; resolves with the document's id. 409 when the place
 * of supply is unknown; for a tax invoice, 409 NO_HSN_CODE or NO_GST_RATE naming a piece without an
 * HSN code of 4+ digits or without a rate (CGST Rule 46(h)). Nothing is numbered when it throws.
 */
export async function issueSaleDocument(
  tx: Transaction,
  seller: SellerRow,
  order: OrderForDocument,
  lines: ReadonlyArray<{ productId: string; title: string; pricePaise: number }>,
  issuedAt = new Date(),
): Promise<string> {
  const [facts, rules] = await Promise.all([
    selectPieceTaxFacts(
      tx.db,
      lines.map((line) => line.productId),
    ),
    loadRateRules(tx.db),
  ]);
  const withFacts = lines.map((line) => {
    const found = facts.get(line.productId);
    return {
      title: line.title,
      pricePaise: line.pricePaise,
      hsnCode: found?.hsnCode ?? null,
      gstRateBp: found?.gstRateBp ?? null,
      categoryHsnCode: found?.categoryHsnCode ?? '',
      categoryGstRateBp: found?.categoryGstRateBp ?? null,
      handmade: found?.handmade ?? false,
      netQuantity: found?.netQuantity ?? DEFAULT_NET_QUANTITY,
    };
  });
  // Validate before taking a number: an unknown state or a line without HSN or rate throws here.
  const draft = buildSaleSnapshot({ seller, order, lines: withFacts, rules, number: '', issuedAt });
  const numbering = await takeDocumentNumber(tx.db, draft.kind, issuedAt);
  const snapshot = { ...draft, number: numbering.number };
  return insertTaxDocument(tx.db, { orderId: order.id, numbering, snapshot, issuedAt });
}
