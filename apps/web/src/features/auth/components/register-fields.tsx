import type { HTMLInputTypeAttribute } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import type { RegisterField, RegisterFormValues } from '../utils/register-form';

interface Option {
  id: number;
  name: string;
}

const TEXT_FIELDS: Array<{
  name: Exclude<RegisterField, 'country' | 'gender' | 'passport' | 'terms'>;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  wide?: boolean;
}> = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', type: 'text', autoComplete: 'street-address', wide: true },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

/** The register form's text inputs and its two selects, in the original form's order. */
export function RegisterFields({
  id,
  register,
  invalidField,
  messageId,
  countries,
  genders,
  listsLoading,
}: {
  id: string;
  register: UseFormRegister<RegisterFormValues>;
  invalidField: string | undefined;
  messageId: string | undefined;
  countries: Option[];
  genders: Option[];
  listsLoading: boolean;
}) {
  const a11y = (name: RegisterField) => (invalidField === name ? { 'aria-invalid': true, 'aria-describedby': messageId } : {});

  const text = (field: (typeof TEXT_FIELDS)[number]) => (
    <Field key={field.name} id={`${id}-${field.name}`} label={field.label} required className={field.wide ? 'sm:col-span-2' : undefined}>
      <input
        id={`${id}-${field.name}`}
        type={field.type}
        autoComplete={field.autoComplete}
        className={inputClasses}
        {...a11y(field.name)}
        {...register(field.name)}
      />
    </Field>
  );

  const select = (name: 'country' | 'gender', label: string, options: Option[]) => (
    <Field id={`${id}-${name}`} label={label} required>
      <select id={`${id}-${name}`} className={inputClasses} disabled={listsLoading} {...a11y(name)} {...register(name)}>
        <option value="">{listsLoading ? 'Loading...' : `Select ${label.toLowerCase()}`}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <>
      {TEXT_FIELDS.slice(0, 4).map(text)}
      {select('country', 'Country', countries)}
      {select('gender', 'Gender', genders)}
      {TEXT_FIELDS.slice(4).map(text)}
    </>
  );
}
