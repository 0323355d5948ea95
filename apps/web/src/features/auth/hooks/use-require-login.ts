import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requireLogin } from '../utils/require-login';

/** utils/require-login.ts for the current page: the returned check says whether one is signed in (SPEC §6). */
export function useRequireLogin(): () => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => requireLogin(navigate, `${pathname}${search}`), [navigate, pathname, search]);
}
