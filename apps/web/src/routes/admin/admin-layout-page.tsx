import { AdminLayout } from '../../features/admin/components/admin-layout';
import { requireSignedIn } from '../../features/auth/utils/route-guards';

/** Anonymous visitors go to /login?redirect=… before any of the back office's code loads. */
export const loader = requireSignedIn;

/** /admin/*: the back office's frame (navigation, noindex, the staff-only guard). */
export function AdminLayoutPage() {
  return <AdminLayout />;
}
