import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useResendVerification } from '../api/resend-verification';

const FAILED = 'We could not send a new link right now. Please try again in a moment.';

/** For a signed-in traveller whose link expired or got lost: e-mails a new one. */
export function ResendVerification() {
  const resend = useResendVerification();
  if (resend.isSuccess) return <FormMessage tone="success">{resend.data}</FormMessage>;
  return (
    <div className="space-y-4">
      <p className="text-stone-700">We can e-mail you a new confirmation link to the address of your account.</p>
      {resend.isError && <FormMessage tone="error">{errorMessage(resend.error, FAILED)}</FormMessage>}
      <Button size="lg" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending…' : 'Send me a new link'}
      </Button>
    </div>
  );
}
