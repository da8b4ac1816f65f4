import { messages } from '@shahi/contract';
import { API_BASE_PATH, ApiError } from '#web/lib/api-client.ts';
import { clearAuthToken, getValidAuthToken } from '#web/lib/auth-token.ts';
import { notifyUnauthorized } from '#web/lib/unauthorized.ts';

/**
 * `GET /api{path}` with the bearer token (a link cannot carry it) → the body as a Blob of `type`
 * (a PDF, a CSV, a printable page). A 401 signs the user out as every call does; failures become
 * ApiErrors with the server's message, or the network error when nothing answered.
 */
export async function apiGetFile(path: string, type: string): Promise<Blob> {
  const token = getValidAuthToken();
  const headers: Record<string, string> = { Accept: type };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE_PATH}${path}`, { headers }).catch(() => {
    throw new ApiError(messages.networkError, 0, 'NETWORK_ERROR');
  });
  if (response.ok) return new Blob([await response.arrayBuffer()], { type });
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

/** Saves `blob` as a file named `fileName` (a temporary link with `download`). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL is freed a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
