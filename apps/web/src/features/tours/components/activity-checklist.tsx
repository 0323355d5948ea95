import type { Tour } from '@safari/contracts/tours';
import { Price } from '../../currency/components/price';

/** The activities of a tour as checkboxes, each with its price per guest. */
export function ActivityChecklist({
  legend,
  activities,
  chosen,
  onToggle,
  id,
}: {
  legend: string;
  activities: Tour['activities'];
  chosen: readonly number[];
  onToggle(activityId: number): void;
  /** Focus target when the traveller must pick one (the fieldset's first checkbox follows it). */
  id?: string;
}) {
  return (
    <fieldset id={id} tabIndex={-1} className="focus:outline-none">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{legend}</legend>
      <ul className="space-y-2">
        {activities.map((activity) => (
          <li key={activity.id}>
            <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-stone-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-500">
              <input
                type="checkbox"
                checked={chosen.includes(activity.id)}
                onChange={() => onToggle(activity.id)}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span className="flex-1 text-sm text-stone-800">{activity.title}</span>
              <span className="shrink-0 text-sm text-stone-600">
                <Price usd={activity.price_per_guest} className="font-semibold text-stone-900" /> / guest
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
