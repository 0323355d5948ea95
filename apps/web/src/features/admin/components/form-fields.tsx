import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import { cn } from '../../../lib/cn';

// The controls of the back office's forms, each with its label, hint and validation message
// wired to it (aria-describedby, aria-invalid), so every editor announces them the same way.

/** The ids a control's aria-describedby lists: its hint, then its error, when shown. */
const describedBy = (id: string, hint?: ReactNode, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** A form's validation message under its control (the control points at it by id). */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** A labelled <input> registered with react-hook-form; `type`, `step`, `min`… pass through. */
export function InputField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  className,
  ...inputProps
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required' | 'name' | 'onChange' | 'onBlur'>) {
  return (
    <Field id={id} label={label} hint={hint} required={required} className={className}>
      <input
        id={id}
        {...inputProps}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...registration}
      />
      <FieldError id={`${id}-error`} message={error} />
    </Field>
  );
}

/** A labelled <textarea> (a description, highlights one per line…) with its hint. */
export function TextAreaField({
  id,
  label,
  registration,
  hint,
  rows,
  className,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
  rows: number;
  className?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      <textarea id={id} rows={rows} className={inputClasses} aria-describedby={describedBy(id, hint)} {...registration} />
    </Field>
  );
}

/** A checkbox with its label beside it: a yes/no of the record (published, active…). */
export function CheckboxField({
  label,
  registration,
  className,
}: {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  className?: string;
}) {
  return (
    <label className={cn('flex items-center gap-2 text-sm font-semibold text-stone-800', className)}>
      <input type="checkbox" className="h-4 w-4" {...registration} />
      {label}
    </label>
  );
}
