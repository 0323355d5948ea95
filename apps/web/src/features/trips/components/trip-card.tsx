import { useMemo } from 'react';
import { Link } from 'react-router';
import { ArrowRight, MapPin } from 'lucide-react';
import type { TripCard as Trip } from '@safari/contracts/trip';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { excerpt } from '../../../lib/html-text';
import { Price } from '../../currency/components/price';
import { destinationLine } from '../utils/trip-format';
import { useTripActions } from './trip-actions';
import { TripRating } from './trip-rating';

/**
 * One package in the listing. The whole card is clickable through the 'More' link's
 * stretched ::after, so keyboard users meet a single link per card, named after the trip.
 */
export function TripCard({ trip, eager = false }: { trip: Trip; eager?: boolean }) {
  const summary = useMemo(() => excerpt(trip.description), [trip.description]);
  const actions = useTripActions().card?.(trip);
  return (
    <article
      data-testid="trip-card"
      data-id={trip.uuid}
      className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow focus-within:shadow-lg hover:shadow-lg"
    >
      {/* Above the card's stretched link, so it stays a button of its own. */}
      {actions && <div className="absolute top-3 right-3 z-10 flex gap-2">{actions}</div>}
      <div className="aspect-[16/9] overflow-hidden bg-stone-100">
        <ImageWithFallback
          src={trip.banner}
          alt={trip.name}
          width={1200}
          height={675}
          loading={eager ? 'eager' : 'lazy'}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-brand-600">
          <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
          {destinationLine(trip)}
        </p>
        <h3 className="mt-2 font-display text-xl font-bold leading-snug text-stone-900">{trip.name}</h3>
        <TripRating rating={trip.rating} className="mt-1.5" />
        <p className="mt-3 flex-1 text-sm leading-relaxed text-stone-600">{summary}</p>
        <div className="mt-5 flex items-end justify-between gap-4 border-t border-stone-100 pt-4">
          <p className="text-sm text-stone-600">
            <span className="block text-xs uppercase tracking-wide">From</span>
            <Price usd={trip.base_price} className="text-lg font-bold text-stone-900" /> <span className="text-xs">per person</span>
          </p>
          <Link
            to={`/packages/${trip.uuid}`}
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white transition-colors after:absolute after:inset-0 after:content-[''] hover:bg-brand-600"
          >
            More<span className="sr-only"> about {trip.name}</span>
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
