import { Link } from 'react-router';
import { Clock } from 'lucide-react';
import type { Tour } from '@safari/contracts/tours';
import { Price } from '../../currency/components/price';
import { ActivityChecklist } from './activity-checklist';

/** The tours as checkable cards; a chosen tour opens its activities beneath it. */
export function CustomPackageTours({
  tours,
  tourIds,
  activityIds,
  onToggleTour,
  onToggleActivity,
}: {
  tours: readonly Tour[];
  tourIds: readonly string[];
  activityIds: readonly number[];
  onToggleTour(id: string): void;
  onToggleActivity(id: number): void;
}) {
  return (
    <fieldset id="custom-package-tourIds" tabIndex={-1} className="focus:outline-none">
      <legend className="mb-3 font-display text-xl font-bold text-stone-900">Choose your tours</legend>
      <ul className="grid items-start gap-4 md:grid-cols-2">
        {tours.map((tour) => {
          const chosen = tourIds.includes(tour.id);
          return (
            <li
              key={tour.id}
              data-testid="custom-tour"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 has-[input[name=tour]:checked]:ring-2 has-[input[name=tour]:checked]:ring-brand-500"
            >
              <label className="flex cursor-pointer items-start gap-3">
                <input
                  name="tour"
                  type="checkbox"
                  checked={chosen}
                  onChange={() => onToggleTour(tour.id)}
                  className="mt-1.5 h-4 w-4 shrink-0 accent-brand-700"
                />
                <span className="flex-1">
                  <span className="block font-semibold text-stone-900">{tour.title}</span>
                  <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-stone-600">
                    <span className="inline-flex items-center gap-1">
                      <Clock className="h-3.5 w-3.5" aria-hidden="true" />
                      {tour.duration}
                    </span>
                    <span>
                      <Price usd={tour.base_price} className="font-semibold text-stone-900" /> / guest
                    </span>
                  </span>
                  <span className="mt-2 block text-sm leading-relaxed text-stone-700">{tour.description}</span>
                </span>
              </label>
              <p className="mt-3 pl-7 text-sm">
                <Link to={`/book/${tour.id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                  Book this tour on its own<span className="sr-only">{`: ${tour.title}`}</span>
                </Link>
              </p>
              {chosen && tour.activities.length > 0 && (
                <div className="mt-4 border-t border-stone-100 pt-4">
                  <ActivityChecklist
                    legend={`Activities on ${tour.title}`}
                    activities={tour.activities}
                    chosen={activityIds}
                    onToggle={onToggleActivity}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
