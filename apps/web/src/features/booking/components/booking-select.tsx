import type { IdName } from '@safari/contracts/reference';
import { useFormContext } from 'react-hook-form';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import type { BookingField, BookingFormValues } from '../utils/booking-validation';
import { PROBLEM_ID } from './booking-problem';

/** A required select of one reference list, wired to the form and its one problem message. */
export function BookingSelect({
  name,
  label,
  options,
  placeholder,
  autoComplete,
}: {
  name: BookingField;
  label: string;
  options: readonly IdName[];
  placeholder: string;
  autoComplete?: string;
}) {
  const { register, formState } = useFormContext<BookingFormValues>();
  const id = `booking-${name}`;
  const invalid = Boolean(formState.errors[name]);
  return (
    <Field id={id} label={label} required>
      <select
        id={id}
        {...register(name)}
        autoComplete={autoComplete}
        aria-invalid={invalid}
        aria-describedby={invalid ? PROBLEM_ID : undefined}
        className={inputClasses}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
