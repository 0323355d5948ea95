import { PageMeta } from '../../components/ui/page-meta';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';

/** /admin: what is waiting for the operator. */
export function AdminDashboardPage() {
  return (
    <>
      <PageMeta title="Back office" description="The operator's back office." />
      <AdminDashboard />
    </>
  );
}
