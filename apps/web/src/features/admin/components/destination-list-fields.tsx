import { useId } from 'react';
import { useFieldArray, type FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { inputClasses, labelClasses } from '../../../components/ui/form-controls';
import type { DestinationFormApi, DestinationFormInput } from '../utils/destination-form';

// The destination's two lists, each row edited in place: its facts, and its activities
// (each offered or not).

type Props = { form: DestinationFormApi; errors: FieldErrors<DestinationFormInput> };

/** Facts: a fact, its detail and a description each; add or remove. */
export function DestinationFacts({ form, errors }: Props) {
  const id = useId();
  const facts = useFieldArray({ control: form.control, name: 'facts' });
  return (
    <fieldset className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <legend className="px-1 text-lg font-bold text-stone-900">Facts</legend>
      {facts.fields.map((field, index) => (
        <div key={field.id} className="grid gap-2 rounded-lg bg-stone-50 p-3 md:grid-cols-[1fr_1fr_2fr_auto]">
          {(['fact', 'sub_fact', 'description'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`${id}-fact-${index}-${name}`} className={labelClasses}>
                Fact {index + 1}: {name === 'sub_fact' ? 'detail' : name}
              </label>
              <input
                id={`${id}-fact-${index}-${name}`}
                className={inputClasses}
                aria-invalid={errors.facts?.[index]?.[name] ? true : undefined}
                {...form.register(`facts.${index}.${name}`)}
              />
            </div>
          ))}
          <Button
            size="sm"
            variant="ghost"
            className="self-end"
            onClick={() => facts.remove(index)}
            aria-label={`Remove fact ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button size="sm" variant="secondary" onClick={() => facts.append({ fact: '', sub_fact: '', description: '' })}>
        Add fact
      </Button>
    </fieldset>
  );
}

/** Activities: a name, a description and whether it is offered; add or remove. */
export function DestinationActivities({ form, errors }: Props) {
  const id = useId();
  const activities = useFieldArray({ control: form.control, name: 'activities' });
  return (
    <fieldset className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <legend className="px-1 text-lg font-bold text-stone-900">Activities</legend>
      {activities.fields.map((field, index) => (
        <div key={field.id} className="grid gap-2 rounded-lg bg-stone-50 p-3 md:grid-cols-[1fr_2fr_auto_auto]">
          <div>
            <label htmlFor={`${id}-act-${index}-name`} className={labelClasses}>
              Activity {index + 1}: name
            </label>
            <input
              id={`${id}-act-${index}-name`}
              className={inputClasses}
              aria-invalid={errors.activities?.[index]?.name ? true : undefined}
              {...form.register(`activities.${index}.name`)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-act-${index}-description`} className={labelClasses}>
              Activity {index + 1}: description
            </label>
            <input id={`${id}-act-${index}-description`} className={inputClasses} {...form.register(`activities.${index}.description`)} />
          </div>
          <label className="flex items-center gap-2 self-end pb-3 text-sm">
            <input type="checkbox" className="h-4 w-4" {...form.register(`activities.${index}.is_active`)} />
            Offered
          </label>
          <Button
            size="sm"
            variant="ghost"
            className="self-end"
            onClick={() => activities.remove(index)}
            aria-label={`Remove activity ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button size="sm" variant="secondary" onClick={() => activities.append({ name: '', description: '', is_active: true })}>
        Add activity
      </Button>
    </fieldset>
  );
}
