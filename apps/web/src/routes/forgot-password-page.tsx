import { PageMeta } from '../components/ui/page-meta';
import { NoIndex } from '../components/ui/no-index';
import { AuthCard } from '../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

/** /forgot-password, linked from the login form; it works (the original only linked it). */
export function ForgotPasswordPage() {
  return (
    <>
      <PageMeta title="Forgot password" description="Request a link to reset your Safari Tanzania password." />
      <NoIndex />
      <AuthCard
        title="Forgot your password?"
        intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}
