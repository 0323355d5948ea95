import { cn } from '../../../lib/cn';
import { errorId } from './calculator-field';

/**
 * Two or three native radios drawn as a segmented control: arrow keys move between them, a
 * screen reader hears the legend and the options.
 */
export function CalculatorChoice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  error?: string;
}) {
  return (
    <fieldset {...(error ? { 'aria-describedby': errorId(name) } : {})}>
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className={cn('inline-flex rounded-full border bg-stone-100 p-1', error ? 'border-red-600' : 'border-stone-200')}>
        {options.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold text-stone-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId(name)} className="mt-1.5 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
