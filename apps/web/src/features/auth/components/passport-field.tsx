import { LIMITS } from '@safari/contracts/constants';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import { cn } from '../../../lib/cn';
import { passportProblem } from '../utils/register-form';

const MAX_MB = LIMITS.passportMaxBytes / 1024 / 1024;

/**
 * The optional passport image: at most 5 MB, an image. A wrong file is refused the
 * moment it is chosen and the input emptied, so what the form sends is always acceptable.
 */
export function PassportField({
  id,
  invalid,
  describedBy,
  onChange,
  onProblem,
}: {
  id: string;
  invalid: boolean;
  describedBy?: string;
  onChange(file: File | null): void;
  /** A refused file: the form forgets any earlier file and shows `message`. */
  onProblem(message: string): void;
}) {
  return (
    <Field
      id={id}
      label="Passport image (optional)"
      hint={`An image up to ${MAX_MB} MB. It is kept private: only you can see it.`}
      className="sm:col-span-2"
    >
      <input
        id={id}
        name="passport_image"
        type="file"
        accept="image/*"
        aria-invalid={invalid || undefined}
        aria-describedby={cn(`${id}-hint`, describedBy)}
        className={cn(
          inputClasses,
          'py-2 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700',
        )}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const problem = file && passportProblem(file);
          if (problem) {
            event.target.value = '';
            onProblem(problem);
            return;
          }
          onChange(file);
        }}
      />
    </Field>
  );
}
