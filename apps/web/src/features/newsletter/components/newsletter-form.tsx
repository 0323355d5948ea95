import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { NEWSLETTER_EMAIL_REQUIRED } from '@safari/contracts/messages';

/**
 * Footer newsletter form. SPEC §5: an empty address (after trimming) alerts 'Please enter your
 * email address.'. The field has no `required` attribute on purpose: the browser's own bubble
 * would stop the submit before that alert; format checks still come from type="email".
 * Sign-ups are not stored yet, so the form says that plainly instead of faking a success.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      window.alert(NEWSLETTER_EMAIL_REQUIRED);
      return;
    }
    setSubmitted(true);
  }

  return (
    <form onSubmit={onSubmit} className="w-full max-w-md">
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
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setSubmitted(false);
          }}
          className="min-w-0 flex-1 rounded-full border-0 bg-white/10 px-4 py-2.5 text-sm text-white ring-1 ring-white/25 placeholder:text-stone-400 focus:bg-white/15"
        />
        <button
          type="submit"
          className="inline-flex shrink-0 items-center gap-2 rounded-full bg-amber-400 px-5 py-2.5 text-sm font-bold text-stone-900 transition-colors hover:bg-amber-300"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          Subscribe
        </button>
      </div>
      <p id={`${id}-note`} role="status" className="mt-2 min-h-5 text-sm text-amber-200">
        {submitted &&
          'Thank you! Newsletter sign-ups open very soon. Your address has not been saved yet, so please come back in a little while.'}
      </p>
    </form>
  );
}
