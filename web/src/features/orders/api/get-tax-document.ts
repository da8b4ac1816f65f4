import { messages, type OrderDocument } from '@shahi/contract';
import { API_BASE_PATH, ApiError } from '#web/lib/api-client.ts';
import { clearAuthToken, getValidAuthToken } from '#web/lib/auth-token.ts';
import { notifyUnauthorized } from '#web/lib/unauthorized.ts';

/** The path of an order's sale document (tax invoice or bill of supply) or credit note. */
export type TaxDocumentPath = 'invoice' | 'credit-note';

/** The file name of a document: "INV/26-27/00001" → "INV-26-27-00001.pdf", as the server names it. */
export function taxDocumentFileName(document: Pick<OrderDocument, 'number'>): string {
  return `${document.number.replaceAll('/', '-')}.pdf`;
}

/**
 * `GET /api/order/:id/invoice` or `/credit-note` with the bearer token (a link cannot carry it)
 * → the PDF as a Blob. A 401 signs the shopper out as every call does; failures become ApiErrors
 * with the server's message ("Invoice not found").
 */
export async function fetchTaxDocument(orderId: string, path: TaxDocumentPath): Promise<Blob> {
  const token = getValidAuthToken();
  const headers: Record<string, string> = { Accept: 'application/pdf' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE_PATH}/order/${encodeURIComponent(orderId)}/${path}`, {
    headers,
  }).catch(() => {
    throw new ApiError(messages.networkError, 0, 'NETWORK_ERROR');
  });
  if (response.ok) return new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
  if (response.status === 401) {
    clearAuthToken();
    notifyUnauthorized();
  }
  const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof payload?.message === 'string' ? payload.message : undefined;
  throw new ApiError(
    message ?? messages.anErrorOccurred,
    response.status,
    `HTTP_${response.status}`,
    !!message,
  );
}

/** Fetches the document and saves it as its file (a temporary link with `download`); rejects as fetchTaxDocument. */
export async function downloadTaxDocument(
  orderId: string,
  path: TaxDocumentPath,
  document: Pick<OrderDocument, 'number'>,
): Promise<void> {
  const url = URL.createObjectURL(await fetchTaxDocument(orderId, path));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = taxDocumentFileName(document);
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL is freed a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
