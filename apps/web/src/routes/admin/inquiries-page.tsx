import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { InquiriesInbox } from '../../features/admin/components/inquiries-inbox';
import { InquiryDetail } from '../../features/admin/components/inquiry-detail';

/** /admin/inquiries: the inbox. */
export function InquiriesPage() {
  return (
    <>
      <PageMeta title="Inquiries · Back office" description="Inquiries from travellers." />
      <InquiriesInbox />
    </>
  );
}

/** /admin/inquiries/:id: one inquiry, its reply, notes and history. */
export function InquiryPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageMeta title="Inquiry · Back office" description="An inquiry from a traveller." />
      <InquiryDetail key={id} uuid={id} />
    </>
  );
}
