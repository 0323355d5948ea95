import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import type { CustomPackageReceipt, Tour } from '@safari/contracts/tours';
import { Button } from '../../../components/ui/button';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useSubmitCustomPackage } from '../api/submit-custom-package';
import { customPackageProblem, customPackageSummary, toggleTour, type CustomPackageValues } from '../utils/custom-package';
import { guestCount } from '../utils/tour-booking-problem';
import { CustomPackageReceived } from './custom-package-received';
import { CustomPackageSummary } from './custom-package-summary';
import { CustomPackageTours } from './custom-package-tours';

const INITIAL: CustomPackageValues = { email: '', guests: '1', tourIds: [], activityIds: [] };

/**
 * Custom package: e-mail, guests, tours and activities, a summary, submit. The original only
 * logged it; here it is stored with price type 'pending' and both sides are e-mailed
 * (docs/product.md#custom-package). Problems are alerted one at a time, like the other alerts.
 */
export function CustomPackageForm({ tours }: { tours: readonly Tour[] }) {
  const mutation = useSubmitCustomPackage();
  const [values, setValues] = useState(INITIAL);
  const [receipt, setReceipt] = useState<{ receipt: CustomPackageReceipt; email: string } | null>(null);
  const change = (patch: Partial<CustomPackageValues>) => setValues((v) => ({ ...v, ...patch }));
  const summary = customPackageSummary(tours, values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = customPackageProblem(values);
    if (problem) {
      window.alert(problem.message);
      document.getElementById(`custom-package-${problem.field}`)?.focus();
      return;
    }
    const input = {
      email: values.email.trim(),
      guests: Number(values.guests),
      tour_ids: values.tourIds,
      activity_ids: values.activityIds,
      price_type: 'pending' as const,
    };
    mutation.mutate(input, {
      onSuccess: (result) => {
        setReceipt({ receipt: result, email: input.email });
        setValues(INITIAL);
      },
      onError: (error) => window.alert(errorMessage(error, 'We could not send your package. Please try again.')),
    });
  };

  if (receipt) return <CustomPackageReceived {...receipt} onAnother={() => setReceipt(null)} />;

  return (
    <form noValidate onSubmit={submit} aria-label="Custom package" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-8">
        <div className="grid gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2">
          <Field id="custom-package-email" label="Your email" required>
            <input
              id="custom-package-email"
              type="email"
              autoComplete="email"
              className={inputClasses}
              value={values.email}
              onChange={(e) => change({ email: e.target.value })}
            />
          </Field>
          <Field id="custom-package-guests" label="Number of guests" required>
            <input
              id="custom-package-guests"
              type="number"
              min={1}
              max={50}
              inputMode="numeric"
              className={inputClasses}
              value={values.guests}
              onChange={(e) => change({ guests: e.target.value })}
            />
          </Field>
        </div>
        <CustomPackageTours
          tours={tours}
          tourIds={values.tourIds}
          activityIds={values.activityIds}
          onToggleTour={(id) => setValues((v) => toggleTour(tours, v, id))}
          onToggleActivity={(id) =>
            change({
              activityIds: values.activityIds.includes(id) ? values.activityIds.filter((a) => a !== id) : [...values.activityIds, id],
            })
          }
        />
      </div>
      <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
        <CustomPackageSummary summary={summary} guests={guestCount(values.guests)} />
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          <Send className="h-5 w-5" aria-hidden="true" />
          {mutation.isPending ? 'Sending...' : 'Send Custom Package'}
        </Button>
        <p className="text-xs text-stone-600">Nothing is charged now: we reply with a quote within 24 hours.</p>
      </div>
    </form>
  );
}
