import { useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import { ButtonLink } from '../components/ui/button';
import { FormMessage } from '../components/ui/form-controls';
import { PageMeta } from '../components/ui/page-meta';
import { NoIndex } from '../components/ui/no-index';
import { AuthCard } from '../features/auth/components/auth-card';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

/** /reset-password?token=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <>
      <PageMeta title="Reset password" description="Choose a new password for your Safari Tanzania account." />
      <NoIndex />
      <AuthCard
        title="Choose a new password"
        intro="Your new password must be at least 6 characters long. Signing in elsewhere will need it too."
      >
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="space-y-5">
            <FormMessage tone="error">{ACCOUNT_MESSAGES.resetInvalid}</FormMessage>
            <ButtonLink to="/forgot-password" size="lg" className="w-full">
              Request a new link
            </ButtonLink>
          </div>
        )}
      </AuthCard>
    </>
  );
}
