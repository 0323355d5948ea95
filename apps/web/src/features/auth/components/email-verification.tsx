import { useEffect, useRef } from 'react';
import { EMAIL_VERIFY_TEXTS } from '@safari/contracts/messages';
import { ButtonLink } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useVerifyEmail, type EmailVerified } from '../api/verify-email';
import { useHasAuthToken } from '../hooks/use-auth-token';
import { loginPath } from '../utils/redirect-target';
import { ResendVerification } from './resend-verification';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the confirmation brought along: the bookings and inquiries made before the account. */
function attachedLine({ bookings, inquiries }: EmailVerified): string | null {
  if (bookings === 0 && inquiries === 0) return null;
  const parts = [bookings > 0 && count(bookings, 'booking', 'bookings'), inquiries > 0 && count(inquiries, 'inquiry', 'inquiries')].filter(
    Boolean,
  );
  return `${parts.join(' and ')} you made with this address before you had an account now appear in your dashboard.`;
}

/**
 * /verify-email?token=…: sends the welcome link's token once (it is single-use, and React's
 * development double effects must not spend it twice) and says what happened. An expired or
 * invalid link leads to a new one: at once for a signed-in traveller, after signing in otherwise.
 */
export function EmailVerification({ token }: { token: string }) {
  const signedIn = useHasAuthToken();
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (token && verify.isSuccess) {
    const attached = attachedLine(verify.data);
    return (
      <div className="space-y-5" data-testid="verify-result">
        <FormMessage tone="success">{verify.data.message}</FormMessage>
        {attached && <p className="text-stone-700">{attached}</p>}
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={signedIn ? '/dashboard' : loginPath('/dashboard')} size="lg">
            {signedIn ? 'Go to my dashboard' : 'Sign in'}
          </ButtonLink>
          <ButtonLink to="/all-packages" size="lg" variant="secondary">
            Browse our packages
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (token && !verify.isError) return <Spinner label="Confirming your e-mail address…" showLabel />;

  // No token at all (a mangled link, or a visit to ask for a new one), or a refused one.
  const problem = token ? errorMessage(verify.error, EMAIL_VERIFY_TEXTS.invalid) : null;
  return (
    <div className="space-y-5" data-testid="verify-result">
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {signedIn ? (
        <ResendVerification />
      ) : (
        <>
          {!problem && <p className="text-stone-700">{EMAIL_VERIFY_TEXTS.invalid}</p>}
          <ButtonLink to={loginPath('/verify-email')} size="lg">
            Sign in
          </ButtonLink>
        </>
      )}
    </div>
  );
}
