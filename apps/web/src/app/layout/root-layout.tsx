import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSiteStatus } from '../../lib/site-status';
import { useRouteChrome } from './route-chrome';
import { SiteShell } from './site-shell';

// Rarely shown, so it is not part of the first bundle.
const MaintenancePage = lazy(() => import('../maintenance-page').then((m) => ({ default: m.MaintenancePage })));
// The back office's frame, lazy: none of the back office's code is in the travellers' bundles.
const AdminShell = lazy(() => import('./admin-shell').then((m) => ({ default: m.AdminShell })));

/**
 * The root route's component. Pages render into the shell at once; if /api/status reports
 * maintenance, the whole site shows the maintenance page instead (the rest of the API
 * answers 503 then, so header features such as currencies could not work anyway).
 * The back office's routes ask for their own frame (route-chrome.ts).
 */
export function RootLayout() {
  const status = useSiteStatus();
  const chrome = useRouteChrome();
  if (status.data?.maintenance) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    );
  }
  if (chrome === 'admin') {
    return (
      <Suspense fallback={null}>
        <AdminShell>
          <Outlet />
        </AdminShell>
      </Suspense>
    );
  }
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
