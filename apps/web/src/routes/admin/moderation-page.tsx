import { PageMeta } from '../../components/ui/page-meta';
import { ModerationQueue } from '../../features/admin/components/moderation-queue';

/** /admin/moderation: testimonials and ratings to approve or reject. */
export function ModerationPage() {
  return (
    <>
      <PageMeta title="Moderation · Back office" description="Testimonials and ratings waiting for approval." />
      <ModerationQueue />
    </>
  );
}
