import type { ComponentProps, ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

// Shared looks of form controls: native inputs and selects keep the platform's keyboard and
// screen-reader behaviour; these classes only style them.

export const inputClasses =
  'block w-full rounded-xl border-0 bg-white px-4 py-3 text-base text-stone-900 ring-1 ring-stone-300 placeholder:text-stone-500 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-600 disabled:bg-stone-100';

export const labelClasses = 'mb-1.5 block text-sm font-semibold text-stone-800';

/** A label above its control, with an optional hint below it (linked by the caller's aria-describedby). */
export function Field({
  id,
  label,
  hint,
  required = false,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * An input of a form that shows one problem message for all its fields: while the message shows
 * (`problemId` is its id), the input is marked invalid and described by it.
 */
export function ProblemInput({ problemId, ...props }: ComponentProps<'input'> & { problemId: string | undefined }) {
  return <input className={inputClasses} aria-invalid={problemId ? true : undefined} aria-describedby={problemId} {...props} />;
}

/** The form's one problem, while there is one: its fields point at it by `id` (ProblemInput). */
export function FormProblem({ id, problem }: { id: string; problem: ReactNode }) {
  if (!problem) return null;
  return (
    <FormMessage id={id} tone="error">
      {problem}
    </FormMessage>
  );
}

/** A form's message: an error (announced at once) or a success (announced politely). */
export function FormMessage({
  id,
  tone,
  children,
  className,
}: {
  id?: string;
  tone: 'error' | 'success';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-xl px-4 py-3 text-sm font-medium',
        tone === 'error' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200',
        className,
      )}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
