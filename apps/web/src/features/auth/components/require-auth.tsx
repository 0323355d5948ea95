import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthState } from '../hooks/use-auth-token';
import { loginPath } from '../utils/redirect-target';

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
