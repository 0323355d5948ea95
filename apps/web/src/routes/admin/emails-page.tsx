import { PageMeta } from '../../components/ui/page-meta';
import { OutboxList } from '../../features/admin/components/outbox-list';

/** /admin/emails: the outbox. */
export function EmailsPage() {
  return (
    <>
      <PageMeta title="E-mails · Back office" description="Every e-mail the site sends." />
      <OutboxList />
    </>
  );
}
