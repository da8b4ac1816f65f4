import type { AdminOrderDocument, DocumentCopy } from '@shahi/contract/schemas';
import { apiGetFile, saveFile } from '#web/lib/api-file.ts';

/**
 * `GET /api/admin/orders/:id/documents/:documentId.pdf?copy=` → the PDF as a Blob: the
 * recipient's original, the duplicate for the transporter or the triplicate for the supplier
 * (CGST Rule 48(1)); rejects with the server's message as an ApiError (404 "Document not found").
 */
export function fetchOrderDocument(orderId: string, documentId: string, copy: DocumentCopy): Promise<Blob> {
  const query = copy === 'original' ? '' : `?copy=${copy}`;
  return apiGetFile(
    `/admin/orders/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(documentId)}.pdf${query}`,
    'application/pdf',
  );
}

/** The file name the server gives a copy: "INV/26-27/00001" → "INV-26-27-00001-duplicate.pdf". */
export function orderDocumentFileName(document: Pick<AdminOrderDocument, 'number'>, copy: DocumentCopy) {
  const base = document.number.replaceAll('/', '-');
  return copy === 'original' ? `${base}.pdf` : `${base}-${copy}.pdf`;
}

/**
 * Opens copy `copy` of `document` in a new tab to print (the tab is opened at once, inside the
 * click, so no pop-up blocker stops it); saves the file instead when no tab could be opened.
 * Rejects as fetchOrderDocument (the empty tab is closed then).
 */
export async function openOrderDocument(
  orderId: string,
  document: Pick<AdminOrderDocument, 'id' | 'number'>,
  copy: DocumentCopy,
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchOrderDocument(orderId, document.id, copy);
    if (!tab) {
      saveFile(blob, orderDocumentFileName(document, copy));
      return;
    }
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
