import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A calculator control's look; a red border when its field has an error. */
export const controlClasses = (invalid: boolean) =>
  cn(
    'block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
    invalid ? 'border-red-600 ring-1 ring-red-600' : 'border-stone-300',
  );

export const errorId = (field: string) => `calculator-${field}-error`;

/** Label, control(s), and the field's message right under it. */
export function CalculatorField({
  label,
  htmlFor,
  field,
  error,
  children,
  className,
}: {
  label: ReactNode;
  /** Omitted for a group of controls, whose own labels name them. */
  htmlFor?: string;
  field: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const Label = htmlFor ? 'label' : 'p';
  return (
    <div className={className}>
      <Label {...(htmlFor ? { htmlFor } : {})} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </Label>
      {children}
      {error && (
        <p id={errorId(field)} className="mt-1.5 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes tying a control to its message. */
export const invalidProps = (field: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
