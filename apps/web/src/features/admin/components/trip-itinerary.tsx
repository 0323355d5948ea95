import { useId } from 'react';
import { useFieldArray, type FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { inputClasses, labelClasses } from '../../../components/ui/form-controls';
import type { TripFormApi, TripFormInput } from '../utils/trip-form';

/** The itinerary's points in visiting order: add, remove, move up or down. */
export function TripItinerary({ form, errors }: { form: TripFormApi; errors: FieldErrors<TripFormInput> }) {
  const id = useId();
  const points = useFieldArray({ control: form.control, name: 'points' });
  return (
    <fieldset className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <legend className="px-1 text-lg font-bold text-stone-900">Itinerary</legend>
      {points.fields.length === 0 && <p className="text-sm text-stone-600">No itinerary point yet.</p>}
      <ol className="space-y-3">
        {points.fields.map((field, index) => (
          <li key={field.id} className="grid gap-2 rounded-lg bg-stone-50 p-3 md:grid-cols-[1fr_auto]">
            <div className="space-y-2">
              <label htmlFor={`${id}-${index}-title`} className={labelClasses}>
                Point {index + 1}: title
              </label>
              <input
                id={`${id}-${index}-title`}
                className={inputClasses}
                aria-invalid={errors.points?.[index]?.title ? true : undefined}
                {...form.register(`points.${index}.title`)}
              />
              <label htmlFor={`${id}-${index}-description`} className={labelClasses}>
                Point {index + 1}: description
              </label>
              <textarea
                id={`${id}-${index}-description`}
                rows={2}
                className={inputClasses}
                {...form.register(`points.${index}.description`)}
              />
            </div>
            <div className="flex gap-1 md:flex-col">
              <Button
                size="sm"
                variant="secondary"
                disabled={index === 0}
                onClick={() => points.move(index, index - 1)}
                aria-label={`Move point ${index + 1} up`}
              >
                Up
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={index === points.fields.length - 1}
                onClick={() => points.move(index, index + 1)}
                aria-label={`Move point ${index + 1} down`}
              >
                Down
              </Button>
              <Button size="sm" variant="ghost" onClick={() => points.remove(index)} aria-label={`Remove point ${index + 1}`}>
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={() => points.append({ title: '', description: '' })}>
        Add itinerary point
      </Button>
    </fieldset>
  );
}
