import { Link } from 'react-router';
import { CalendarDays, Clock, Users } from 'lucide-react';
import { formatIsoDate } from '@safari/contracts/calendar';
import type { GroupClimb } from '@safari/contracts/climbs';
import { Price } from '../../currency/components/price';

/** One scheduled group climb: date, length, spots left, price, and what to do next. */
export function ClimbCard({ climb, onReserve }: { climb: GroupClimb; onReserve(climb: GroupClimb): void }) {
  const date = formatIsoDate(climb.start_date);
  const soldOut = climb.seats_left <= 0;
  return (
    <article
      data-testid="group-climb"
      data-id={climb.uuid}
      className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h3 className="font-display text-xl font-bold text-stone-900">{`${climb.route} Route`}</h3>
      <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
        <li className="flex items-center gap-2">
          <CalendarDays className="h-4 w-4 text-brand-600" aria-hidden="true" />
          {date}
        </li>
        <li className="flex items-center gap-2">
          <Clock className="h-4 w-4 text-brand-600" aria-hidden="true" />
          {`${climb.duration_days} days`}
        </li>
        <li className="flex items-center gap-2">
          <Users className="h-4 w-4 text-brand-600" aria-hidden="true" />
          {soldOut ? (
            <span className="font-semibold text-red-700">Sold out</span>
          ) : (
            <span data-testid="spots-left">{`${climb.seats_left} of ${climb.seats_total} spots left`}</span>
          )}
        </li>
      </ul>
      <p className="mt-4 text-sm text-stone-600">
        <Price usd={climb.price} className="text-2xl font-bold text-stone-900" /> per person
      </p>
      <div className="mt-5 flex flex-col gap-2">
        {soldOut ? (
          <Link
            to="/inquiry"
            className="inline-flex items-center justify-center rounded-full bg-stone-800 px-4 py-2 text-sm font-semibold text-white hover:bg-stone-700"
          >
            Send an inquiry<span className="sr-only">{` about the ${climb.route} climb of ${date}`}</span>
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => onReserve(climb)}
            className="inline-flex items-center justify-center rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-600"
          >
            Reserve Spot<span className="sr-only">{` on the ${climb.route} climb of ${date}`}</span>
          </button>
        )}
        <Link
          to={`/packages/${climb.trip_uuid}`}
          className="inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-stone-300 hover:bg-brand-50"
        >
          View Details<span className="sr-only">{` of the ${climb.route} route and itinerary`}</span>
        </Link>
      </div>
    </article>
  );
}
