import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { useHasAuthToken } from '../hooks/use-auth-token';
import { accountLinkClasses, type AccountLinksVariant } from './account-link-classes';

// Most first visits are anonymous: the signed-in links (and their icons) load with a token.
const SignedInLinks = lazy(() => import('./signed-in-links').then((m) => ({ default: m.SignedInLinks })));

/**
 * 'Login', or 'Dashboard' plus 'Logout' when a token is stored. `variant`
 * picks the compact header pills or the full-width buttons of the mobile menu.
 */
export function AccountLinks({
  variant,
  light = false,
  onNavigate,
}: {
  variant: AccountLinksVariant;
  light?: boolean;
  onNavigate?: () => void;
}) {
  const authenticated = useHasAuthToken();
  if (authenticated) {
    return (
      <Suspense fallback={null}>
        <SignedInLinks variant={variant} light={light} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    <Link to="/login" className={accountLinkClasses(variant, light)} onClick={onNavigate}>
      <LogIn className={variant === 'header' ? 'h-3.5 w-3.5' : 'h-5 w-5'} aria-hidden="true" />
      Login
    </Link>
  );
}
