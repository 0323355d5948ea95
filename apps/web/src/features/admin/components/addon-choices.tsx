import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { TripFormInput, TripFormOutput } from '../utils/trip-form';

type Choice = 'included' | 'excluded' | 'unlisted';
const CHOICES: ReadonlyArray<[Choice, string]> = [
  ['included', 'Included'],
  ['excluded', 'Not included'],
  ['unlisted', 'Not listed'],
];

/**
 * The trip's add-ons: each one included in the price, listed as not included, or not listed at
 * all (the trip's page shows the first two lists). One choice per add-on, so an add-on can never
 * be both (the API would keep it as included).
 */
export function AddonChoices({
  form,
  addons,
}: {
  form: UseFormReturn<TripFormInput, unknown, TripFormOutput>;
  addons: ReadonlyArray<{ id: number; name: string }>;
}) {
  const id = useId();
  const included = useWatch({ control: form.control, name: 'included_addon_ids' }) ?? [];
  const excluded = useWatch({ control: form.control, name: 'excluded_addon_ids' }) ?? [];
  const choiceOf = (addon: number): Choice => (included.includes(addon) ? 'included' : excluded.includes(addon) ? 'excluded' : 'unlisted');
  const choose = (addon: number, choice: Choice) => {
    const without = (list: number[]) => list.filter((value) => value !== addon);
    form.setValue('included_addon_ids', choice === 'included' ? [...without(included), addon] : without(included), { shouldDirty: true });
    form.setValue('excluded_addon_ids', choice === 'excluded' ? [...without(excluded), addon] : without(excluded), { shouldDirty: true });
  };
  return (
    <fieldset className="rounded-xl bg-white p-4 ring-1 ring-stone-200" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-lg font-bold text-stone-900">Add-ons</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-stone-600">
        The trip&apos;s page lists what is included in the price and what is not.
      </p>
      <ul className="divide-y divide-stone-100">
        {addons.map((addon) => (
          <li key={addon.id} className="grid gap-1 py-2 sm:grid-cols-[16rem_1fr] sm:items-center">
            <span id={`${id}-${addon.id}`} className="text-sm font-medium text-stone-800">
              {addon.name}
            </span>
            <div role="radiogroup" aria-labelledby={`${id}-${addon.id}`} className="flex flex-wrap gap-x-4 gap-y-1">
              {CHOICES.map(([choice, label]) => (
                <label key={choice} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="radio"
                    className="h-4 w-4"
                    name={`${id}-${addon.id}`}
                    checked={choiceOf(addon.id) === choice}
                    onChange={() => choose(addon.id, choice)}
                  />
                  {label}
                </label>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
