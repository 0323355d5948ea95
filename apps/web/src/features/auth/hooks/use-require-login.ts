import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_REQUIRED } from '@safari/contracts/messages';
import { toast } from '../../../lib/toast';
import { readAuthToken } from '../../../lib/storage';
import { loginPath } from '../utils/redirect-target';

/**
 * SPEC §6: like, rate and add-to-cart are for signed-in travellers. The returned check says
 * whether one is signed in; when not, it shows the destructive 'Login Required' toast and
 * sends the visitor to /login (which brings them back here after signing in).
 */
export function useRequireLogin(): () => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (readAuthToken() !== null) return true;
    toast({ title: LOGIN_REQUIRED.title, description: LOGIN_REQUIRED.description, variant: 'destructive' });
    navigate(loginPath(`${pathname}${search}`));
    return false;
  }, [navigate, pathname, search]);
}
