import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readAuthToken } from '../../../lib/storage';
import { subscribeToAuthToken } from '../hooks/use-auth-token';
import { loginPath } from '../utils/redirect-target';

/**
 * 'unknown' while rendering on a server or hydrating (the token lives in the browser only),
 * then 'signed-in' or 'anonymous'. The guard waits for a known state instead of redirecting
 * a signed-in traveller away during hydration.
 */
export function useAuthState(): 'unknown' | 'signed-in' | 'anonymous' {
  return useSyncExternalStore(
    subscribeToAuthToken,
    () => (readAuthToken() === null ? 'anonymous' : 'signed-in'),
    () => 'unknown',
  );
}

/**
 * Wraps a signed-in page. The route loader already turned anonymous visitors away; this
 * follows the token while the page is open, so a logout in another tab leaves the page too.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const state = useAuthState();
  const { pathname, search } = useLocation();
  if (state === 'anonymous') return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  if (state === 'unknown') return null;
  return children;
}
