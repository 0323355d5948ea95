import { Link } from 'react-router';
import { LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { logout, useHasAuthToken } from '../hooks/use-auth-token';

/**
 * 'Login', or 'Dashboard' plus 'Logout' when a token is stored (SPEC §2, §6). `variant`
 * picks the compact header pills or the full-width buttons of the mobile menu.
 */
export function AccountLinks({
  variant,
  light = false,
  onNavigate,
}: {
  variant: 'header' | 'menu';
  light?: boolean;
  onNavigate?: () => void;
}) {
  const authenticated = useHasAuthToken();
  const item =
    variant === 'header'
      ? cn(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 transition-colors',
          light ? 'text-white ring-white/60 hover:bg-white/15' : 'text-stone-800 ring-stone-300 hover:bg-stone-100',
        )
      : 'flex w-full items-center justify-center gap-2 rounded-full px-5 py-3 text-base font-semibold ring-1 ring-stone-300 text-stone-800 hover:bg-stone-100';
  const icon = variant === 'header' ? 'h-3.5 w-3.5' : 'h-5 w-5';

  if (!authenticated) {
    return (
      <Link to="/login" className={item} onClick={onNavigate}>
        <LogIn className={icon} aria-hidden="true" />
        Login
      </Link>
    );
  }
  return (
    <div className={variant === 'header' ? 'flex items-center gap-1.5' : 'grid gap-2'}>
      <Link to="/dashboard" className={item} onClick={onNavigate}>
        <LayoutDashboard className={icon} aria-hidden="true" />
        Dashboard
      </Link>
      <button type="button" className={item} onClick={() => void logout()}>
        <LogOut className={icon} aria-hidden="true" />
        Logout
      </button>
    </div>
  );
}
