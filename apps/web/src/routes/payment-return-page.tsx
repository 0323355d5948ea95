import { useSearchParams } from 'react-router';
import { Container } from '../components/ui/container';
import { NoIndex } from '../components/ui/no-index';
import { PageMeta } from '../components/ui/page-meta';
import { CheckoutReturn } from '../features/payments/components/checkout-return';

/** /payments/return?session_id=cs_… (paid) or ?cancelled=1: where Stripe's payment page sends the traveller back. */
export function PaymentReturnPage() {
  const [params] = useSearchParams();
  return (
    <Container className="py-16 sm:py-24">
      <PageMeta title="Card payment" description="Safari Tanzania: the confirmation of your card payment." />
      <NoIndex />
      <CheckoutReturn sessionId={params.get('session_id')?.trim() ?? ''} cancelled={params.get('cancelled') === '1'} />
    </Container>
  );
}
