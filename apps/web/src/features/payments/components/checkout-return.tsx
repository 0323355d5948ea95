import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, Clock, CreditCard } from 'lucide-react';
import { CARD_TEXTS } from '@safari/contracts/payments/texts';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { CHECKOUT_POLL, useCheckoutStatus } from '../api/get-checkout-status';

/**
 * Back from Stripe's payment page: the redirect itself proves nothing, so this asks the API every
 * 2 s whether Stripe's signed webhook has recorded the payment yet, and after two minutes stops
 * and says the e-mail receipt will follow.
 */
export function CheckoutReturn({ sessionId, cancelled = false }: { sessionId: string; cancelled?: boolean }) {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), CHECKOUT_POLL.giveUpAfterMs);
    return () => clearTimeout(timer);
  }, []);
  const status = useCheckoutStatus(sessionId, !gaveUp && !cancelled);
  const refused = status.error instanceof ApiError && status.error.status >= 400 && status.error.status < 500;

  let body;
  if (cancelled) {
    body = (
      <p role="status" className="flex items-start gap-2 text-lg text-stone-800" data-testid="checkout-cancelled">
        <CircleAlert className="mt-1 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
        {CARD_TEXTS.cancelledPayment}
      </p>
    );
  } else if (status.data === 'paid') {
    body = (
      <p role="status" className="flex items-start gap-2 text-lg text-stone-800" data-testid="checkout-paid">
        <CircleCheck className="mt-1 h-5 w-5 shrink-0 text-acacia" aria-hidden="true" />
        {CARD_TEXTS.paid}
      </p>
    );
  } else if (!sessionId || refused) {
    body = (
      <p role="alert" className="flex items-start gap-2 text-lg text-red-800">
        <CircleAlert className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
        {CARD_TEXTS.unknownSession}
      </p>
    );
  } else if (gaveUp) {
    body = (
      <p role="status" className="flex items-start gap-2 text-lg text-stone-800" data-testid="checkout-slow">
        <Clock className="mt-1 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
        {CARD_TEXTS.slow}
      </p>
    );
  } else {
    body = <Spinner label={CARD_TEXTS.confirming} showLabel className="text-lg" />;
  }

  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200 sm:p-10">
      <CreditCard className="mx-auto h-12 w-12 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900">Card payment</h1>
      <div className="mt-5 flex justify-center text-left" data-testid="checkout-return">
        {body}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/dashboard">Your bookings</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Home
        </ButtonLink>
      </div>
    </div>
  );
}
