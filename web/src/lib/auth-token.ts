/** Browser storage of the login token (localStorage `auth_token`). */
export const AUTH_TOKEN_KEY = 'auth_token';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT's payload, unverified (the server verifies); null when malformed. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether the token's `exp` claim (seconds since epoch) lies after `nowMs` (milliseconds). */
export function isTokenUnexpired(token: string, nowMs = Date.now()): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > nowMs;
}

/** The stored token when present and unexpired, else null. */
export function getValidAuthToken(): string | null {
  try {
    const token = localStorage.getItem(AUTH_TOKEN_KEY);
    return token && isTokenUnexpired(token) ? token : null;
  } catch {
    return null;
  }
}

type Listener = () => void;

const listeners = new Set<Listener>();

function notifyChange(): void {
  for (const listener of listeners) listener();
}

/**
 * Subscribes to changes of the stored token: this tab's stores and clears, and other tabs'
 * (the `storage` event), so every tab follows a login or logout. Returns the unsubscribe function.
 */
export function subscribeAuthToken(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_TOKEN_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores a fresh token (login, profile edit, password change) and tells the subscribers. */
export function storeAuthToken(token: string): void {
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage can be unavailable (some private modes); the login then cannot be kept.
  }
  notifyChange();
}

/** Removes the stored token (logout, or a 401 from the API) and tells the subscribers. */
export function clearAuthToken(): void {
  try {
    localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
  notifyChange();
}
