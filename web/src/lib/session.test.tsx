import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '#web/test/render.tsx';
import { makeToken, signIn, USER } from '#web/test/session.ts';
import { apiGet } from './api-client.ts';
import { AUTH_TOKEN_KEY } from './auth-token.ts';
import { endSession, sessionUserFromToken, startSession, useSession } from './session.ts';

function Who() {
  const { user } = useSession();
  return <p>{user ? `Signed in as ${user.firstName} ${user.lastName}` : 'Visitor'}</p>;
}

describe('sessionUserFromToken', () => {
  it('reads userId, names, email and phone from the claims', () => {
    expect(sessionUserFromToken(makeToken())).toEqual(USER);
  });

  it('falls back to sub and name', () => {
    const token = makeToken({ userId: undefined, firstName: undefined, name: 'Asha', sub: 'u-9' });
    expect(sessionUserFromToken(token)).toMatchObject({ userId: 'u-9', firstName: 'Asha' });
  });

  it('is null for a token without any id or a malformed one', () => {
    expect(sessionUserFromToken(makeToken({ userId: undefined, sub: undefined }))).toBeNull();
    expect(sessionUserFromToken('not-a-jwt')).toBeNull();
  });
});

describe('useSession', () => {
  it('restores the user from a stored unexpired token', () => {
    signIn();
    render(<Who />);
    expect(screen.getByText('Signed in as Meera Kaur')).toBeInTheDocument();
  });

  it('does not restore an expired token', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, makeToken({}, -10));
    render(<Who />);
    expect(screen.getByText('Visitor')).toBeInTheDocument();
  });

  it('ends the session when the token expires', async () => {
    vi.useFakeTimers();
    localStorage.setItem(AUTH_TOKEN_KEY, makeToken({}, 60));
    render(<Who />);
    expect(screen.getByText('Signed in as Meera Kaur')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByText('Signed in as Meera Kaur')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('Visitor')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('follows startSession and endSession', () => {
    render(<Who />);
    act(() => startSession(makeToken({ firstName: 'Ravi' })));
    expect(screen.getByText('Signed in as Ravi Kaur')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
    act(() => endSession());
    expect(screen.getByText('Visitor')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('is cleared by any 401 from the API', async () => {
    signIn();
    mockApi({ 'GET /api/my-profile': jsonResponse({ success: false, message: 'Session Expired' }, 401) });
    render(<Who />);
    await act(() => apiGet('/my-profile').catch(() => undefined));
    expect(screen.getByText('Visitor')).toBeInTheDocument();
  });

  it('follows a login or logout made in another tab', () => {
    render(<Who />);
    const token = makeToken({ firstName: 'Tara' });
    act(() => {
      localStorage.setItem(AUTH_TOKEN_KEY, token);
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, newValue: token }));
    });
    expect(screen.getByText('Signed in as Tara Kaur')).toBeInTheDocument();
    act(() => {
      localStorage.removeItem(AUTH_TOKEN_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, newValue: null }));
    });
    expect(screen.getByText('Visitor')).toBeInTheDocument();
  });
});
