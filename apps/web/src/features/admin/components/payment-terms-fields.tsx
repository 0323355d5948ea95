import type { UseFormRegisterReturn } from 'react-hook-form';
import { paymentTermsSchema, type PaymentTermsWire } from '@safari/contracts/payment-terms';
import { describePaymentTerms } from '@safari/contracts/payments/texts';
import { InputField } from './form-fields';

// The two numbers of a set of payment terms and the sentence they make, shared by the site's
// terms (settings) and a trip's own (its editor).

export type PaymentTermsField = 'deposit_percent' | 'balance_days_before';

/** An emptied number field is "no value" (the schema's message), not 0. */
export const termsNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** "30 % deposit, the balance 60 days before departure": the terms inside a sentence of the screen's own. */
export const shortTerms = (terms: PaymentTermsWire) =>
  terms.deposit_percent >= 100
    ? 'payment in full at booking'
    : `${terms.deposit_percent} % deposit, the balance ${terms.balance_days_before} days before departure`;

export function PaymentTermsFields({
  id,
  register,
  errors,
}: {
  id: string;
  /** The field's registration, with `setValueAs: termsNumber`. */
  register: (name: PaymentTermsField) => UseFormRegisterReturn;
  errors: Partial<Record<PaymentTermsField, { message?: string }>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        id={`${id}-deposit`}
        label="Deposit at booking (%)"
        hint="100 % asks for the whole price at booking."
        required
        type="number"
        inputMode="numeric"
        min="1"
        max="100"
        step="1"
        error={errors.deposit_percent?.message}
        registration={register('deposit_percent')}
      />
      <InputField
        id={`${id}-days`}
        label="Balance due (days before departure)"
        hint="A booking made later than this pays in full."
        required
        type="number"
        inputMode="numeric"
        min="0"
        max="365"
        step="1"
        error={errors.balance_days_before?.message}
        registration={register('balance_days_before')}
      />
    </div>
  );
}

/** The terms as a sentence while the fields hold valid numbers (read out as they change). */
export function PaymentTermsPreview({ values }: { values: Partial<Record<PaymentTermsField, unknown>> }) {
  const terms = paymentTermsSchema.safeParse(values);
  return (
    <div className="rounded-lg bg-stone-50 px-4 py-3 text-sm ring-1 ring-stone-200">
      <p className="font-semibold text-stone-800">In words</p>
      <p className="text-stone-700" aria-live="polite" data-testid="payment-terms-preview">
        {terms.success ? describePaymentTerms(terms.data) : 'Enter a deposit and a number of days to see the terms in words.'}
      </p>
    </div>
  );
}
