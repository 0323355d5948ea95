import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import type { TripCard } from '@safari/contracts/trip';
import { ButtonLink } from '../../../components/ui/button';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { excerpt } from '../../../lib/html-text';
import { Price } from '../../currency/components/price';
import { TripMeta } from './trip-meta';

/**
 * One package in the search results: what it is, what it costs, and the way to its itinerary;
 * `badge` says how it fits the traveller's dates.
 */
export function SearchResultCard({ trip, badge }: { trip: TripCard; badge?: ReactNode }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <ImageWithFallback
        src={trip.banner}
        alt={trip.name}
        width={1200}
        height={675}
        className="aspect-video w-full bg-stone-200 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        {badge && <div className="mb-3">{badge}</div>}
        <TripMeta destinationCount={trip.destination_count} tripType={trip.trip_type.name} />
        <h3 className="mt-1 font-display text-xl font-bold text-stone-900">{trip.name}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-700">{excerpt(trip.description)}</p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600">
            From <Price usd={trip.first_budget_price ?? trip.base_price} className="text-lg font-bold text-stone-900" />
            <span className="text-stone-500"> per person</span>
          </p>
          <ButtonLink to={`/packages/${trip.uuid}`} size="sm">
            View Full Itinerary <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
