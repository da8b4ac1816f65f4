import type { OrderDocument } from '@shahi/contract';
import { apiGetFile, saveFile } from '#web/lib/api-file.ts';

/** The path of an order's sale document (tax invoice or bill of supply) or credit note. */
export type TaxDocumentPath = 'invoice' | 'credit-note';

/** The file name of a document: "INV/26-27/00001" → "INV-26-27-00001.pdf", as the server names it. */
export function taxDocumentFileName(document: Pick<OrderDocument, 'number'>): string {
  return `${document.number.replaceAll('/', '-')}.pdf`;
}

/**
 * `GET /api/order/:id/invoice` or `/credit-note` → the PDF as a Blob; rejects with the server's
 * message ("Invoice not found") as an ApiError.
 */
export function fetchTaxDocument(orderId: string, path: TaxDocumentPath): Promise<Blob> {
  return apiGetFile(`/order/${encodeURIComponent(orderId)}/${path}`, 'application/pdf');
}

/** Fetches the document and saves it as its file; rejects as fetchTaxDocument. */
export async function downloadTaxDocument(
  orderId: string,
  path: TaxDocumentPath,
  document: Pick<OrderDocument, 'number'>,
): Promise<void> {
  saveFile(await fetchTaxDocument(orderId, path), taxDocumentFileName(document));
}
