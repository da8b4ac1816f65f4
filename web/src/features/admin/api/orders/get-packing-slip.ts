import { apiGetFile } from '#web/lib/api-file.ts';

/**
 * `GET /api/admin/orders/:id/packing-slip` → the printable HTML as a Blob; rejects with the
 * server's message as an ApiError.
 */
export function fetchPackingSlip(id: string): Promise<Blob> {
  return apiGetFile(`/admin/orders/${encodeURIComponent(id)}/packing-slip`, 'text/html');
}

/**
 * Opens the packing slip in a new window (opened at once, inside the click, so no pop-up blocker
 * stops it) from a blob URL, wires its Print button (the slip holds no script of its own) and asks
 * the browser to print it. Returns false when no window could be opened; rejects as
 * fetchPackingSlip does (the empty window is closed then).
 */
export async function openPackingSlip(id: string): Promise<boolean> {
  const slipWindow = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchPackingSlip(id));
    if (!slipWindow) {
      URL.revokeObjectURL(url);
      return false;
    }
    slipWindow.location.href = url;
    // The blob document is same-origin: once it has loaded, its own print dialog opens.
    const started = Date.now();
    const timer = window.setInterval(() => {
      try {
        const loaded = slipWindow.location.href === url && slipWindow.document.readyState === 'complete';
        if (!loaded && Date.now() - started < 10_000) return;
        window.clearInterval(timer);
        if (!loaded) return;
        slipWindow.document
          .querySelector('[data-print]')
          ?.addEventListener('click', () => slipWindow.print());
        slipWindow.print();
      } catch {
        window.clearInterval(timer);
      }
    }, 200);
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch (error) {
    slipWindow?.close();
    throw error;
  }
}
