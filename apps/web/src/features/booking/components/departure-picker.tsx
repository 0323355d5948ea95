import { formatIsoDate } from '@safari/contracts/calendar';
import type { Departure } from '@safari/contracts/booking';
import { cn } from '../../../lib/cn';
import { Price } from '../../currency/components/price';
import { seatsText } from '../utils/departure-text';
import { PROBLEM_ID } from './booking-problem';

const option =
  'flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-stone-200 has-checked:bg-brand-50 has-checked:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-60';

/**
 * A private trip on a date of one's own, or one of the scheduled group departures (the request's
 * trip_group_uuid). Native radios: arrow keys move between options as everywhere else.
 */
export function DeparturePicker({
  departures,
  value,
  onChange,
  invalid,
  className,
}: {
  departures: readonly Departure[];
  value: string;
  onChange(uuid: string): void;
  invalid: boolean;
  className?: string;
}) {
  return (
    <fieldset className={className} aria-describedby={invalid ? PROBLEM_ID : undefined} data-testid="departure-picker">
      <legend className="text-sm font-semibold text-stone-800">Departure</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        <label className={option}>
          <input
            type="radio"
            name="trip_group_uuid"
            value=""
            checked={value === ''}
            onChange={() => onChange('')}
            className="mt-1 accent-brand-700"
          />
          <span>
            <span className="block font-semibold text-stone-900">Private trip</span>
            <span className="block text-sm text-stone-600">On a date you choose</span>
          </span>
        </label>
        {departures.map((d) => (
          <label key={d.uuid} className={option}>
            <input
              type="radio"
              name="trip_group_uuid"
              value={d.uuid}
              checked={value === d.uuid}
              disabled={d.seats_left <= 0}
              onChange={() => onChange(d.uuid)}
              aria-invalid={invalid && value === d.uuid}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-stone-900">Group departure {formatIsoDate(d.start_date)}</span>
              <span className={cn('block text-sm', d.seats_left <= 0 ? 'text-red-700' : 'text-stone-600')}>
                {seatsText(d)}
                {d.price_per_person !== null && (
                  <>
                    {' · '}
                    <Price usd={d.price_per_person} /> per person
                  </>
                )}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
