import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { paymentTermsInput, type TripPaymentTerms as Terms } from '@safari/contracts/payment-terms';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useTripPaymentTerms } from '../api/get-payment-terms';
import { useSetTripPaymentTerms } from '../api/update-payment-terms';
import { PaymentTermsFields, PaymentTermsPreview, shortTerms, termsNumber, type PaymentTermsField } from './payment-terms-fields';
import { QueryState } from './query-state';
import { serverFieldErrors, shownUnderFields } from '../utils/server-field-errors';

// Following the site's terms checks nothing else: the numbers typed for own terms are kept in
// the form (switching back shows them again) but not sent.
const tripTermsForm = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('site'), deposit_percent: z.unknown(), balance_days_before: z.unknown() }),
  paymentTermsInput.extend({ mode: z.literal('own') }),
]);
type FormInput = z.input<typeof tripTermsForm>;
type FormOutput = z.output<typeof tripTermsForm>;

const FIELDS = ['deposit_percent', 'balance_days_before'] as const satisfies readonly PaymentTermsField[];

/** The form's starting point: the trip's own terms, or the site's as a start for its own. */
const formValues = (terms: Terms): FormInput => ({ mode: terms.own ? 'own' : 'site', ...(terms.own ?? terms.site) });

/**
 * A trip's payment terms in its editor, saved on their own button (not with the trip's form):
 * the site's (DELETE: the trip follows them, also when they change later) or its own (PUT).
 */
export function TripPaymentTerms({ uuid }: { uuid: string }) {
  const query = useTripPaymentTerms(uuid);
  return (
    <QueryState query={query} label="the trip's payment terms">
      {(terms) => <TripTermsForm uuid={uuid} terms={terms} />}
    </QueryState>
  );
}

function TripTermsForm({ uuid, terms }: { uuid: string; terms: Terms }) {
  const id = useId();
  const mutation = useSetTripPaymentTerms(uuid);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(tripTermsForm), defaultValues: formValues(terms) });
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control });
  const own = values.mode === 'own';
  const submit = form.handleSubmit((chosen) => {
    const input =
      chosen.mode === 'own' ? { deposit_percent: chosen.deposit_percent, balance_days_before: chosen.balance_days_before } : null;
    mutation.mutate(input, {
      onSuccess: (envelope) => form.reset(formValues(envelope.data)),
      onError: serverFieldErrors(FIELDS, form.setError),
    });
  });
  const failure = mutation.error;
  const fieldErrorShown = shownUnderFields(failure, FIELDS);

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <fieldset aria-describedby={`${id}-hint`}>
        <legend className="px-1 text-lg font-bold text-stone-900">Payment terms</legend>
        <p id={`${id}-hint`} className="mb-2 text-sm text-stone-600">
          Saved on their own button, apart from the trip. Bookings made before a change keep their schedule.
        </p>
        <div className="space-y-2 text-sm text-stone-800">
          <label className="flex items-start gap-2">
            <input type="radio" value="site" className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" {...form.register('mode')} />
            <span>Use the site&apos;s terms ({shortTerms(terms.site)})</span>
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" value="own" className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" {...form.register('mode')} />
            <span>Own terms for this trip</span>
          </label>
        </div>
      </fieldset>
      {own && (
        <div className="space-y-4">
          <PaymentTermsFields id={id} errors={errors} register={(name) => form.register(name, { setValueAs: termsNumber })} />
          <PaymentTermsPreview values={values} />
        </div>
      )}
      {mutation.isError && !fieldErrorShown && (
        <FormMessage tone="error">{errorMessage(mutation.error, 'The payment terms were not saved. Please try again.')}</FormMessage>
      )}
      {mutation.data && !form.formState.isDirty && (
        <FormMessage tone="success">
          {mutation.data.message}:{' '}
          {mutation.data.data.own
            ? `this trip has its own terms (${shortTerms(mutation.data.data.own)}).`
            : `this trip uses the site's terms (${shortTerms(mutation.data.data.site)}).`}
        </FormMessage>
      )}
      <Button type="submit" disabled={mutation.isPending}>
        Save payment terms
      </Button>
    </form>
  );
}
