import { useFormContext } from 'react-hook-form';
import type { IdName } from '@safari/contracts/reference';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import type { BookingFormValues } from '../utils/booking-validation';
import { PROBLEM_ID } from './booking-problem';
import { BookingSelect } from './booking-select';

const TEXT_FIELDS = [
  { name: 'fname', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lname', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** Who travels: the lead traveller's details, and a note for the operator. */
export function BookingContactFields({ genders, countries }: { genders: readonly IdName[]; countries: readonly IdName[] }) {
  const { register, formState } = useFormContext<BookingFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {TEXT_FIELDS.map((f) => {
        const id = `booking-${f.name}`;
        const invalid = Boolean(formState.errors[f.name]);
        return (
          <Field key={f.name} id={id} label={f.label} required>
            <input
              id={id}
              type={f.type}
              autoComplete={f.autoComplete}
              {...register(f.name)}
              aria-invalid={invalid}
              aria-describedby={invalid ? PROBLEM_ID : undefined}
              className={inputClasses}
            />
          </Field>
        );
      })}
      <BookingSelect name="gender" label="Gender" options={genders} placeholder="Select gender" />
      <BookingSelect name="country" label="Country" options={countries} placeholder="Select country" autoComplete="country-name" />
      <Field id="booking-note" label="Note (optional)" className="sm:col-span-2">
        <textarea
          id="booking-note"
          rows={3}
          maxLength={2000}
          {...register('note')}
          placeholder="Dietary needs, celebrations, flight times…"
          className={inputClasses}
        />
      </Field>
    </div>
  );
}
