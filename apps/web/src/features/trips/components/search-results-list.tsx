import { CalendarPlus, CircleCheck, Clock } from 'lucide-react';
import { addDays, formatIsoRange } from '@safari/contracts/calendar';
import type { TripSearchData, TripSearchInput, TripSearchResult } from '@safari/contracts/search';
import { Button } from '../../../components/ui/button';
import { SearchResultCard } from './search-result-card';

const nightsText = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

function FitBadge({ trip }: { trip: TripSearchResult }) {
  return trip.fits_dates ? (
    <p
      className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200"
      data-testid="fit-badge"
    >
      <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" /> Fits your dates
    </p>
  ) : (
    <p
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200"
      data-testid="fit-badge"
    >
      <Clock className="h-3.5 w-3.5" aria-hidden="true" /> {`Longer than your stay: ${trip.duration_days} days`}
    </p>
  );
}

function ResultGrid({ trips }: { trips: TripSearchResult[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {trips.map((trip) => (
        <li key={trip.uuid}>
          <SearchResultCard trip={trip} badge={<FitBadge trip={trip} />} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The matches, those that fit the stay first (a 9-day trip does not fit a 4-night stay, decision
 * 0028). When none fits, the nearest dates that would: the stay lengthened to the shortest trip.
 */
export function SearchResultsList({
  result,
  params,
  onSearch,
}: {
  result: TripSearchData;
  params: TripSearchInput;
  onSearch(params: TripSearchInput): void;
}) {
  const fitting = result.trips.filter((trip) => trip.fits_dates);
  const longer = result.trips.filter((trip) => !trip.fits_dates);
  const stay = nightsText(result.nights);
  const shortest = Math.min(...longer.map((trip) => trip.duration_days));
  const fittingStay = { ...params, check_out: addDays(params.check_in, Math.max(1, shortest - 1)) };
  return (
    <div className="space-y-8">
      {fitting.length > 0 && (
        <section aria-labelledby="fits-heading">
          <h3
            id="fits-heading"
            className="mb-4 font-semibold text-stone-900"
          >{`${fitting.length} ${fitting.length === 1 ? 'trip fits' : 'trips fit'} your ${stay}`}</h3>
          <ResultGrid trips={fitting} />
        </section>
      )}
      {longer.length > 0 && (
        <section aria-labelledby="longer-heading">
          <h3 id="longer-heading" className="font-semibold text-stone-900">{`Longer than your ${stay}`}</h3>
          {fitting.length === 0 && (
            <div
              className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
              data-testid="fit-suggestion"
            >
              <p className="text-stone-700">{`None of these trips fits ${stay}. The shortest needs ${nightsText(shortest - 1)}.`}</p>
              <Button size="sm" variant="secondary" onClick={() => onSearch(fittingStay)}>
                <CalendarPlus className="h-4 w-4" aria-hidden="true" />
                {`Search ${formatIsoRange(fittingStay.check_in, fittingStay.check_out)}`}
              </Button>
            </div>
          )}
          <div className="mt-4">
            <ResultGrid trips={longer} />
          </div>
        </section>
      )}
    </div>
  );
}
