import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Send } from 'lucide-react';
import { NEWSLETTER_EMAIL_REQUIRED, NEWSLETTER_TEXTS } from '@safari/contracts/messages';
import { errorMessage } from '../../../lib/error-message';
import { useSubscribe } from '../api/subscribe';

/**
 * Footer newsletter form. An empty address (after trimming) alerts 'Please enter
 * your email address.': the field has no `required` attribute on purpose, since the browser's
 * own bubble would stop the submit before that alert; format checks still come from
 * type="email". Success alerts 'Subscribed successfully! 🎉' with the server's request to
 * confirm by e-mail (double opt-in), clears the field and opens /all-packages.
 */
export function NewsletterForm() {
  const id = useId();
  const navigate = useNavigate();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('');
    if (!email.trim()) {
      window.alert(NEWSLETTER_EMAIL_REQUIRED);
      return;
    }
    subscribe.mutate(email.trim(), {
      onSuccess: (answer) => {
        if (answer.status !== 'success') {
          setNotice(answer.message || NEWSLETTER_TEXTS.failed);
          return;
        }
        window.alert(answer.message ? `${NEWSLETTER_TEXTS.success}\n${answer.message}` : NEWSLETTER_TEXTS.success);
        setEmail('');
        void navigate('/all-packages');
      },
      onError: (error) => window.alert(errorMessage(error, NEWSLETTER_TEXTS.requestFailed)),
    });
  }

  return (
    <form onSubmit={onSubmit} className="w-full max-w-md" data-testid="newsletter-form">
      <label htmlFor={`${id}-email`} className="text-sm font-semibold text-stone-100">
        Email address
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          aria-required="true"
          aria-describedby={`${id}-note`}
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-full border-0 bg-white/10 px-4 py-2.5 text-sm text-white ring-1 ring-white/25 placeholder:text-stone-400 focus:bg-white/15"
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="inline-flex shrink-0 items-center gap-2 rounded-full bg-amber-400 px-5 py-2.5 text-sm font-bold text-stone-900 transition-colors hover:bg-amber-300 disabled:opacity-70"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id={`${id}-note`} role="status" className="mt-2 min-h-5 text-sm text-amber-200">
        {notice || 'We ask you to confirm by e-mail; unsubscribe with one click at any time.'}
      </p>
    </form>
  );
}
