import { messages } from '@shahi/contract';
import { API_BASE_PATH, ApiError } from '#web/lib/api-client.ts';
import { clearAuthToken, getValidAuthToken } from '#web/lib/auth-token.ts';
import { notifyUnauthorized } from '#web/lib/unauthorized.ts';

/**
 * `GET /api/admin/orders/:id/packing-slip` with the bearer token → the printable HTML as a Blob
 * (a link cannot carry the token). Failures become ApiErrors with the server's message.
 */
export async function fetchPackingSlip(id: string): Promise<Blob> {
  const token = getValidAuthToken();
  const response = await fetch(`${API_BASE_PATH}/admin/orders/${encodeURIComponent(id)}/packing-slip`, {
    headers: token ? { Authorization: `Bearer ${token}`, Accept: 'text/html' } : { Accept: 'text/html' },
  }).catch(() => {
    throw new ApiError(messages.networkError, 0, 'NETWORK_ERROR');
  });
  if (response.ok) return new Blob([await response.text()], { type: 'text/html' });
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

/**
 * Opens the packing slip in a new window (opened at once, inside the click, so no pop-up blocker
 * stops it) from a blob URL, then asks the browser to print it. Returns false when no window
 * could be opened; rejects as fetchPackingSlip does (the empty window is closed then).
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
        if (loaded) slipWindow.print();
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
