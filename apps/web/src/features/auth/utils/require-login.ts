import type { NavigateFunction } from 'react-router';
import { LOGIN_REQUIRED } from '../data/auth-texts';
import { toast } from '../../../lib/toast';
import { readAuthToken } from '../../../lib/storage';
import { loginPath } from './redirect-target';

/**
 * Like, rate and add-to-cart are for signed-in travellers. Says whether one is signed
 * in; when not, shows the destructive 'Login Required' toast and sends the visitor to /login
 * (which brings them back to `returnTo` after signing in). A plain function, so a button can
 * load it with its action on the first click (decision 0035).
 */
export function requireLogin(navigate: NavigateFunction, returnTo: string): boolean {
  if (readAuthToken() !== null) return true;
  toast({ title: LOGIN_REQUIRED.title, description: LOGIN_REQUIRED.description, variant: 'destructive' });
  void navigate(loginPath(returnTo));
  return false;
}
