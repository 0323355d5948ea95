import { Link } from 'react-router';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { logout } from '../utils/logout';
import { accountLinkClasses, type AccountLinksVariant } from './account-link-classes';

/** 'Dashboard' and 'Logout' for a signed-in traveller (a valid token is stored). */
export function SignedInLinks({ variant, light, onNavigate }: { variant: AccountLinksVariant; light: boolean; onNavigate?: () => void }) {
  const item = accountLinkClasses(variant, light);
  const icon = variant === 'header' ? 'h-3.5 w-3.5' : 'h-5 w-5';
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
