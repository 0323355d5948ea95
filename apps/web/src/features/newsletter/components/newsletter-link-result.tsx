import { useEffect, useRef } from 'react';
import { CircleAlert, CircleCheck, MailCheck, MailX } from 'lucide-react';
import { NEWSLETTER_TEXTS } from '@safari/contracts/messages';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { useUnsubscribe } from '../api/unsubscribe';

const COPY = {
  confirm: { title: 'Newsletter subscription', pending: 'Confirming your subscription…', icon: MailCheck },
  unsubscribe: { title: 'Unsubscribe from our newsletter', pending: 'Unsubscribing you…', icon: MailX },
} as const;

/**
 * Opens a link from a newsletter e-mail: sends its token once (a token is single-use, and
 * React's development double effects must not spend it twice) and says what happened.
 */
export function NewsletterLinkResult({ action, token }: { action: 'confirm' | 'unsubscribe'; token: string }) {
  const confirm = useConfirmSubscription();
  const unsubscribe = useUnsubscribe();
  const mutation = action === 'confirm' ? confirm : unsubscribe;
  const sent = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  const copy = COPY[action];
  let body;
  if (!token || mutation.isError) {
    body = (
      <p role="alert" className="flex items-start gap-2 text-lg text-red-800">
        <CircleAlert className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
        {token ? errorMessage(mutation.error, NEWSLETTER_TEXTS.invalidLink) : NEWSLETTER_TEXTS.invalidLink}
      </p>
    );
  } else if (mutation.isSuccess) {
    body = (
      <p role="status" className="flex items-start gap-2 text-lg text-stone-800">
        <CircleCheck className="mt-1 h-5 w-5 shrink-0 text-acacia" aria-hidden="true" />
        {mutation.data}
      </p>
    );
  } else {
    body = <Spinner label={copy.pending} showLabel />;
  }

  const Icon = copy.icon;
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200 sm:p-10">
      <Icon className="mx-auto h-12 w-12 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900">{copy.title}</h1>
      <div className="mt-5 flex justify-center text-left" data-testid="newsletter-result">
        {body}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/all-packages">Browse our packages</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Home
        </ButtonLink>
      </div>
    </div>
  );
}
