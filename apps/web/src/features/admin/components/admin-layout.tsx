import { Navigate, NavLink, Outlet, useLocation, useOutletContext } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import type { PublicUser } from '@safari/contracts/auth';
import { STAFF_ROLES, type StaffRole } from '@safari/contracts/admin';
import { ButtonLink } from '../../../components/ui/button';
import { NoIndex } from '../../../components/ui/no-index';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { RequireAuth } from '../../auth/components/require-auth';
import { logout } from '../../auth/utils/logout';
import { loginPath } from '../../auth/utils/redirect-target';
import { useMe } from '../api/get-me';

const NAV: ReadonlyArray<{ to: string; label: string; adminOnly?: boolean }> = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/inquiries', label: 'Inquiries' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/departures', label: 'Departures' },
  { to: '/admin/trips', label: 'Trips' },
  { to: '/admin/destinations', label: 'Destinations' },
  { to: '/admin/blog', label: 'Blog' },
  { to: '/admin/moderation', label: 'Moderation' },
  { to: '/admin/newsletter', label: 'Newsletter' },
  { to: '/admin/emails', label: 'E-mails' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/settings/payment-terms', label: 'Payment terms' },
  { to: '/admin/staff', label: 'Staff', adminOnly: true },
];

export type StaffUser = PublicUser & { role: StaffRole };

const isStaff = (user: PublicUser): user is StaffUser => (STAFF_ROLES as readonly string[]).includes(user.role);

/** The signed-in staff member, for the back office's pages (the layout only renders them for staff). */
export const useStaffUser = () => useOutletContext<StaffUser>();

/**
 * The back office's frame: its own navigation beside the page, `noindex` on every page, and
 * the guard. The route's loader already sent anonymous visitors to /login; here the account's
 * role decides: a traveller gets a plain "no access" page (the API refuses them anyway, this
 * only spares them a screen of errors).
 */
export function AdminLayout() {
  return (
    <RequireAuth>
      <NoIndex />
      <AdminFrame />
    </RequireAuth>
  );
}

function AdminFrame() {
  const me = useMe();
  const { pathname, search } = useLocation();
  if (me.isPending) return <Spinner label="Checking your access" showLabel className="m-8" />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 401) return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
    return <NoAccess message="We could not check your access. Please reload the page." />;
  }
  if (!isStaff(me.data))
    return <NoAccess message="This part of the site is for the operator’s staff only. You are signed in as a traveller." />;
  const user = me.data;
  return (
    <div className="mx-auto grid max-w-screen-2xl gap-6 px-4 py-6 lg:grid-cols-[13rem_1fr] lg:px-6">
      <nav aria-label="Back office" className="lg:sticky lg:top-4 lg:self-start">
        <p className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">Back office</p>
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {NAV.filter((item) => !item.adminOnly || user.role === 'admin').map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/admin'}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-1.5 text-sm font-medium',
                    isActive ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-brand-50',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-stone-600">
          {user.name} · {user.role}
        </p>
        {/* The storefront's header (and its Logout) is not shown here: the back office has its own frame. */}
        <button type="button" className="mt-1 text-xs font-medium text-brand-800 underline" onClick={() => void logout()}>
          Sign out
        </button>
      </nav>
      <div className="min-w-0">
        <Outlet context={user} />
      </div>
    </div>
  );
}

function NoAccess({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <ShieldAlert className="mx-auto h-10 w-10 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 font-display text-2xl font-bold text-stone-900">No access</h1>
      <p className="mt-2 text-stone-700">{message}</p>
      <ButtonLink to="/" className="mt-6">
        Back to the site
      </ButtonLink>
    </div>
  );
}
