import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { UI_TIMING_MS } from '../../../lib/ui-constants';
import { AUTH_TEXTS } from '../data/auth-texts';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useReferenceList } from '../../reference/api/get-lookups';
import { useRegister } from '../api/register';
import { emptyRegisterForm, registerFormSchema, toRegisterInput, type RegisterFormValues } from '../utils/register-form';
import { startSession } from '../utils/session';
import { PassportField } from './passport-field';
import { RegisterFields } from './register-fields';

/** Where a new traveller goes 2 s after registering; /login forwards a signed-in one to the dashboard. */
const AFTER_REGISTER = '/login?tab=login';

/** Registration: every field but the passport image required, and the terms accepted. */
export function RegisterForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const countries = useReferenceList('countries');
  const genders = useReferenceList('genders');
  const lists = useMemo(() => ({ countries: countries.data ?? [], genders: genders.data ?? [] }), [countries.data, genders.data]);
  const resolver = useMemo(() => zodResolver(registerFormSchema(lists)), [lists]);
  const form = useForm<RegisterFormValues>({ resolver, defaultValues: emptyRegisterForm });
  const mutation = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);

  const fieldErrors = Object.entries(form.formState.errors);
  const [invalidField, fieldError] = fieldErrors[0] ?? [];
  const problem = fieldError?.message ?? failure;
  const messageId = `${id}-message`;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(toRegisterInput(values), {
      onSuccess: (data) => {
        if (!data?.user || !data.token) return setFailure(AUTH_TEXTS.userMissing);
        // The form is cleared and, 2 s later, the traveller goes to /login?tab=login.
        form.reset(emptyRegisterForm);
        setRegistered(true);
        startSession(queryClient, data.token, AFTER_REGISTER, UI_TIMING_MS.redirectAfterSuccess);
      },
      onError: (error) => setFailure(errorMessage(error, AUTH_TEXTS.registerFailed)),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Register" className="space-y-5">
      {registered ? (
        <FormMessage tone="success">Registration successful! Welcome aboard, taking you to your account…</FormMessage>
      ) : (
        problem && (
          <FormMessage id={messageId} tone="error">
            {problem}
          </FormMessage>
        )
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <RegisterFields
          id={id}
          register={form.register}
          invalidField={invalidField}
          messageId={problem ? messageId : undefined}
          countries={countries.data ?? []}
          genders={genders.data ?? []}
          listsLoading={countries.isPending || genders.isPending}
        />
        <Controller
          control={form.control}
          name="passport"
          render={({ field }) => (
            <PassportField
              // Cleared together with the form after a registration.
              key={registered ? 'sent' : 'editing'}
              id={`${id}-passport`}
              invalid={invalidField === 'passport'}
              describedBy={invalidField === 'passport' ? messageId : undefined}
              onChange={(file) => {
                form.clearErrors('passport');
                field.onChange(file);
              }}
              onProblem={(message) => {
                // Set without validating: the resolver, which accepts "no image", would clear the message.
                form.setValue('passport', null);
                form.setError('passport', { message });
              }}
            />
          )}
        />
      </div>
      <label className="flex items-start gap-3 text-sm text-stone-700">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
          aria-invalid={invalidField === 'terms' || undefined}
          aria-describedby={invalidField === 'terms' ? messageId : undefined}
          {...form.register('terms')}
        />
        <span>
          I agree to the{' '}
          <Link to="/terms" target="_blank" className="font-semibold text-brand-700 underline">
            Terms and Conditions
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" target="_blank" className="font-semibold text-brand-700 underline">
            Privacy Policy
          </Link>
          <span className="sr-only"> (open in a new tab)</span>
        </span>
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending || registered}>
        <UserPlus className="h-5 w-5" aria-hidden="true" />
        {mutation.isPending ? 'Creating your account...' : 'Create Account'}
      </Button>
    </form>
  );
}
