/**
 * Logging out (the ME menu's "Logout"): the shopper is taken to "/" first and the session ends
 * once home is on screen. Ending it first would let a page that needs a login (rendered until the
 * navigation's transition commits) send the shopper to /login instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endSession } from './session.ts';

let logoutRequested = false;

/** A function that logs the shopper out: navigates to "/", where useFinishLogout ends the session. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    logoutRequested = true;
    navigate('/');
  };
}

/**
 * Ends a requested logout as soon as "/" is committed: clears the token and forgets the account's
 * cached data (`['account', …]` queries). Mounted once, above every page (AppRoutes).
 */
export function useFinishLogout(): void {
  const location = useLocation();
  const queryClient = useQueryClient();
  useLayoutEffect(() => {
    if (!logoutRequested || location.pathname !== '/') return;
    logoutRequested = false;
    endSession();
    queryClient.removeQueries({ queryKey: ['account'] });
  }, [location, queryClient]);
}
