import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ledgerEntryInput, PAYMENT_METHOD_LABELS, type AdminBookingDetail } from '@safari/contracts/admin-bookings';
import { formatMinor } from '@safari/contracts/payments/money';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useOperatorToday } from '../../../lib/site-status';
import { useRecordBookingPayment } from '../api/record-booking-payment';
import { InputField, TextAreaField } from './form-fields';
import { serverFieldErrors, shownUnderFields } from '../utils/server-field-errors';

type Values = z.input<typeof ledgerEntryInput>;
const FIELDS = ['kind', 'amount', 'method', 'received_on', 'note'] as const satisfies ReadonlyArray<keyof Values>;

// Card payments arrive from the card provider, never typed in by hand.
const METHODS = (['bank_transfer', 'cash', 'other'] as const).map((method) => [method, PAYMENT_METHOD_LABELS[method]] as const);

/**
 * A payment seen in the bank or taken at the office, or a refund made: the ledger moves the
 * booking's status and e-mails the traveller a receipt. The server's field errors (an amount it
 * cannot read, a date in the future) show under their fields; the others above the button.
 */
export function RecordPaymentForm({ booking }: { booking: AdminBookingDetail }) {
  const id = useId();
  const today = useOperatorToday();
  const mutation = useRecordBookingPayment(booking.uuid);
  const { currency, due_now_minor: dueNow } = booking.payment;
  const defaults: Values = { kind: 'payment', amount: '', method: 'bank_transfer', received_on: today, note: '' };
  const form = useForm<Values, unknown, z.output<typeof ledgerEntryInput>>({
    resolver: zodResolver(ledgerEntryInput),
    defaultValues: defaults,
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => form.reset({ ...defaults, received_on: values.received_on, method: values.method }),
      onError: serverFieldErrors(FIELDS, form.setError),
    }),
  );
  const failure = mutation.error;
  const fieldErrorShown = shownUnderFields(failure, FIELDS);

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="mb-3 text-lg font-bold text-stone-900">
        Record a payment
      </h2>
      <form noValidate className="space-y-3" onSubmit={submit}>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-stone-800">Kind</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-800">
            <label className="flex items-center gap-2">
              <input type="radio" value="payment" className="h-4 w-4 accent-brand-700" {...form.register('kind')} />
              Payment received
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="refund" className="h-4 w-4 accent-brand-700" {...form.register('kind')} />
              Refund made
            </label>
          </div>
        </fieldset>
        <InputField
          id={`${id}-amount`}
          label={`Amount (${currency})`}
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="1250.00"
          hint={dueNow > 0 ? `Due now: ${formatMinor(dueNow, currency)}.` : undefined}
          error={errors.amount?.message}
          registration={form.register('amount')}
        />
        <InputField
          id={`${id}-date`}
          label="Date received"
          required
          type="date"
          max={today}
          error={errors.received_on?.message}
          registration={form.register('received_on')}
        />
        <Field id={`${id}-method`} label="Method">
          <select id={`${id}-method`} className={inputClasses} {...form.register('method')}>
            {METHODS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <TextAreaField id={`${id}-note`} label="Note (optional)" rows={2} registration={form.register('note')} />
        {mutation.isError && !fieldErrorShown && (
          <FormMessage tone="error">{errorMessage(mutation.error, 'Nothing was recorded. Please try again.')}</FormMessage>
        )}
        {mutation.isSuccess && <FormMessage tone="success">{mutation.data.message}: the traveller gets a receipt by e-mail.</FormMessage>}
        <Button type="submit" disabled={mutation.isPending}>
          Record
        </Button>
      </form>
    </section>
  );
}
