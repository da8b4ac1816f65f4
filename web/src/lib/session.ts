/**
 * The shopper's session (docs/product.md#accounts): the stored `auth_token`
 * is the single source of truth, so a login, a logout, a 401 (the API client clears the token)
 * and another tab's change all reach every component through one external store.
 */
import type { SessionUser } from '@shahi/contract';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  clearAuthToken,
  decodeJwtPayload,
  getValidAuthToken,
  storeAuthToken,
  subscribeAuthToken,
} from './auth-token.ts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The user named by a token's claims (userId or sub; firstName or name; lastName; email; phoneNumber); null without an id. */
export function sessionUserFromToken(token: string): SessionUser | null {
  const claims = decodeJwtPayload(token);
  const userId = text(claims?.userId) ?? text(claims?.sub);
  if (!claims || !userId) return null;
  return {
    userId,
    firstName: text(claims.firstName) ?? text(claims.name) ?? '',
    lastName: text(claims.lastName) ?? '',
    email: text(claims.email) ?? '',
    phoneNumber: text(claims.phoneNumber) ?? '',
  };
}

export interface Session {
  /** The signed-in shopper, or null for a visitor (no token, an expired one, or one without an id). */
  user: SessionUser | null;
  /** The unexpired stored token the user comes from. */
  token: string | null;
}

/** The current session; re-renders on login, logout, a 401, the token's expiry and changes made in other tabs. */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribeAuthToken, getValidAuthToken, () => null);
  useEffect(() => {
    const exp = token ? decodeJwtPayload(token)?.exp : undefined;
    if (typeof exp !== 'number') return;
    // At expiry the token is dropped, which tells every subscriber; the shopper is then a visitor.
    const timer = setTimeout(clearAuthToken, Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [token]);
  return useMemo(() => {
    const user = token ? sessionUserFromToken(token) : null;
    return { user, token: user ? token : null };
  }, [token]);
}

/** Starts (or renews) the session with a token from the server: login, profile edit, password change. */
export function startSession(token: string): void {
  storeAuthToken(token);
}

/** Ends the session: the token is removed (logout). */
export function endSession(): void {
  clearAuthToken();
}
