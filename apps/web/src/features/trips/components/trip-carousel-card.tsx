import { Link } from 'react-router';
import type { TripCard } from '@safari/contracts/trip';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { excerpt } from '../../../lib/html-text';
import { Price } from '../../currency/components/price';
import { TripMeta } from './trip-meta';

/**
 * A carousel card; the whole card opens the package (the title link stretches over it, so
 * screen readers hear one concise link rather than the entire card).
 */
export function TripCarouselCard({ trip }: { trip: TripCard }) {
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg"
      data-testid="carousel-card"
    >
      {/* The price sits top-right: the banner art carries its place name bottom-left. */}
      <div className="relative overflow-hidden">
        <ImageWithFallback
          src={trip.banner}
          alt=""
          width={1200}
          height={675}
          draggable={false}
          className="aspect-video w-full bg-stone-200 object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <p className="absolute top-3 right-3 rounded-full bg-white/95 px-3 py-1 text-sm text-stone-700 shadow">
          From <Price usd={trip.first_budget_price ?? trip.base_price} className="font-bold text-stone-900" />
        </p>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <TripMeta destinationCount={trip.destination_count} tripType={trip.trip_type.name} />
        <h3 className="mt-1 font-display text-xl font-bold text-stone-900">
          <Link
            to={`/packages/${trip.uuid}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-700"
            draggable={false}
          >
            {trip.name}
          </Link>
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-stone-700" data-testid="carousel-description">
          {excerpt(trip.description)}
        </p>
      </div>
    </article>
  );
}
