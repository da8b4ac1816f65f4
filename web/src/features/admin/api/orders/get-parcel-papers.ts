import { apiGetFile, saveFile } from '#web/lib/api-file.ts';

/**
 * `GET /api/admin/orders/:id/parcel-papers.pdf` → one PDF to print after shipping: the invoice's
 * duplicate for the transporter, the courier's label when booked, and the packing slip with the
 * return address (ADR 0063); rejects with the server's message as an ApiError.
 */
export function fetchParcelPapers(orderId: string): Promise<Blob> {
  return apiGetFile(`/admin/orders/${encodeURIComponent(orderId)}/parcel-papers.pdf`, 'application/pdf');
}

/**
 * Opens the parcel papers in a new tab to print (the tab is opened inside the click, so no pop-up
 * blocker stops it); saves the file instead when no tab could be opened. Rejects as
 * fetchParcelPapers (the empty tab is closed then).
 */
export async function openParcelPapers(orderId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchParcelPapers(orderId);
    if (!tab) {
      saveFile(blob, `parcel-papers-${orderId.slice(0, 8).toUpperCase()}.pdf`);
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
