import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { ArticleEditor } from '../../features/admin/components/article-editor';
import { ArticlesList } from '../../features/admin/components/articles-list';
import { AuditLog } from '../../features/admin/components/audit-log';
import { DestinationEditor } from '../../features/admin/components/destination-editor';
import { DestinationsList } from '../../features/admin/components/destinations-list';
import { NewsletterList } from '../../features/admin/components/newsletter-list';
import { StaffList } from '../../features/admin/components/staff-list';

// The back office's lighter screens: one list each.

/** /admin/destinations */
export function DestinationsPage() {
  return (
    <>
      <PageMeta title="Destinations · Back office" description="The catalogue's destinations." />
      <DestinationsList />
    </>
  );
}

/** /admin/destinations/:id and /admin/destinations/new */
export function DestinationPage() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title="Destination · Back office" description="Edit a destination." />
      <DestinationEditor key={id ?? 'new'} uuid={id} />
    </>
  );
}

/** /admin/blog */
export function BlogAdminPage() {
  return (
    <>
      <PageMeta title="Blog · Back office" description="Blog articles." />
      <ArticlesList />
    </>
  );
}

/** /admin/blog/:id and /admin/blog/new */
export function ArticlePage() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title="Article · Back office" description="Edit a blog article." />
      <ArticleEditor key={id ?? 'new'} id={id ? Number(id) : undefined} />
    </>
  );
}

/** /admin/newsletter */
export function NewsletterAdminPage() {
  return (
    <>
      <PageMeta title="Newsletter · Back office" description="Newsletter subscribers." />
      <NewsletterList />
    </>
  );
}

/** /admin/audit */
export function AuditPage() {
  return (
    <>
      <PageMeta title="Audit log · Back office" description="Every change made in the back office." />
      <AuditLog />
    </>
  );
}

/** /admin/staff (administrators) */
export function StaffPage() {
  return (
    <>
      <PageMeta title="Staff · Back office" description="Staff accounts." />
      <StaffList />
    </>
  );
}
