import { useId } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { KeyRound } from 'lucide-react';
import { passwordResetConfirm } from '@safari/contracts/auth';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { type PasswordResetConfirmInput, useConfirmPasswordReset } from '../api/confirm-password-reset';
import { setAuthToken } from '../utils/set-auth-token';

/**
 * Sets a new password from the e-mailed link (same rules as registration). The reset ends
 * every session, this browser's included, so a stored token is dropped and the traveller
 * signs in again with the new password.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const mutation = useConfirmPasswordReset();
  const form = useForm<z.input<typeof passwordResetConfirm>, unknown, PasswordResetConfirmInput>({
    resolver: zodResolver(passwordResetConfirm),
    defaultValues: { token, password: '', 'confirm-password': '' },
  });
  const errors = form.formState.errors;
  const problem =
    errors.password?.message ??
    (errors.token ? ACCOUNT_MESSAGES.resetInvalid : null) ??
    (mutation.isError ? errorMessage(mutation.error, ACCOUNT_MESSAGES.resetInvalid) : null);

  if (mutation.isSuccess) {
    return (
      <div className="space-y-5">
        <FormMessage tone="success">Your password has been reset. You can now log in with your new password.</FormMessage>
        <ButtonLink to="/login?tab=login" size="lg" className="w-full">
          Go to login
        </ButtonLink>
      </div>
    );
  }

  const a11y = problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values, { onSuccess: () => setAuthToken(null) }))}
    >
      {problem && (
        <FormMessage id={`${id}-error`} tone="error">
          {problem}
          {(errors.token || mutation.isError) && problem === ACCOUNT_MESSAGES.resetInvalid && (
            <>
              {' '}
              <Link to="/forgot-password" className="underline">
                Request a new link
              </Link>
            </>
          )}
        </FormMessage>
      )}
      <Field id={`${id}-password`} label="New password" required hint="At least 6 characters.">
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          className={inputClasses}
          {...a11y}
          {...form.register('password')}
        />
      </Field>
      <Field id={`${id}-confirm`} label="Confirm new password" required>
        <input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          className={inputClasses}
          {...a11y}
          {...form.register('confirm-password')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        <KeyRound className="h-5 w-5" aria-hidden="true" />
        {mutation.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
