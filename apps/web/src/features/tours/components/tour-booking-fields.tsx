import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import type { TourBookingValues } from '../utils/tour-booking-problem';

type TextField = 'travelDate' | 'guests' | 'name' | 'email' | 'phone';

export const fieldId = (field: string) => `tour-booking-${field}`;

/** One labelled input of the booking form. */
export function TourBookingInput({
  field,
  label,
  values,
  onChange,
  hint,
  ...input
}: {
  field: TextField;
  label: ReactNode;
  values: TourBookingValues;
  onChange(patch: Partial<TourBookingValues>): void;
  hint?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'autoComplete' | 'inputMode'>) {
  const id = fieldId(field);
  return (
    <Field id={id} label={label} hint={hint} required>
      <input
        id={id}
        className={inputClasses}
        value={values[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
    </Field>
  );
}
