import { useId } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Mail } from 'lucide-react';
import { passwordResetRequest } from '@safari/contracts/auth';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, FormProblem, ProblemInput } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useRequestPasswordReset } from '../api/request-password-reset';

const FAILED = 'We could not send the link just now. Please try again.';

/**
 * The forgot-password page works (the original only linked it). The answer is the same whether or
 * not the address has an account, so the page never tells who is registered.
 */
export function ForgotPasswordForm() {
  const id = useId();
  const mutation = useRequestPasswordReset();
  const form = useForm<{ email: string }>({ resolver: zodResolver(passwordResetRequest), defaultValues: { email: '' } });
  const problem = form.formState.errors.email?.message ?? (mutation.isError ? errorMessage(mutation.error, FAILED) : null);

  return (
    <div className="space-y-5">
      {mutation.isSuccess ? (
        <FormMessage tone="success">{mutation.data}</FormMessage>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(({ email }) => mutation.mutate(email))} className="space-y-5">
          <FormProblem id={`${id}-error`} problem={problem} />
          <Field id={`${id}-email`} label="Email" required>
            <ProblemInput
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              problemId={problem ? `${id}-error` : undefined}
              {...form.register('email')}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
            <Mail className="h-5 w-5" aria-hidden="true" />
            {mutation.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Link to="/login?tab=login" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to login
      </Link>
    </div>
  );
}
