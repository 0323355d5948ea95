import { useSearchParams } from 'react-router';
import { NoIndex } from '../components/ui/no-index';
import { PageMeta } from '../components/ui/page-meta';
import { AuthCard } from '../features/auth/components/auth-card';
import { EmailVerification } from '../features/auth/components/email-verification';

/** /verify-email?token=…: the page the welcome e-mail's confirmation link opens. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta title="Confirm your e-mail address" description="Confirm the e-mail address of your Safari Tanzania account." />
      <NoIndex />
      <AuthCard
        title="Confirm your e-mail address"
        intro="Once your address is confirmed, bookings and inquiries you made with it before you had an account appear in your dashboard."
      >
        <EmailVerification token={searchParams.get('token')?.trim() ?? ''} />
      </AuthCard>
    </>
  );
}
