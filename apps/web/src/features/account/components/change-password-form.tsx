import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { passwordChangeInput } from '@safari/contracts/auth';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { type ChangePasswordInput, useChangePassword } from '../api/change-password';

const EMPTY = { current_password: '', password: '', 'confirm-password': '' };

/** Same rules as registration (shared schema); the other devices are signed out by the server. */
export function ChangePasswordForm() {
  const id = useId();
  const mutation = useChangePassword();
  const form = useForm<z.input<typeof passwordChangeInput>, unknown, ChangePasswordInput>({
    resolver: zodResolver(passwordChangeInput),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const problem =
    errors.current_password?.message ??
    errors.password?.message ??
    (mutation.isError ? errorMessage(mutation.error, 'We could not change your password. Please try again.') : null);
  const a11y = problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-message` } : {};

  const fields = [
    { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
    { name: 'password', label: 'New password', autoComplete: 'new-password' },
    { name: 'confirm-password', label: 'Confirm new password', autoComplete: 'new-password' },
  ] as const;

  return (
    <form
      noValidate
      aria-label="Change password"
      className="mt-4 space-y-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values, { onSuccess: () => form.reset(EMPTY) }))}
    >
      {problem ? (
        <FormMessage id={`${id}-message`} tone="error">
          {problem}
        </FormMessage>
      ) : (
        mutation.isSuccess && <FormMessage tone="success">{mutation.data}</FormMessage>
      )}
      {fields.map((field) => (
        <Field key={field.name} id={`${id}-${field.name}`} label={field.label} required>
          <input
            id={`${id}-${field.name}`}
            type="password"
            autoComplete={field.autoComplete}
            className={inputClasses}
            {...a11y}
            {...form.register(field.name, { onChange: () => mutation.isSuccess && mutation.reset() })}
          />
        </Field>
      ))}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
