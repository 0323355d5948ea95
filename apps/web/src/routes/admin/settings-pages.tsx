import { PageMeta } from '../../components/ui/page-meta';
import { PaymentTermsSettings } from '../../features/admin/components/payment-terms-settings';

// The back office's settings: data the operator changes now and then, not every day.

/** /admin/settings/payment-terms */
export function PaymentTermsPage() {
  return (
    <>
      <PageMeta title="Payment terms · Back office" description="The deposit at booking and when the balance is due." />
      <PaymentTermsSettings />
    </>
  );
}
