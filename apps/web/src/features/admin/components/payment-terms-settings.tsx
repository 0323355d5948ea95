import { useId } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { paymentTermsInput, type AdminPaymentTerms, type PaymentTermsWire } from '@safari/contracts/payment-terms';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useSitePaymentTerms } from '../api/get-payment-terms';
import { useUpdateSitePaymentTerms } from '../api/update-payment-terms';
import { AdminTable, type Column } from './admin-table';
import { PaymentTermsFields, PaymentTermsPreview, termsNumber, type PaymentTermsField } from './payment-terms-fields';
import { QueryState, ScreenHeader } from './query-state';
import { serverFieldErrors, shownUnderFields } from '../utils/server-field-errors';

const FIELDS = ['deposit_percent', 'balance_days_before'] as const satisfies readonly PaymentTermsField[];

/**
 * /admin/settings/payment-terms: the deposit and the balance's deadline every trip uses unless
 * it has its own (set in the trip's editor), and the trips that do. A change applies to
 * bookings made afterwards; a booking keeps the schedule it was given.
 */
export function PaymentTermsSettings() {
  const query = useSitePaymentTerms();
  return (
    <>
      <ScreenHeader title="Payment terms" />
      <p className="mb-5 max-w-prose text-sm text-stone-700">
        What a traveller pays when booking and when the balance is due. A trip can have its own terms, set in its editor. A change applies
        to bookings made from now on: earlier bookings keep their schedule.
      </p>
      <QueryState query={query} label="the payment terms">
        {(data) => (
          <div className="space-y-6">
            <SiteTermsForm site={data.site} />
            <TripsWithOwnTerms trips={data.trips} />
          </div>
        )}
      </QueryState>
    </>
  );
}

function SiteTermsForm({ site }: { site: PaymentTermsWire }) {
  const id = useId();
  const mutation = useUpdateSitePaymentTerms();
  const form = useForm<z.input<typeof paymentTermsInput>, unknown, PaymentTermsWire>({
    resolver: zodResolver(paymentTermsInput),
    defaultValues: site,
  });
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control });
  const submit = form.handleSubmit((terms) =>
    mutation.mutate(terms, {
      onSuccess: (envelope) => form.reset(envelope.data.site),
      onError: serverFieldErrors(FIELDS, form.setError),
    }),
  );
  const failure = mutation.error;
  const fieldErrorShown = shownUnderFields(failure, FIELDS);

  return (
    <section aria-labelledby={`${id}-h`} className="max-w-2xl rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="mb-3 text-lg font-bold text-stone-900">
        The site&apos;s terms
      </h2>
      <form noValidate className="space-y-4" onSubmit={submit}>
        <PaymentTermsFields id={id} errors={errors} register={(name) => form.register(name, { setValueAs: termsNumber })} />
        <PaymentTermsPreview values={values} />
        {mutation.isError && !fieldErrorShown && (
          <FormMessage tone="error">{errorMessage(mutation.error, 'The terms were not saved. Please try again.')}</FormMessage>
        )}
        {mutation.isSuccess && !form.formState.isDirty && (
          <FormMessage tone="success">{mutation.data.message}: bookings made from now on get these terms.</FormMessage>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          Save payment terms
        </Button>
      </form>
    </section>
  );
}

type TripTerms = AdminPaymentTerms['trips'][number];

const columns: Column<TripTerms>[] = [
  {
    header: 'Trip',
    cell: (row) => (
      <Link to={`/admin/trips/${row.trip_uuid}`} className="font-semibold text-brand-800 underline">
        {row.trip_name}
      </Link>
    ),
  },
  { header: 'Deposit', cell: (row) => `${row.deposit_percent} %`, className: 'whitespace-nowrap' },
  {
    header: 'Balance due',
    cell: (row) => (row.deposit_percent >= 100 ? 'In full at booking' : `${row.balance_days_before} days before departure`),
  },
];

function TripsWithOwnTerms({ trips }: { trips: TripTerms[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3">
      <h2 id={`${id}-h`} className="text-lg font-bold text-stone-900">
        Trips with their own terms
      </h2>
      <p className="text-sm text-stone-700">
        Every other trip uses the site&apos;s terms. To give a trip its own, or to let it use the site&apos;s again, open it in{' '}
        <Link to="/admin/trips" className="text-brand-800 underline">
          Trips
        </Link>
        .
      </p>
      <AdminTable
        caption="Trips with their own payment terms"
        columns={columns}
        rows={trips}
        rowKey={(row) => row.trip_uuid}
        empty="No trip has its own terms."
        minWidth="min-w-[26rem]"
      />
    </section>
  );
}
