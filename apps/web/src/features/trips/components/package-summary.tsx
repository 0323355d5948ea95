import { Link } from 'react-router';
import { CalendarDays, Info, MapPin, Users } from 'lucide-react';
import { LIMITS } from '@safari/contracts/constants';
import type { TripDetail } from '@safari/contracts/trip';
import { Button } from '../../../components/ui/button';
import { Price } from '../../currency/components/price';
import { ShareButton } from './share-button';
import { useTripActions } from './trip-actions';
import { durationText } from '../utils/trip-format';

/** The sticky sidebar: the price, the facts a traveller checks first, and the actions. */
export function PackageSummary({ trip, onBook }: { trip: TripDetail; onBook(): void }) {
  const actions = useTripActions().detail?.(trip);
  return (
    <aside aria-label="Package summary" className="lg:sticky lg:top-24">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200" data-testid="package-summary">
        <p className="text-sm uppercase tracking-wide text-stone-600">From</p>
        <p className="mt-1">
          <Price usd={trip.base_price} className="font-display text-3xl font-bold text-stone-900" />
        </p>
        <p className="mt-1 text-sm text-stone-600">Per person · prices vary by season and group size</p>

        <ul className="mt-6 space-y-3 border-t border-stone-100 pt-6 text-stone-700">
          <li className="flex items-center gap-3">
            <Users className="h-5 w-5 text-brand-600" aria-hidden="true" />
            Min. {LIMITS.bookingGuestsMin} Guests
          </li>
          <li className="flex items-center gap-3">
            <CalendarDays className="h-5 w-5 text-brand-600" aria-hidden="true" />
            {durationText(trip.duration_days)}
          </li>
          {trip.destinations.length > 0 && (
            <li className="flex gap-3">
              <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
              <span>
                {trip.destinations.map((d, i) => (
                  <span key={d.uuid}>
                    {i > 0 && ', '}
                    <Link to={`/destinations/${d.slug}`} className="underline decoration-stone-300 hover:text-brand-700">
                      {d.name}
                    </Link>
                  </span>
                ))}
              </span>
            </li>
          )}
          <li className="flex gap-3 text-sm text-stone-600">
            <Info className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
            Group of 6 or more? The 6+ People price applies to everyone.
          </li>
        </ul>

        <div className="mt-6 space-y-3">
          <Button size="lg" className="w-full" onClick={onBook}>
            Book Now
          </Button>
          {actions && <div className="grid grid-cols-2 gap-3">{actions}</div>}
          <ShareButton title={trip.name} />
        </div>
      </div>
    </aside>
  );
}
