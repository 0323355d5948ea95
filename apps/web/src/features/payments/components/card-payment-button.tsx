import { CreditCard } from 'lucide-react';
import { CARD_TEXTS } from '@safari/contracts/payments/texts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useStartCardCheckout } from '../api/start-card-checkout';

/**
 * "Pay … by card": asks the API for a Stripe Checkout Session for the booking (named by its
 * reference and e-mail) and goes to Stripe's page. Nothing is recorded here: the payment is
 * recorded when Stripe's signed webhook arrives, and the return page waits for it.
 */
export function CardPaymentButton({ amount, reference, email }: { amount: string; reference: string; email: string }) {
  const checkout = useStartCardCheckout();
  // After success the browser is leaving for Stripe: keep the button busy until it has.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <div className="mt-3">
      <Button
        onClick={() => checkout.mutate({ reference, email }, { onSuccess: ({ url }) => window.location.assign(url) })}
        disabled={busy}
        data-testid="pay-by-card"
      >
        <CreditCard className="h-4 w-4" aria-hidden="true" />
        {CARD_TEXTS.payByCard(amount)}
      </Button>
      {busy && <Spinner label={CARD_TEXTS.redirecting} showLabel className="mt-2 flex" />}
      {checkout.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(checkout.error, CARD_TEXTS.unavailable)}
        </p>
      )}
    </div>
  );
}
