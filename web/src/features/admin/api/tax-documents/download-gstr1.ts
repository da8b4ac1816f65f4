import { messages } from '@shahi/contract';
import { API_BASE_PATH, ApiError } from '#web/lib/api-client.ts';
import { clearAuthToken, getValidAuthToken } from '#web/lib/auth-token.ts';
import { notifyUnauthorized } from '#web/lib/unauthorized.ts';

/**
 * `GET /api/admin/tax-documents/export.csv?month=YYYY-MM` with the bearer token → the GSTR-1 CSV as
 * a Blob (a link cannot carry the token). Failures become ApiErrors with the server's message.
 */
export async function fetchGstr1Csv(month: string): Promise<Blob> {
  const token = getValidAuthToken();
  const accept = { Accept: 'text/csv' };
  const response = await fetch(
    `${API_BASE_PATH}/admin/tax-documents/export.csv?month=${encodeURIComponent(month)}`,
    { headers: token ? { ...accept, Authorization: `Bearer ${token}` } : accept },
  ).catch(() => {
    throw new ApiError(messages.networkError, 0, 'NETWORK_ERROR');
  });
  if (response.ok) return new Blob([await response.text()], { type: 'text/csv' });
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

/** Downloads the month's GSTR-1 CSV as "gstr1-b2cs-hsn-YYYY-MM.csv"; rejects as fetchGstr1Csv does. */
export async function downloadGstr1Csv(month: string): Promise<void> {
  const url = URL.createObjectURL(await fetchGstr1Csv(month));
  const link = document.createElement('a');
  link.href = url;
  link.download = `gstr1-b2cs-hsn-${month}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
