import { BUDGET_OPTIONS } from '@safari/contracts/inquiry-rules';
import type { IdName } from '@safari/contracts/reference';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import type { InquiryErrors } from '../utils/inquiry-resolver';

type TextName = 'firstName' | 'lastName' | 'email' | 'phone';
type SelectName = 'country' | 'tripType' | 'serviceClass';

const PEOPLE: { name: TextName; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

// The fields are uncontrolled (the form reads them with FormData, decision 0035): what a
// visitor types before the page hydrates stays in the inputs, and no form library is needed.

/** Ids are per form instance (prefix), so two forms could share a page without clashing. */
export function InquiryPersonFields({ prefix, errors }: { prefix: string; errors: InquiryErrors }) {
  return (
    <>
      {PEOPLE.map((f) => (
        <Field key={f.name} id={`${prefix}-${f.name}`} label={f.label} required>
          <input
            id={`${prefix}-${f.name}`}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            aria-invalid={Boolean(errors[f.name])}
            className={inputClasses}
          />
        </Field>
      ))}
    </>
  );
}

export function InquirySelect({
  prefix,
  name,
  label,
  options,
  placeholder,
  errors,
  required = false,
}: {
  prefix: string;
  name: SelectName | 'budget';
  label: string;
  options: readonly { value: string | number; label: string }[] | undefined;
  placeholder: string;
  errors: InquiryErrors;
  required?: boolean;
}) {
  const id = `${prefix}-${name}`;
  return (
    <Field id={id} label={required ? label : `${label} (optional)`} required={required}>
      <select id={id} name={name} aria-invalid={Boolean(errors[name])} className={inputClasses}>
        <option value="">{options ? placeholder : 'Loading...'}</option>
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export const asOptions = (items: readonly IdName[] | undefined) => items?.map((i) => ({ value: i.id, label: i.name }));
export const BUDGET_SELECT = BUDGET_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

/** Guests and the optional dates. */
export function InquiryWhenFields({ prefix, errors }: { prefix: string; errors: InquiryErrors }) {
  return (
    <>
      <Field id={`${prefix}-guests`} label="Number of guests" required>
        <input
          id={`${prefix}-guests`}
          name="guests"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-invalid={Boolean(errors.guests)}
          className={inputClasses}
        />
      </Field>
      <div className="grid gap-3 lg:grid-cols-2">
        <Field id={`${prefix}-startDate`} label="Start date">
          <input id={`${prefix}-startDate`} name="startDate" type="date" className={inputClasses} />
        </Field>
        <Field id={`${prefix}-endDate`} label="End date">
          <input id={`${prefix}-endDate`} name="endDate" type="date" aria-invalid={Boolean(errors.endDate)} className={inputClasses} />
        </Field>
      </div>
    </>
  );
}
