import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { loginInput, type LoginInput } from '@safari/contracts/auth';
import { AUTH_TEXTS } from '../data/auth-texts';
import { Button } from '../../../components/ui/button';
import { Field, FormProblem, ProblemInput } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { safeRedirectTarget } from '../utils/redirect-target';
import { startSession } from '../utils/session';

type LoginOutput = ReturnType<typeof loginInput.parse>;

/** Login: e-mail and password required, 'Remember me' for 30 days. */
export function LoginForm() {
  const id = useId();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const mutation = useLogin();
  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '', remember: false },
  });
  const problem = form.formState.errors.email?.message;
  const errorId = `${id}-error`;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (data) => {
        toast.success(AUTH_TEXTS.loginSuccess);
        startSession(queryClient, data.token, safeRedirectTarget(searchParams.get('redirect')));
      },
      onError: (error) => toast.error(errorMessage(error, AUTH_TEXTS.loginFailed)),
    }),
  );
  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Login" className="space-y-5">
      <FormProblem id={errorId} problem={problem} />
      <Field id={`${id}-email`} label="Email" required>
        <ProblemInput
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          problemId={problem ? errorId : undefined}
          {...form.register('email')}
        />
      </Field>
      <Field id={`${id}-password`} label="Password" required>
        <ProblemInput
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          problemId={problem ? errorId : undefined}
          {...form.register('password')}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2 text-sm text-stone-700">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('remember')} />
          Remember me for 30 days
        </label>
        <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <LogIn className="h-5 w-5" aria-hidden="true" />
        {busy ? 'Signing in...' : 'Login'}
      </Button>
    </form>
  );
}
