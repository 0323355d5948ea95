import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useHasAuthToken } from '../hooks/use-auth-token';

// Most first visits are anonymous: the signed-in links (and their icons) load with a token.
const SignedInLinks = lazy(() => import('./signed-in-links').then((m) => ({ default: m.SignedInLinks })));

export type AccountLinksVariant = 'header' | 'menu';

export function accountLinkClasses(variant: AccountLinksVariant, light: boolean) {
  return variant === 'header'
    ? cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 transition-colors',
        light ? 'text-white ring-white/60 hover:bg-white/15' : 'text-stone-800 ring-stone-300 hover:bg-stone-100',
      )
    : 'flex w-full items-center justify-center gap-2 rounded-full px-5 py-3 text-base font-semibold ring-1 ring-stone-300 text-stone-800 hover:bg-stone-100';
}

/**
 * 'Login', or 'Dashboard' plus 'Logout' when a token is stored (SPEC §2, §6). `variant`
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
